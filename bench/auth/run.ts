/**
 * bench/auth: the cost of the session machinery every page pays (ping = cookie → session row → user → scope)
 * and of signing in (argon2id), on PGlite and on PostgreSQL, each next to a bare Fastify JSON route measured in
 * the same run. Prints a table; never part of the test run.
 *
 *   npm run bench:auth                               # PGlite only
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:auth
 */
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { loadConfig } from '../../apps/api/src/config';
import { buildApp, createBlobStore } from '../../apps/api/src/app';
import type { Database } from '../../apps/api/src/db/client';
import { prepareDatabase } from '../../apps/api/src/seed/prepare';
import { DEMO_PASSWORD } from '../../apps/api/src/seed/demo-accounts';
import { onFreshEngines } from '../support/fresh-engines';
import { signIn } from '../support/sign-in';

type Row = { engine: string; route: string; p50: number; p97_5: number; rps: number; ratio: string };

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);

const measure = async (options: {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections?: number;
}) => {
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
    connections: options.connections ?? 10,
    duration: DURATION,
  });
  if (result.non2xx > 0) throw new Error(`${options.url}: ${result.non2xx} answers were not 2xx`);
  return { p50: result.latency.p50, p97_5: result.latency.p97_5, rps: result.requests.average };
};

const bareRoute = async () => {
  const app = Fastify();
  app.get('/bare', async () => ({ data: { id: '1', type: 'users', attributes: { ok: true } } }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, url: `http://127.0.0.1:${port}/bare` };
};

const benchEngine = async (engine: string, database: Database, workDir: string): Promise<Row[]> => {
  const config = loadConfig({ DATA_DIR: workDir, LOG_LEVEL: 'silent', APP_ENV: 'demo' });
  const blob = createBlobStore(config);
  await prepareDatabase({ database, blob, seed: true, credentialKey: config.credentialKey });
  const app = await buildApp(config, { db: database.db, blob });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const bare = await bareRoute();
  try {
    const baseline = await measure({ url: bare.url });
    const admin = await signIn(base, 'admin@demo.hearth.au');
    const owner = await signIn(base, 'owner@demo.hearth.au');
    const rows: Row[] = [];
    const add = (route: string, m: { p50: number; p97_5: number; rps: number }) =>
      rows.push({ engine, route, ...m, ratio: `${(baseline.rps / m.rps).toFixed(1)}x` });
    rows.push({ engine, route: 'bare Fastify JSON route', ...baseline, ratio: '1.0x' });
    add('GET /api/v1/public/config', await measure({ url: `${base}/api/v1/public/config` }));
    add(
      'GET /api/v3/ping (admin)',
      await measure({ url: `${base}/api/v3/ping?include=user`, headers: { cookie: admin.cookie } }),
    );
    add(
      'GET /api/v3/ping (owner)',
      await measure({ url: `${base}/api/v3/ping?include=user`, headers: { cookie: owner.cookie } }),
    );
    add(
      'GET /api/v3/users/me?include=…',
      await measure({
        url: `${base}/api/v3/users/me?include=properties,properties.address,companies`,
        headers: { cookie: owner.cookie },
      }),
    );
    // Each sign-in hashes with argon2id (m=19 MiB, t=2): bounded by CPU, so two connections on two cores.
    add(
      'POST /api/v3/auth (argon2id)',
      await measure({
        url: `${base}/api/v3/auth?include=user`,
        method: 'POST',
        connections: 2,
        headers: { 'content-type': 'application/json', 'x-csrf-token': admin.csrfToken, cookie: admin.cookie },
        body: JSON.stringify({ email: 'staff@demo.hearth.au', password: DEMO_PASSWORD }),
      }),
    );
    return rows;
  } finally {
    await bare.app.close();
    await app.close();
  }
};

const main = async () => {
  const rows = await onFreshEngines(benchEngine);
  console.log(
    `\n${DURATION} s per route, 10 connections (sign-in: 2), latency in ms (autocannon reports p97.5, not p95)\n`,
  );
  console.table(rows.map((r) => ({ ...r, rps: Math.round(r.rps) })));
};

await main();
