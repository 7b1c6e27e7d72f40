/**
 * PostgreSQL stopped (immediate: the crash-like mode) under a steady load of reads, then started again, the API left
 * running: while it is down every request must end quickly as 503 with Retry-After (never hang), /api/ready must say
 * 503, and once it is back requests must succeed again without restarting the API.
 *
 * Runs its own throwaway cluster (apps/api/src/test/pg-cluster.ts): never the shared server.
 *
 *   node --import tsx bench/faults/postgres-restart.ts
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startPgCluster } from '../../apps/api/src/test/pg-cluster';
import { signIn } from '../support/sign-in';
import { createChecks, printTable, sleep, startApi } from './support';

const READERS = 4;
const BEFORE_MS = 3000;
const DOWN_MS = Number(process.env.FAULT_DOWN_MS ?? 5000);
const AFTER_MS = 8000;
/** A request still unanswered after this is counted as hung (the API's pool waits at most 5 s for a connection). */
const HANG_MS = 15_000;
const { check, finish } = createChecks();

type Answer = { at: number; status: number | 'error' | 'hung'; retryAfter: boolean; ms: number };

const cluster = await startPgCluster();
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'hearth-fault-restart-'));
try {
  const admin = new pg.Client({ connectionString: cluster.url() });
  await admin.connect();
  await admin.query('create database hearth');
  await admin.end();
  const api = await startApi('api', { DATA_DIR: dataDir, DATABASE_URL: cluster.url('hearth') });
  const session = await signIn(api.base, 'staff@demo.hearth.au');

  const t0 = Date.now();
  const answers: Answer[] = [];
  const readiness: Answer[] = [];
  let running = true;
  const ask = async (url: string, headers: Record<string, string>): Promise<Answer> => {
    const at = Date.now() - t0;
    try {
      const response = await fetch(url, { headers, signal: AbortSignal.timeout(HANG_MS) });
      await response.arrayBuffer();
      return { at, status: response.status, retryAfter: response.headers.has('retry-after'), ms: Date.now() - t0 - at };
    } catch (error) {
      const status = (error as Error).name === 'TimeoutError' ? 'hung' : 'error';
      return { at, status, retryAfter: false, ms: Date.now() - t0 - at };
    }
  };
  const reader = async () => {
    while (running) answers.push(await ask(`${api.base}/api/v3/users/me`, { cookie: session.cookie }));
  };
  const prober = async () => {
    while (running) {
      readiness.push(await ask(`${api.base}/api/ready`, {}));
      await sleep(500);
    }
  };
  const load = [...Array.from({ length: READERS }, reader), prober()];

  await sleep(BEFORE_MS);
  const stopAt = Date.now() - t0;
  await cluster.stop('immediate');
  const downAt = Date.now() - t0;
  await sleep(DOWN_MS);
  const startAt = Date.now() - t0;
  await cluster.start();
  const upAt = Date.now() - t0;
  await sleep(AFTER_MS);
  running = false;
  await Promise.all(load);
  await api.stop();

  // Seconds by when each request was sent.
  const seconds = Math.ceil((Date.now() - t0) / 1000);
  const rows = Array.from({ length: seconds }, (_, s) => {
    const inSecond = answers.filter((a) => Math.floor(a.at / 1000) === s);
    const of = (status: Answer['status']) => inSecond.filter((a) => a.status === status);
    const unavailable = of(503);
    const phase = s * 1000 < stopAt ? 'up' : s * 1000 < startAt ? 'DOWN' : s * 1000 < upAt ? 'starting' : 'up';
    return [
      s,
      phase,
      of(200).length,
      `${unavailable.length} (${unavailable.filter((a) => a.retryAfter).length} with Retry-After)`,
      inSecond.length - of(200).length - unavailable.length,
      Math.max(0, ...inSecond.map((a) => a.ms)),
    ];
  });
  printTable(['second', 'PostgreSQL', '200', '503', 'other', 'max ms'], rows);
  process.stdout.write(
    `stop('immediate') at ${stopAt} ms (done ${downAt}), start() at ${startAt} ms (accepting at ${upAt} ms)\n`,
  );

  const whileDown = answers.filter((a) => a.at >= downAt && a.at < startAt);
  const notOk = answers.filter((a) => a.at >= stopAt && a.status !== 200);
  const firstOkAfter = answers.find((a) => a.at >= upAt && a.status === 200);
  const lastSeconds = answers.filter((a) => a.at >= upAt + AFTER_MS - 3000);
  const readyWhileDown = readiness.filter((a) => a.at >= downAt && a.at < startAt);
  check(
    'while down, every answer is 503 with Retry-After',
    whileDown.length > 0 && whileDown.every((a) => a.status === 503 && a.retryAfter),
    `${whileDown.filter((a) => a.status === 503 && a.retryAfter).length}/${whileDown.length}; statuses ${[...new Set(notOk.map((a) => a.status))].join(', ')}`,
  );
  check(
    'no request hangs: every failed one answers within 6 s',
    notOk.every((a) => a.status !== 'hung' && a.ms <= 6000),
    `slowest ${Math.max(0, ...notOk.map((a) => a.ms))} ms`,
  );
  check(
    '/api/ready says 503 with Retry-After while down',
    readyWhileDown.length > 0 && readyWhileDown.every((a) => a.status === 503 && a.retryAfter),
    `${readyWhileDown.filter((a) => a.status === 503).length}/${readyWhileDown.length}`,
  );
  check(
    'requests succeed again after the start, the API not restarted',
    firstOkAfter !== undefined && lastSeconds.length > 0 && lastSeconds.every((a) => a.status === 200),
    firstOkAfter ? `first 200 sent ${firstOkAfter.at - upAt} ms after PostgreSQL accepted again` : 'none',
  );
  check(
    'the API logged the outage at warn, not as an unhandled error',
    !api.lines.some((l) => l.includes('"unhandled error"')),
    `${api.lines.filter((l) => l.includes('database unavailable')).length} warn lines`,
  );
} finally {
  await cluster.destroy();
  await rm(dataDir, { recursive: true, force: true });
}
finish();
