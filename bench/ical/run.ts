/**
 * bench/ical: what a long iCal upload costs everyone else (docs/product/ical.md#imports). An admin uploads a
 * 5,000-event calendar (the largest accepted) to a demo home; meanwhile staff calls `GET /api/v3/users/me` every
 * 50 ms, as pages do. Prints staff's latency without the import and during it, and how long the import took, on
 * PGlite and (with BENCH_DATABASE_URL) PostgreSQL. Never part of the test run.
 *
 *   npm run bench:ical
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:ical
 */
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../apps/api/src/config';
import { buildApp, createBlobStore } from '../../apps/api/src/app';
import type { Database } from '../../apps/api/src/db/client';
import { prepareDatabase } from '../../apps/api/src/seed/prepare';
import { onFreshEngines } from '../support/fresh-engines';
import { signIn } from '../support/sign-in';
import { fmt, percentile } from '../support/http-bench';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 5000);
const CALL_EVERY_MS = 50;

type Row = { engine: string; phase: string; calls: number; 'p50 ms': string; 'p95 ms': string; 'max ms': string };

const icsDay = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10).replace(/-/g, '');

/** A channel's calendar: `count` one-night stays, every other night from next week. */
const calendar = (count: number) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Bench//Channel//EN',
    ...Array.from({ length: count }, (_, i) => [
      'BEGIN:VEVENT',
      `UID:bench-${i}@channel`,
      'DTSTAMP:20260101T000000Z',
      `DTSTART;VALUE=DATE:${icsDay(7 + 2 * i)}`,
      `DTEND;VALUE=DATE:${icsDay(8 + 2 * i)}`,
      'SUMMARY:Reserved',
      'END:VEVENT',
    ]).flat(),
    'END:VCALENDAR',
    '',
  ].join('\r\n');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Staff's calls, one every CALL_EVERY_MS until `until()` says stop: each one's latency. */
const staffCalls = async (base: string, cookie: string, until: () => boolean): Promise<number[]> => {
  const latencies: number[] = [];
  while (!until()) {
    const started = performance.now();
    const response = await fetch(`${base}/api/v3/users/me`, { headers: { cookie } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`users/me answered ${response.status}`);
    latencies.push(performance.now() - started);
    await sleep(CALL_EVERY_MS);
  }
  return latencies;
};

const rowOf = (engine: string, phase: string, latencies: number[]): Row => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    engine,
    phase,
    calls: sorted.length,
    'p50 ms': fmt(percentile(sorted, 50)),
    'p95 ms': fmt(percentile(sorted, 95)),
    'max ms': fmt(sorted.at(-1) ?? 0),
  };
};

const benchEngine = async (engine: string, database: Database, workDir: string): Promise<Row[]> => {
  const config = loadConfig({ DATA_DIR: workDir, LOG_LEVEL: 'silent', APP_ENV: 'demo', JOBS: 'false' });
  const blob = createBlobStore(config);
  await prepareDatabase({ database, blob, seed: true, credentialKey: config.credentialKey });
  const app = await buildApp(config, { db: database.db, blob });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  try {
    const admin = await signIn(base, 'admin@demo.hearth.au');
    const staff = await signIn(base, 'staff@demo.hearth.au');
    const { rows } = (await database.db.execute(
      sql`select id from properties where status = 'active' order by code limit 1`,
    )) as unknown as { rows: { id: string }[] };
    const adminHeaders = { cookie: admin.cookie, 'x-csrf-token': admin.csrfToken };
    const created = await fetch(`${base}/api/v3/properties/${rows[0]?.id}/ical-feeds`, {
      method: 'POST',
      headers: { ...adminHeaders, 'content-type': 'application/json' },
      body: JSON.stringify({ data: { type: 'ical-feed', attributes: { name: 'Bench channel' } } }),
    });
    const feedId = ((await created.json()) as { data: { id: string } }).data.id;

    const quietUntil = performance.now() + 5000;
    const quiet = await staffCalls(base, staff.cookie, () => performance.now() > quietUntil);

    let finished = false;
    const during = staffCalls(base, staff.cookie, () => finished);
    const started = performance.now();
    const upload = await fetch(`${base}/api/v3/ical-feeds/${feedId}/upload`, {
      method: 'POST',
      headers: { ...adminHeaders, 'content-type': 'text/calendar' },
      body: calendar(EVENTS),
    });
    const accepted = performance.now() - started;
    if (upload.status !== 202) throw new Error(`upload answered ${upload.status}: ${await upload.text()}`);
    const importId = ((await upload.json()) as { data: { id: string } }).data.id;
    let counts = '';
    while (!finished) {
      await sleep(500);
      const poll = (await (
        await fetch(`${base}/api/v3/ical-imports/${importId}`, { headers: adminHeaders })
      ).json()) as {
        data: { attributes: { state: string; counts: Record<string, number> } };
      };
      finished = poll.data.attributes.state === 'finished';
      counts = JSON.stringify(poll.data.attributes.counts);
    }
    const took = performance.now() - started;
    const busy = await during;
    console.log(
      `${engine}: 202 after ${fmt(accepted)} ms; ${EVENTS} events imported in ${(took / 1000).toFixed(1)} s ${counts}`,
    );
    return [rowOf(engine, 'no import', quiet), rowOf(engine, `during a ${EVENTS}-event upload`, busy)];
  } finally {
    await app.close();
  }
};

const main = async () => {
  const rows = await onFreshEngines(benchEngine);
  console.log(`\nstaff's GET /api/v3/users/me, one every ${CALL_EVERY_MS} ms, latency in ms\n`);
  console.table(rows);
};

await main();
