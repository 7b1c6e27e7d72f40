/**
 * bench/timeline: the multi-calendar (`GET /api/v3/calendar/timeline`, issue 15 item 4) at 1,000 homes × 60 nights.
 * The whole portfolio is read as the screen reads it when scrolled to the end, in pages of the largest size
 * (page[size]=200, five pages one after another); a sample is the sum of the five. Also the screen's first page
 * (50 rows) alone, and on PostgreSQL the one statement of a page, captured with a logging Drizzle, explained
 * (bench/timeline/plans/page.txt) and timed alone. Never part of the test run.
 *
 *   npm run bench:timeline                 # PostgreSQL; builds the scale database once (1,000 listings), then reuses it
 *   npm run bench:timeline -- --force      # rebuild it first
 *
 * Environment: BENCH_DATABASE_URL (admin URL, default postgres://postgres@127.0.0.1:5432/test; the database
 * hearth_bench_timeline is made beside it, apart from bench/search's 10,000-listing one), BENCH_PROPERTIES (1000),
 * BENCH_SAMPLES (40 passes over the five pages), BENCH_NIGHTS (60), BENCH_ENGINES (postgres; `pglite,postgres`
 * adds the embedded engine, in BENCH_DATA_DIR/timeline), BENCH_DATA_DIR (./data-scale).
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { addDays, PROPERTY_STATUSES, ZTimelineQuery, type TTimelineResponse } from '@hearth/domain';
import * as schema from '../../apps/api/src/db/schema';
import type { Db } from '../../apps/api/src/db/client';
import { getTimeline } from '../../apps/api/src/modules/calendar/get-timeline';
import { demoUserId } from '../../apps/api/src/seed/deterministic-id';
import { ensureScaleDatabase, type ScaleTarget } from '../../apps/api/src/seed/scale/scale-database';
import { signIn } from '../support/sign-in';
import { fmt, percentile, startServerProcess } from '../support/http-bench';

const { values: args } = parseArgs({ options: { force: { type: 'boolean', default: false } } });
const PROPERTIES = Number(process.env.BENCH_PROPERTIES ?? 1_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 40);
const NIGHTS = Number(process.env.BENCH_NIGHTS ?? 60);
const ENGINES = (process.env.BENCH_ENGINES ?? 'postgres').split(',');
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DATABASE = 'hearth_bench_timeline';
const DATA_DIR = path.resolve(process.env.BENCH_DATA_DIR ?? './data-scale');
const PLANS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'plans');
/** The budget: the whole 1,000-home × 60-night timeline, p95, on PostgreSQL. */
const BUDGET_P95_MS = 150;
const PAGE_SIZE = 200;
const SCREEN_PAGE_SIZE = 50;

/** Next week's 60 nights: high summer in the generated portfolio, so the rows are busy. */
const from = addDays(new Date().toISOString().slice(0, 10), 7);
const to = addDays(from, NIGHTS - 1);
/** Every status, so the pages hold the whole portfolio (the screen's default leaves inactive homes out). */
const statuses = PROPERTY_STATUSES.join(',');
const pageUrl = (page: number, size: number) =>
  `/api/v3/calendar/timeline?from=${from}&to=${to}&filters[propertyStatuses]=${statuses}&page[number]=${page}&page[size]=${size}`;

const agent = new http.Agent({ keepAlive: true, maxSockets: 5 });

/** One GET as a browser makes it (compressed), the body read as bytes and not decompressed; resolves its size. */
const get = (url: string, cookie: string) =>
  new Promise<number>((resolve, reject) => {
    const request = http.get(
      url,
      { agent, headers: { cookie, 'accept-encoding': 'gzip, deflate, br' } },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.once('end', () =>
          response.statusCode === 200 ? resolve(bytes) : reject(new Error(`${url}: ${response.statusCode ?? '?'}`)),
        );
      },
    );
    request.once('error', reject);
  });

/** CPU time (user + system) a process has used, ms, from /proc (Linux); null where it cannot be read. */
const cpuMs = (pid: number): number | null => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
};

/** The bench server: this process's child running scale-server.ts. */
const serverPid = (): number | null => {
  try {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const parent = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]);
      if (parent === process.pid && readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('scale-server')) {
        return Number(entry);
      }
    }
  } catch {
    // not Linux
  }
  return null;
};

/**
 * CPU used by the server process and by the database's backends (PostgreSQL on this machine), so the cost of a
 * window can be read apart from how busy the machine was: the wall times below move 2x with other load.
 */
