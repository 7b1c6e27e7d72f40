/**
 * bench/reservations: the reservation list (`GET /api/v3/bookings`, /reservation-all) over a million bookings on
 * PostgreSQL. Builds its own database (the scale portfolio of seed:scale, topped up to BENCH_BOOKINGS bookings with
 * set-based past stays, see seed.ts), then measures the first page of representative searches over HTTP with
 * autocannon next to a bare Fastify route, and each search's SQL alone; saves EXPLAIN (ANALYZE, BUFFERS) of every
 * statement to bench/reservations/plans/. Never part of the test run.
 *
 *   npm run bench:reservations                  # builds hearth_bench_reservations once (~15 min here), then reuses it
 *   npm run bench:reservations -- --force       # rebuild it first
 *
 * Environment: BENCH_DATABASE_URL (admin URL, default postgres://postgres@127.0.0.1:5432/test; the bench database is
 * made beside it), BENCH_BOOKINGS (1000000), BENCH_PROPERTIES (10000), BENCH_SECONDS (8), BENCH_CONNECTIONS (1),
 * BENCH_DATA_DIR (./data-scale, for the blobs), BENCH_ONLY (measure only the queries whose name holds this text).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { ZReservationsQuery } from '@hearth/domain';
import * as schema from '../../apps/api/src/db/schema';
import type { Db } from '../../apps/api/src/db/client';
import { openScaleDatabase } from '../../apps/api/src/seed/scale/scale-database';
import { demoAccount } from '../../apps/api/src/seed/demo-accounts';
import { demoUserId } from '../../apps/api/src/seed/seed';
import { findReservations } from '../../apps/api/src/modules/bookings/find-reservations';
import type { SessionUser } from '../../apps/api/src/types';
import { signIn } from '../support/sign-in';
import { fmt, measure, percentile, startServerProcess, type Measured } from '../support/http-bench';
import { ensureReservationsDatabase, type PostgresTarget } from './seed';

const { values: args } = parseArgs({ options: { force: { type: 'boolean', default: false } } });
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 1);
const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 1_000_000);
const PROPERTIES = Number(process.env.BENCH_PROPERTIES ?? 10_000);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DATA_DIR = path.resolve(process.env.BENCH_DATA_DIR ?? './data-scale');
const PLANS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'plans');
/** The issue's budget: a search's first page over a million bookings, p95, on PostgreSQL. */
const BUDGET_P95_MS = 50;

const target: PostgresTarget = {
  engine: 'postgres',
  adminUrl: ADMIN_URL,
  database: 'hearth_bench_reservations',
  dataDir: DATA_DIR,
};

type Query = { name: string; who: 'staff' | 'licensee'; params: Record<string, string>; search: boolean };
type Row = {
  query: string;
  matches: string;
  'p50 ms': string;
  'p95 ms': string;
  'req/s': number;
  'SQL p50 ms': string;
  'SQL p95 ms': string;
  budget: string;
};

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Search terms taken from the data, so every run asks for things that exist. */
const sampleQueries = async (db: Db): Promise<Query[]> => {
  const [booking] = rowsOf<{ code: string; guest: string; email: string }>(
    await db.execute(sql`select long_code as code, guest_name as guest, guest_email as email from bookings
      where status = 'BOOKED' and guest_email is not null order by id limit 1 offset 500000`),
  );
  const [home] = rowsOf<{ name: string }>(
    await db.execute(sql`select name from properties where status = 'active' order by id limit 1 offset 2000`),
  );
  const [window] = rowsOf<{ from: string; to: string }>(
    await db.execute(sql`select (max(check_in) - 540)::text as from, (max(check_in) - 450)::text as to from bookings`),
  );
  if (!booking || !home || !window) throw new Error('the bench database holds no bookings');
  const [first = '', ...rest] = booking.guest.split(' ');
  const last = rest.join(' ');
  return [
    { name: 'default list (-checkIn)', who: 'staff', params: {}, search: false },
    {
      name: `guest name fragment "${first} ${last.slice(0, 4)}"`,
      who: 'staff',
      params: { filterText: `${first.toLowerCase()} ${last.slice(0, 4).toLowerCase()}` },
      search: true,
    },
    { name: 'guest surname "thomps" (1.3 % of all)', who: 'staff', params: { filterText: 'thomps' }, search: true },
    {
      name: 'guest email fragment',
      who: 'staff',
      params: { filterText: booking.email.slice(0, booking.email.indexOf('@') + 4) },
      search: true,
    },
    { name: 'two letters "ol" (start of a guest name)', who: 'staff', params: { filterText: 'ol' }, search: true },
    { name: 'booking code', who: 'staff', params: { filterText: booking.code }, search: true },
    {
      name: 'booking code, 6 characters',
      who: 'staff',
      params: { filterText: booking.code.slice(1, 7) },
      search: true,
    },
    { name: `property name "${home.name}"`, who: 'staff', params: { filterText: home.name }, search: true },
    {
      name: 'filters only: booked, airbnb, 3 months of check-ins',
      who: 'staff',
      params: {
        'filters[statuses]': 'BOOKED',
        'filters[channels]': 'airbnb',
        'filters[checkInFrom]': window.from,
        'filters[checkInTo]': window.to,
      },
      search: false,
    },
    { name: 'sort by property', who: 'staff', params: { sort: 'property' }, search: false },
    { name: 'licensee: default list', who: 'licensee', params: {}, search: false },
    { name: 'licensee: guest surname "thomps"', who: 'licensee', params: { filterText: 'thomps' }, search: true },
  ];
};

