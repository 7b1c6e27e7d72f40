/**
 * bench/calendar: loading one property's whole calendar window (docs/product/calendar.md#states: 1 December of the previous year to
 * 31 January two years on) at scale, as the calendar screen does: the property, its bookings with notes, nightly
 * rates, events and tasks, five calls in parallel. Each call alone and the five together, next to a bare Fastify
 * JSON route, on PGlite and PostgreSQL. Never part of the test run.
 *
 *   npm run bench:calendar                 # both engines; builds or reuses the scale databases (bench/search's)
 *   npm run bench:calendar -- --force      # rebuild them first
 *
 * Environment as bench/search: BENCH_DATABASE_URL, BENCH_DATABASE, BENCH_DATA_DIR, BENCH_RATE_NIGHTS,
 * BENCH_PROPERTIES (10000), BENCH_SECONDS (8), BENCH_CONNECTIONS (1: one calendar opening at a time; the five calls
 * still run side by side), BENCH_ENGINES.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import {
  DEFAULT_SCALE_DATABASE,
  ensureScaleDatabase,
  openScaleDatabase,
  type ScaleTarget,
} from '../../apps/api/src/seed/scale/scale-database';
import type { Db } from '../../apps/api/src/db/client';
import { signIn } from '../support/sign-in';
import { fmt, measure, startServerProcess, type Measured } from '../support/http-bench';
import { CALENDAR_WINDOW, calendarCalls, measureCalendarWindow } from '../support/calendar-window';

const { values: args } = parseArgs({ options: { force: { type: 'boolean', default: false } } });
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 1);
const PROPERTIES = Number(process.env.BENCH_PROPERTIES ?? 10_000);
const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DATA_DIR = path.resolve(process.env.BENCH_DATA_DIR ?? './data-scale');
const DATABASE = process.env.BENCH_DATABASE ?? DEFAULT_SCALE_DATABASE;
const RATE_NIGHTS = process.env.BENCH_RATE_NIGHTS ? Number(process.env.BENCH_RATE_NIGHTS) : undefined;
/** The calendar budget: p95 of the whole window's load on PostgreSQL. */
const BUDGET_P95_MS = 40;
/** Calendars opened in turn, so no single property's rows sit warmer than the rest. */
const SAMPLE = 50;

type Row = {
  engine: string;
  call: string;
  rows: string;
  'p50 ms': string;
  'p95 ms': string;
  'req/s': number;
  'p50 vs bare': string;
};

const { from, to } = CALENDAR_WINDOW;

/** Active listings with the most bookings in the window: the heaviest calendars. */
const sampleProperties = async (db: Db): Promise<string[]> => {
  const { rows } = (await db.execute(sql`
    select p.id from properties p join bookings b on b.property_id = p.id
    where p.status = 'active' and b.check_in between ${from}::date and ${to}::date
    group by p.id order by count(*) desc, p.id limit ${SAMPLE}`)) as unknown as { rows: { id: string }[] };
  return rows.map((r) => r.id);
};

const row = (engine: string, call: string, rows: string, m: Measured, bare: Measured): Row => ({
  engine,
  call,
  rows,
  'p50 ms': fmt(m.p50),
  'p95 ms': fmt(m.p95),
  'req/s': Math.round(m.rps),
  'p50 vs bare': `${Math.round(m.p50 / Math.max(bare.p50, 0.01))}x`,
});

const benchEngine = async (target: ScaleTarget): Promise<Row[]> => {
  await ensureScaleDatabase({ target, properties: PROPERTIES, rateNights: RATE_NIGHTS, force: args.force });
  const label = target.engine === 'pglite' ? 'PGlite' : 'PostgreSQL';
  // The homes to open are read first: PGlite lets one process at a time hold its data directory.
  const database = await openScaleDatabase(target);
  const ids = await sampleProperties(database.db).finally(() => database.close());
  const [first] = ids;
  if (!first) throw new Error('no active property with bookings in the window');
  const server = await startServerProcess(target);
  try {
    const baseline = await measure(server.bareUrl, { connections: CONNECTIONS, duration: DURATION });
    const rows: Row[] = [row(label, 'bare Fastify JSON route', '', baseline, baseline)];
    const staff = await signIn(server.base, 'staff@demo.hearth.au');
    for (const [name, url] of Object.entries(calendarCalls(first))) {
      const probe = await fetch(`${server.base}${url}`, { headers: { cookie: staff.cookie } });
      if (!probe.ok) throw new Error(`${name}: ${probe.status} ${await probe.text()}`);
      const body = (await probe.json()) as { data: unknown };
      const count = Array.isArray(body.data) ? String(body.data.length) : '1';
      const m = await measure(`${server.base}${url}`, {
        headers: { cookie: staff.cookie },
        connections: CONNECTIONS,
        duration: DURATION,
      });
      rows.push(row(label, name, count, m, baseline));
    }
    const window = await measureCalendarWindow({
      base: server.base,
      cookie: staff.cookie,
      ids,
      connections: CONNECTIONS,
      seconds: DURATION,
    });
    rows.push(row(label, `whole window, 5 calls in parallel (${ids.length} homes in turn)`, '', window, baseline));
    return rows;
  } finally {
    await server.close();
  }
};

const main = async () => {
  const rows: Row[] = [];
  if (ENGINES.includes('pglite')) rows.push(...(await benchEngine({ engine: 'pglite', dataDir: DATA_DIR })));
  if (ENGINES.includes('postgres')) {
    rows.push(
      ...(await benchEngine({
        engine: 'postgres',
        adminUrl: ADMIN_URL,
        database: DATABASE,
        dataDir: DATA_DIR,
      })),
    );
  }
  console.log(
    `\n${PROPERTIES} listings, window ${from} to ${to}, ${DURATION} s per row, ${CONNECTIONS} connection(s); ` +
      'p95 from every sample, ratio = p50 / bare p50\n',
  );
  console.table(rows);
  for (const r of rows.filter((x) => x.engine === 'PostgreSQL' && x.call.startsWith('whole window'))) {
    const p95 = Number(r['p95 ms']);
    console.log(
      `Budget ${BUDGET_P95_MS} ms: whole calendar window p95 ${p95} ms on PostgreSQL, ${p95 < BUDGET_P95_MS ? 'within' : 'over'} budget`,
    );
  }
};

await main();
