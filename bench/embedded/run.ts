/**
 * bench/embedded: what `npm start` gives a newcomer (issue 33 item 4). Starts the server as `npm run serve` does, in
 * its own process on a fresh data directory (PGlite, demo data), signs in as admin, staff and owner, and drives the
 * public health route, the signed-in ping and an availability search with autocannon at 8 connections, then opens
 * the busiest homes' calendars on 8 loops (one sample = the screen's five calls answered). Prints calls/s and p97.5
 * side by side. Never part of the test run.
 *
 *   npm run bench:embedded
 *   BENCH_SECONDS=10 BENCH_PORT=3530 npm run bench:embedded
 *   BENCH_BEFORE_ROOT=/tmp/before npm run bench:embedded   # the same, first on another checkout (git archive HEAD)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { signIn } from '../support/sign-in';
import { measureCalendarWindow } from '../support/calendar-window';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 8;
const PORT = Number(process.env.BENCH_PORT ?? 3530);
/** Another checkout (with its node_modules) to measure first on PORT + 1: the code before a change, in the same run. */
const BEFORE_ROOT = process.env.BENCH_BEFORE_ROOT;
const HERE = fileURLToPath(new URL('../..', import.meta.url));

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** bench/search's availability search on the demo: 3 nights six weeks ahead, 2 adults, the first page. */
const AVAILABILITY = new URLSearchParams({
  'page[number]': '1',
  'page[size]': '25',
  'filters[type]': 'property',
  'filters[availableFrom]': day(42),
  'filters[availableTo]': day(45),
  'filters[isAvailabilitySearch]': 'true',
  'filters[adults]': '2',
});

/** The first page of active homes, as the calendar bench opens them in turn. */
const someHomes = async (base: string, cookie: string): Promise<string[]> => {
  const response = await fetch(`${base}/api/v3/search?filters[type]=property&filters[propertyStatuses]=active`, {
    headers: { cookie },
  });
  const { data } = (await response.json()) as { data: { id: string }[] };
  if (data.length === 0) throw new Error('no active home to open');
  return data.map((home) => home.id);
};

type Row = { build: string; route: string; 'calls/s': number; 'p97.5 ms': number; 'vs health': string };

const waitForHealth = async (base: string, exited: Promise<void>) => {
  let done = false;
  void exited.then(() => (done = true));
  // The first start migrates and seeds the demo data: allow it a few minutes on a slow machine.
  for (let i = 0; i < 600 && !done; i++) {
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server at ${base} did not answer /api/health`);
};

const measure = async (url: string, cookie?: string) => {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    ...(cookie ? { headers: { cookie } } : {}),
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} not 2xx, ${result.errors} errors`);
  }
  return { rps: result.requests.average, p97_5: result.latency.p97_5 };
};

/** The server as `npm run serve` starts it, in its own process, on a fresh data directory (demo data). */
const benchBuild = async (build: string, root: string, port: number): Promise<Row[]> => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hearth-bench-embedded-'));
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await waitForHealth(base, exited);
    const admin = await signIn(base, 'admin@demo.hearth.au');
    const owner = await signIn(base, 'owner@demo.hearth.au');
    const staff = await signIn(base, 'staff@demo.hearth.au');
    const health = await measure(`${base}/api/health`);
    const row = (route: string, m: { rps: number; p97_5: number }): Row => ({
      build,
      route,
      'calls/s': Math.round(m.rps),
      'p97.5 ms': Math.round(m.p97_5 * 10) / 10,
      'vs health': `${(m.rps / health.rps).toFixed(2)}x`,
    });
    return [
      row('GET /api/health', health),
      row('GET /api/v3/ping (admin)', await measure(`${base}/api/v3/ping`, admin.cookie)),
      row('GET /api/v3/ping (owner)', await measure(`${base}/api/v3/ping`, owner.cookie)),
      row(
        'GET /api/v3/search, availability (admin)',
        await measure(`${base}/api/v3/search?${AVAILABILITY}`, admin.cookie),
      ),
      row(
        'calendar window, 5 calls side by side (staff)',
        await measureCalendarWindow({
          base,
          cookie: staff.cookie,
          ids: await someHomes(base, staff.cookie),
          connections: CONNECTIONS,
          seconds: SECONDS,
        }),
      ),
    ];
  } finally {
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
};

const main = async () => {
  const rows: Row[] = [];
  if (BEFORE_ROOT) rows.push(...(await benchBuild('before', path.resolve(BEFORE_ROOT), PORT + 1)));
  rows.push(...(await benchBuild(BEFORE_ROOT ? 'after' : 'this checkout', HERE, PORT)));
  console.log(`\nPGlite, demo data, ${CONNECTIONS} connections, ${SECONDS} s a route (autocannon's p97.5)\n`);
  console.table(rows);
};

await main();
