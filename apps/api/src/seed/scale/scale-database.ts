import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createDiskBlobStore } from '../../adapters/blob';
import { createPglite, fromPglite, fromPostgres, type Database } from '../../db/client';
import { loadLocations } from '../../db/reference/load-locations';
import { addDays, daysBetween, portfolioWindow, type PortfolioWindow } from '../portfolio/calendar';
import { seedDemoSmartquotes } from '../demo-smartquotes';
import { seedDemoStatements } from '../demo-statements';
import { generatePortfolio } from '../portfolio/generate-properties';
import { seedPortfolio } from '../seed';
import { seedDemoTasks } from '../demo-tasks';

/**
 * Where a benchmark database lives: a PGlite data directory, or a database (created or replaced) next to a
 * PostgreSQL admin URL. `dataDir` also holds the blobs (demo photos, logos), laid out like the app's DATA_DIR.
 */
export type ScaleTarget =
  | { engine: 'pglite'; dataDir: string }
  | {
      engine: 'postgres';
      adminUrl: string;
      database: string;
      dataDir: string;
      /** A streaming replica of adminUrl's server (bench/load's BENCH_REPLICA): the app's list reads go there. */
      replicaUrl?: string;
    };

export const DEFAULT_SCALE_DATABASE = 'hearth_bench';

type Log = (line: string) => void;

const withDatabase = (url: string, database: string): string => {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
};