const urlOf = (base: string, params: Record<string, string>) =>
  `${base}/api/v3/bookings?${new URLSearchParams({ 'page[number]': '1', 'page[size]': '25', ...params })}`;

/** The service alone, as the route calls it, timed back to back on one pool; EXPLAIN of each statement saved. */
const sqlAlone = async (queries: readonly Query[]): Promise<Map<string, { p50: number; p95: number }>> => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${target.database}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 4 });
  const captured: { query: string; params: unknown[] }[] = [];
  let capturing = false;
  const db = drizzle({
    client: pool,
    schema,
    logger: { logQuery: (query, params) => void (capturing && captured.push({ query, params })) },
  }) as unknown as Db;
  const callerOf = async (who: Query['who']): Promise<SessionUser> => {
    const [user] = await db
      .select()
      .from(schema.users)
      .where(eq(schema.users.id, demoUserId(who)));
    if (!user) throw new Error(`no demo user ${who}`);
    return { user, roles: [...demoAccount(who).roles], sessionHash: 'bench', impersonatorUserId: null };
  };
  rmSync(PLANS_DIR, { recursive: true, force: true });
  mkdirSync(PLANS_DIR, { recursive: true });
  const times = new Map<string, { p50: number; p95: number }>();
  try {
    for (const [i, q] of queries.entries()) {
      const query = ZReservationsQuery.parse(q.params);
      const caller = await callerOf(q.who);
      const run = () => findReservations({ db, caller, query });
      await run();
      const samples: number[] = [];
      const until = performance.now() + Math.min(DURATION, 4) * 1000;
      while (performance.now() < until) {
        const started = performance.now();
        await run();
        samples.push(performance.now() - started);
      }
      samples.sort((a, b) => a - b);
      times.set(q.name, { p50: percentile(samples, 50), p95: percentile(samples, 95) });
      captured.length = 0;
      capturing = true;
      await run();
      capturing = false;
      const plans: string[] = [];
      // Explained as they ran: a `set local` of the statement's transaction applies to it here too.
      const client = await pool.connect();
      try {
        let settings: string[] = [];
        for (const statement of captured) {
          if (/^\s*(begin|commit|rollback)/i.test(statement.query)) continue;
          if (/^\s*set local /i.test(statement.query)) {
            settings.push(statement.query.replace(/^\s*set local /i, 'set '));
            continue;
          }
          for (const setting of settings) await client.query(setting);
          const { rows } = await client.query<{ 'QUERY PLAN': string }>(
            `explain (analyze, buffers) ${statement.query}`,
            statement.params,
          );
          if (settings.length > 0) await client.query('reset all');
          plans.push(
            `${settings.map((x) => `${x};\n`).join('')}${statement.query}\n-- params: ${JSON.stringify(statement.params).slice(0, 400)}\n\n${rows.map((r) => r['QUERY PLAN']).join('\n')}`,
          );
          settings = [];
        }
      } finally {
        client.release();
      }
      const file = `${String(i + 1).padStart(2, '0')}-${q.name
        .replace(/[^a-z0-9]+/gi, '-')
        .replace(/-+$/, '')
        .toLowerCase()
        .slice(0, 50)}.txt`;
      writeFileSync(
        path.join(PLANS_DIR, file),
        `-- ${q.name} as ${q.who}: ${JSON.stringify(q.params)}\n-- ${BOOKINGS} bookings, PostgreSQL\n\n${plans.join('\n\n----\n\n')}\n`,
      );
    }
  } finally {
    await pool.end();
  }
  return times;
};