const cpuMeter = async (target: ScaleTarget) => {
  const server = serverPid();
  const database = target.engine === 'postgres' ? target.database : null;
  const admin = target.engine === 'postgres' ? new pg.Client({ connectionString: target.adminUrl }) : null;
  await admin?.connect();
  const backends = async () =>
    admin
      ? (
          await admin.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [database])
        ).rows.map((r) => r.pid)
      : [];
  const read = async () => {
    const used = (await backends()).reduce((sum, pid) => sum + (cpuMs(pid) ?? 0), 0);
    return { server: server === null ? null : cpuMs(server), database: used };
  };
  return { read, close: () => admin?.end() };
};

type Row = { engine: string; measure: string; detail: string; 'p50 ms': string; 'p95 ms': string; samples: number };

const stats = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
};

/** What the five pages hold, read once uncompressed. */
const census = async (base: string, cookie: string) => {
  let rows = 0;
  let bookings = 0;
  let events = 0;
  let tasks = 0;
  let bytes = 0;
  for (let page = 1; page <= 5; page += 1) {
    const response = await fetch(`${base}${pageUrl(page, PAGE_SIZE)}`, { headers: { cookie } });
    if (!response.ok) throw new Error(`page ${page}: ${response.status} ${await response.text()}`);
    const text = await response.text();
    bytes += text.length;
    const body = JSON.parse(text) as TTimelineResponse;
    rows += body.data.length;
    for (const r of body.data) {
      bookings += r.attributes.bookings.length;
      events += r.attributes.events?.length ?? 0;
      tasks += r.attributes.tasks?.length ?? 0;
    }
  }
  return { rows, bookings, events, tasks, kb: Math.round(bytes / 1024) };
};

const benchEngine = async (label: string, target: ScaleTarget): Promise<Row[]> => {
  await ensureScaleDatabase({ target, properties: PROPERTIES, force: args.force });
  const server = await startServerProcess(target);
  try {
    // Staff: every home, guests, events and tasks (the heaviest answer).
    const staff = await signIn(server.base, 'staff@demo.hearth.au');
    const found = await census(server.base, staff.cookie);
    console.log(
      `${label}: ${found.rows} rows, ${found.bookings} stays, ${found.events} events, ${found.tasks} tasks, ` +
        `${found.kb} kB of JSON over the five pages`,
    );
    if (found.rows < PROPERTIES) throw new Error(`expected ${PROPERTIES} rows, got ${found.rows}`);
    for (let warm = 0; warm < 3; warm += 1) {
      for (let page = 1; page <= 5; page += 1) await get(`${server.base}${pageUrl(page, PAGE_SIZE)}`, staff.cookie);
    }
    const totals: number[] = [];
    const perPage: number[][] = [[], [], [], [], []];
    const meter = await cpuMeter(target);
    const before = await meter.read();
    for (let sample = 0; sample < SAMPLES; sample += 1) {
      let total = 0;
      for (let page = 1; page <= 5; page += 1) {
        const started = performance.now();
        await get(`${server.base}${pageUrl(page, PAGE_SIZE)}`, staff.cookie);
        const ms = performance.now() - started;
        perPage[page - 1]!.push(ms);
        total += ms;
      }
      totals.push(total);
    }
    const after = await meter.read();
    await meter.close();
    const perWindow = (a: number | null, b: number | null) =>
      a === null || b === null ? 'n/a' : fmt((b - a) / SAMPLES);
    console.log(
      `${label}: CPU per ${PROPERTIES}-home window (5 pages, sequential): server ${perWindow(before.server, after.server)} ms, ` +
        `database ${target.engine === 'postgres' ? perWindow(before.database, after.database) : 'in the server'} ms`,
    );
    // The same five pages asked for at once, as a client that wants the whole window may: until the last arrives.
    const together: number[] = [];
    for (let sample = 0; sample < SAMPLES; sample += 1) {
      const started = performance.now();
      await Promise.all([1, 2, 3, 4, 5].map((page) => get(`${server.base}${pageUrl(page, PAGE_SIZE)}`, staff.cookie)));
      together.push(performance.now() - started);
    }
    const screen: number[] = [];
    for (let sample = 0; sample < SAMPLES * 2; sample += 1) {
      const started = performance.now();
      await get(`${server.base}${pageUrl(1, SCREEN_PAGE_SIZE)}`, staff.cookie);
      screen.push(performance.now() - started);
    }
    const row = (measure: string, detail: string, times: number[]): Row => {
      const s = stats(times);
      return { engine: label, measure, detail, 'p50 ms': fmt(s.p50), 'p95 ms': fmt(s.p95), samples: times.length };
    };
    return [
      row(`${PROPERTIES} homes × ${NIGHTS} nights`, `5 pages of ${PAGE_SIZE}, summed`, totals),
      row(`${PROPERTIES} homes × ${NIGHTS} nights`, `5 pages of ${PAGE_SIZE} at once`, together),
      ...perPage.map((times, index) => row(`page ${index + 1} of 5`, `${PAGE_SIZE} rows`, times)),
      row('the screen’s first page', `${SCREEN_PAGE_SIZE} rows`, screen),
    ];
  } finally {
    await server.close();
  }
};