const quoteIdent = (name: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unsafe database name: ${name}`);
  return name;
};

const adminQuery = async (adminUrl: string, text: string): Promise<pg.QueryResult> => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
};

/** Opens the target as it is on disk or on the server (nothing is created). */
export const openScaleDatabase = async (target: ScaleTarget): Promise<Database> => {
  if (target.engine === 'postgres') {
    const replicaUrl = target.replicaUrl ? withDatabase(target.replicaUrl, target.database) : undefined;
    return fromPostgres(withDatabase(target.adminUrl, target.database), { max: 10, replicaUrl });
  }
  const dir = path.join(target.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  return fromPglite(await createPglite({ dataDir: dir }));
};

/** PGlite keeps its blobs beside its data as the app does (DATA_DIR/blobs); a server database gets its own folder. */
const blobDir = (target: ScaleTarget) =>
  path.join(target.dataDir, target.engine === 'pglite' ? 'blobs' : `${target.database}-blobs`);

export const scaleBlobStore = (target: ScaleTarget) =>
  createDiskBlobStore({ dir: blobDir(target), signingSecret: 'hearth-scale-bench-signing-secret-0001' });

/** How many listings a finished scale database holds, or null when it is missing or was not loaded to the end. */
export const scaleDatabaseSize = async (target: ScaleTarget): Promise<number | null> => {
  if (target.engine === 'postgres') {
    const found = await adminQuery(
      target.adminUrl,
      `select 1 from pg_database where datname = '${quoteIdent(target.database)}'`,
    );
    if (found.rowCount === 0) return null;
  }
  const database = await openScaleDatabase(target);
  try {
    // A finished load ends with VACUUM ANALYZE, so the planner's row estimate of daily_rates is filled in: every
    // listing has a rate for every night of the span the database was built with (--rate-nights or two years).
    const { rows } = (await database.db.execute(sql`
      select (select count(*) from properties)::int as properties,
        (select count(*) from bookings)::int as bookings,
        (select reltuples from pg_class where relname = 'daily_rates')::float8 as rates,
        (select max(night) - min(night) + 1 from daily_rates)::int as nights`)) as unknown as {
      rows: { properties: number; bookings: number; rates: number; nights: number | null }[];
    };
    const row = rows[0];
    if (!row?.nights || row.bookings === 0 || row.rates < row.properties * row.nights * 0.95) return null;
    return row.properties;
  } catch {
    return null;
  } finally {
    await database.close();
  }
};

const timer =
  (log: Log) =>
  async <T>(label: string, run: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await run();
    log(`${label.padEnd(46)} ${((performance.now() - started) / 1000).toFixed(1).padStart(7)} s`);
    return result;
  };

/**
 * The demo's two-year window, or `nights` of it around today (40% before, the rest ahead) when set: 100,000 listings
 * with two years each would be 73 M rates, while the benches read stays six weeks ahead and the weeks either side.
 * Stays are generated inside the window only, so every booked night has a rate to be priced from.
 */
export const scaleWindow = (nights?: number): PortfolioWindow => {
  const window = portfolioWindow();
  if (nights === undefined) return window;
  const from = addDays(window.today, -Math.floor(nights * 0.4));
  const to = addDays(from, nights);
  if (from < window.from || to > window.to) throw new Error(`${nights} nights is more than the two-year window`);
  return { ...window, from, to };
};

/**
 * Builds a benchmark database from scratch: migrations, gazetteer, the demo accounts and companies, and a portfolio
 * of `properties` listings from the same generator as the demo seed (nightly rates for `rateNights` around today or
 * two years, bookings and events inside them).
 */
export const buildScaleDatabase = async (options: {
  target: ScaleTarget;
  properties: number;
  rateNights?: number;
  log?: Log;
}): Promise<{ seconds: number }> => {
  const { target } = options;
  const log = options.log ?? ((line: string) => console.log(line));
  const step = timer(log);
  const started = performance.now();

  await step(`reset ${target.engine === 'postgres' ? `database ${target.database}` : target.dataDir}`, async () => {
    rmSync(blobDir(target), { recursive: true, force: true });
    if (target.engine === 'pglite') rmSync(path.join(target.dataDir, 'pglite'), { recursive: true, force: true });
    if (target.engine === 'postgres') {
      const name = quoteIdent(target.database);
      await adminQuery(target.adminUrl, `drop database if exists ${name} with (force)`);
      await adminQuery(target.adminUrl, `create database ${name}`);
    }
  });
  const database = await step('open', () => openScaleDatabase(target));
  try {
    await step('migrate', () => database.migrate());
    await step('gazetteer', () => loadLocations(database.db));
    const window = scaleWindow(options.rateNights);
    log(`  window ${window.from} to ${window.to}: ${daysBetween(window.from, window.to)} nights per listing`);
    const portfolio = await step(`generate ${options.properties} listings`, async () =>
      generatePortfolio({ count: options.properties, asOf: window.month }),
    );
    const counts = await step('load (total)', () =>
      seedPortfolio({
        db: database.db,
        blob: scaleBlobStore(target),
        portfolio,
        window,
        chunk: 1_000,
        // Server-side only: more memory for the index rebuilds at the end of each load.
        sessionSettings:
          target.engine === 'postgres' ? ["maintenance_work_mem = '1GB'", 'synchronous_commit = off'] : [],
        onStep: (s) => log(`  ${s.step.padEnd(44)} ${(s.ms / 1000).toFixed(1).padStart(7)} s`),
      }),
    );
    // The calendar bench reads tasks too: the demo's task generator, at the same scale.
    await step('tasks', () => seedDemoTasks(database.db, { properties: portfolio.properties, today: window.today }));
    // bench/load reads quote overviews and statements: the demo's quotes, and six months of statements at scale.
    await step('smartquotes', () =>
      seedDemoSmartquotes(database.db, { blob: scaleBlobStore(target), today: window.today }),
    );
    await step('statements', () => seedDemoStatements(database.db, { today: window.today }));
    // VACUUM sets the visibility map, so availability search can read the covering night index without the heap.
    await step('vacuum analyze', () => database.db.execute(sql`vacuum analyze`));
    const { rows } = (await database.db.execute(sql`
      select relname as "table", n_live_tup::bigint as rows, pg_size_pretty(pg_total_relation_size(relid)) as size
      from pg_stat_user_tables where relname in ('properties', 'daily_rates', 'bookings', 'property_events',
        'property_photos', 'users', 'stay_claims', 'quotes', 'booking_payments', 'property_tasks') order by pg_total_relation_size(relid) desc`)) as unknown as {
      rows: { table: string; rows: string; size: string }[];
    };
    for (const r of rows) log(`  ${r.table.padEnd(18)} ${String(r.rows).padStart(10)} rows ${r.size.padStart(9)}`);
    log(`  ${counts.bookings} bookings, ${counts.events} calendar events`);
  } finally {
    await database.close();
  }
  const seconds = (performance.now() - started) / 1000;
  log(`${'total'.padEnd(46)} ${seconds.toFixed(1).padStart(7)} s`);
  return { seconds };
};

/** Reuses a finished database of the right size, or builds one (always when `force`). */
export const ensureScaleDatabase = async (options: {
  target: ScaleTarget;
  properties: number;
  /** Only for a build: a database found with the right listing count is reused whatever its span. */
  rateNights?: number;
  force?: boolean;
  log?: Log;
}): Promise<{ built: boolean; seconds: number }> => {
  const log = options.log ?? ((line: string) => console.log(line));
  if (!options.force && (await scaleDatabaseSize(options.target)) === options.properties) {
    log(`${options.target.engine}: reusing the scale database with ${options.properties} listings`);
    // Migrations added since it was built (a new index, say) apply to it too, so the bench measures today's schema.
    const database = await openScaleDatabase(options.target);
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    return { built: false, seconds: 0 };
  }
  const { seconds } = await buildScaleDatabase(options);
  return { built: true, seconds };
};