/** One CSV export of a broad filter (capped at RESERVATION_LIST.exportMax rows), read to its end. */
const timeExport = async (base: string, cookie: string, params: Record<string, string>) => {
  const started = performance.now();
  const response = await fetch(`${base}/api/v3/bookings/export?${new URLSearchParams(params)}`, {
    headers: { cookie },
  });
  if (!response.ok || !response.body) throw new Error(`export: ${response.status}`);
  let bytes = 0;
  let lines = 0;
  let firstByte = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    if (firstByte === 0) firstByte = performance.now() - started;
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  return { rows: lines - 1, megabytes: bytes / 1e6, firstByte, seconds: (performance.now() - started) / 1000 };
};

const main = async () => {
  const size = await ensureReservationsDatabase({
    target,
    properties: PROPERTIES,
    bookings: BOOKINGS,
    force: args.force,
  });
  const database = await openScaleDatabase(target);
  let queries: Query[];
  try {
    // Fresh statistics (the expression indexes of a new migration have none until analysed).
    await database.db.execute(sql`analyze bookings`);
    const only = process.env.BENCH_ONLY?.toLowerCase();
    queries = (await sampleQueries(database.db)).filter((q) => !only || q.name.toLowerCase().includes(only));
  } finally {
    await database.close();
  }

  const server = await startServerProcess(target);
  const rows: Row[] = [];
  let exported: Awaited<ReturnType<typeof timeExport>> | undefined;
  try {
    const bare = await measure(server.bareUrl, { connections: CONNECTIONS, duration: DURATION });
    const cookies = {
      staff: (await signIn(server.base, demoAccount('staff').email)).cookie,
      licensee: (await signIn(server.base, demoAccount('licensee').email)).cookie,
    };
    const http = new Map<string, { m: Measured; matches: string }>();
    for (const q of queries) {
      const url = urlOf(server.base, q.params);
      const probe = await fetch(url, { headers: { cookie: cookies[q.who] } });
      if (!probe.ok) throw new Error(`${q.name}: ${probe.status} ${await probe.text()}`);
      const { meta } = (await probe.json()) as { meta: { totalCount: number; countCapped: boolean } };
      const matches = `${meta.totalCount.toLocaleString('en-AU')}${meta.countCapped ? '+' : ''}`;
      const m = await measure(url, {
        headers: { cookie: cookies[q.who] },
        connections: CONNECTIONS,
        duration: DURATION,
      });
      http.set(q.name, { m, matches });
    }
    exported = await timeExport(server.base, cookies.staff, { 'filters[statuses]': 'BOOKED' });
    const alone = await sqlAlone(queries);
    rows.push({
      query: 'bare Fastify JSON route',
      matches: '',
      'p50 ms': fmt(bare.p50),
      'p95 ms': fmt(bare.p95),
      'req/s': Math.round(bare.rps),
      'SQL p50 ms': '',
      'SQL p95 ms': '',
      budget: '',
    });
    for (const q of queries) {
      const { m, matches } = http.get(q.name)!;
      const s = alone.get(q.name);
      rows.push({
        query: q.name,
        matches,
        'p50 ms': fmt(m.p50),
        'p95 ms': fmt(m.p95),
        'req/s': Math.round(m.rps),
        'SQL p50 ms': s ? fmt(s.p50) : '',
        'SQL p95 ms': s ? fmt(s.p95) : '',
        budget: q.search ? (m.p95 <= BUDGET_P95_MS ? 'within' : 'OVER') : '',
      });
    }
  } finally {
    await server.close();
  }
  console.log(
    `\n${size.bookings.toLocaleString('en-AU')} bookings on ${size.properties.toLocaleString('en-AU')} listings, ` +
      `PostgreSQL, first page of 25, ${CONNECTIONS} connection(s), ${DURATION} s per query over HTTP; ` +
      `"SQL" = the service alone (findReservations on a pg pool, no HTTP); plans in bench/reservations/plans/\n`,
  );
  console.table(rows);
  if (exported) {
    console.log(
      `CSV export of every BOOKED booking: ${exported.rows.toLocaleString('en-AU')} rows (the cap), ` +
        `${exported.megabytes.toFixed(1)} MB, first byte ${fmt(exported.firstByte)} ms, all in ${exported.seconds.toFixed(1)} s`,
    );
  }
  const searches = rows.filter((r) => r.budget !== '');
  const worst = Math.max(...searches.map((r) => Number(r['p95 ms'])));
  console.log(
    `Budget ${BUDGET_P95_MS} ms p95 for a search's first page: ${searches.filter((r) => r.budget === 'within').length} ` +
      `of ${searches.length} searches within, worst p95 ${fmt(worst)} ms`,
  );
};

await main();