const timeStatement = async (pool: pg.Pool, text: string, params: unknown[], runs: number) => {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await pool.query(text, params);
    times.push(performance.now() - started);
  }
  const s = stats(times);
  return `p50 ${fmt(s.p50)} ms, p95 ${fmt(s.p95)} ms over ${runs} runs`;
};

/**
 * The statement of one page (the third of five, 200 rows), as the service sends it: captured with a logging Drizzle,
 * explained with ANALYZE and BUFFERS into bench/timeline/plans/page.txt, and timed alone on one connection.
 */
const explainOnPostgres = async (target: Extract<ScaleTarget, { engine: 'postgres' }>) => {
  const url = new URL(target.adminUrl);
  url.pathname = `/${target.database}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
  const captured: { query: string; params: unknown[] }[] = [];
  const db = drizzle({
    client: pool,
    schema,
    logger: { logQuery: (query, params) => void captured.push({ query, params }) },
  }) as unknown as Db;
  mkdirSync(PLANS_DIR, { recursive: true });
  try {
    const [user] = await db
      .select()
      .from(schema.users)
      .where(eq(schema.users.id, demoUserId('staff')));
    if (!user) throw new Error('no demo staff user');
    captured.length = 0;
    await getTimeline({
      db,
      caller: { user, roles: ['ROLE_STAFF'], sessionHash: '', impersonatorUserId: null },
      query: ZTimelineQuery.parse({
        from,
        to,
        'filters[propertyStatuses]': statuses,
        'page[number]': '3',
        'page[size]': String(PAGE_SIZE),
      }),
    });
    const [statement] = captured;
    if (!statement || captured.length !== 1) throw new Error(`expected one statement, captured ${captured.length}`);
    const { rows } = await pool.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers) ${statement.query}`,
      statement.params,
    );
    const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
    writeFileSync(
      path.join(PLANS_DIR, 'page.txt'),
      `-- page 3 of ${PROPERTIES} homes (${PAGE_SIZE} rows), ${from} to ${to}, as staff, PostgreSQL\n\n${statement.query}\n\n` +
        `-- params: ${JSON.stringify(statement.params)}\n\n${plan}\n`,
    );
    console.log(
      `\nThe page's statement alone (page 3, ${PAGE_SIZE} rows, one connection; plan in bench/timeline/plans/page.txt):`,
    );
    console.log(`  ${await timeStatement(pool, statement.query, statement.params, 200)}`);
    const { rows: sizes } = (await db.execute(sql`
      select (select count(*) from properties)::int as properties, (select count(*) from bookings)::int as bookings,
        (select count(*) from property_events)::int as events, (select count(*) from property_tasks)::int as tasks`)) as unknown as {
      rows: Record<string, number>[];
    };
    console.log(`  data: ${JSON.stringify(sizes[0])}`);
  } finally {
    await pool.end();
  }
};

const main = async () => {
  const pgTarget: Extract<ScaleTarget, { engine: 'postgres' }> = {
    engine: 'postgres',
    adminUrl: ADMIN_URL,
    database: DATABASE,
    dataDir: DATA_DIR,
  };
  const rows: Row[] = [];
  if (ENGINES.includes('pglite')) {
    rows.push(...(await benchEngine('PGlite', { engine: 'pglite', dataDir: path.join(DATA_DIR, 'timeline') })));
  }
  if (ENGINES.includes('postgres')) {
    rows.push(...(await benchEngine('PostgreSQL', pgTarget)));
    await explainOnPostgres(pgTarget);
  }
  console.log(
    `\nwindow ${from} to ${to} (${NIGHTS} nights), signed in as staff, one request at a time unless "at once"; p95 of every sample\n`,
  );
  console.table(rows);
  const budget = rows.find((r) => r.engine === 'PostgreSQL' && r.detail.endsWith('summed'));
  if (budget) {
    const p95 = Number(budget['p95 ms']);
    console.log(
      `Budget ${BUDGET_P95_MS} ms: ${PROPERTIES} homes × ${NIGHTS} nights p95 ${p95} ms on PostgreSQL (sum of 5 pages), ${p95 <= BUDGET_P95_MS ? 'within' : 'over'} budget`,
    );
  }
};

await main();
