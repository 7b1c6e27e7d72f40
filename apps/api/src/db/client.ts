import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import * as schema from './schema';
import { queueInArrivalOrder } from './pglite-queue';
import { startPgliteSessionCache, startPostgresSessionCache } from './session-cache';

export type Schema = typeof schema;
/** The common API of both engines: services never know which one they talk to. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  /** A streaming read replica (DATABASE_REPLICA_URL) for the heavy list reads; writes always go to `db`. */
  replica?: Db;
  engine: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  /**
   * Start-up work one process at a time (migrations, the gazetteer, the demo seed): on PostgreSQL a session advisory
   * lock, so processes started together (a scale-up, a rolling upgrade) wait for the first instead of racing it.
   */
  exclusive: <T>(run: () => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
};

/** The advisory lock key of start-up work: any constant no other code uses. */
const STARTUP_LOCK_KEY = 7_318_802_467;

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Every PGlite in the product, tests and benches opens here, with the contrib extensions the migrations need. */
export const createPglite = (options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<PGlite> =>
  PGlite.create({ ...options, extensions: { btree_gist, pg_trgm } } satisfies PGliteOptions);

export const fromPglite = (client: PGlite): Database => {
  queueInArrivalOrder(client);
  const db = drizzlePglite({ client, schema });
  startPgliteSessionCache(client, db);
  return {
    db,
    engine: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    // One process per data directory already: nothing to wait for.
    exclusive: (run) => run(),
    close: () => client.close(),
  };
};

/** A checkout waiting longer than this fails instead of hanging the request while PostgreSQL is down. */
const CONNECTION_TIMEOUT_MS = 5000;

const openPool = (connectionString: string, max: number, options: Partial<pg.PoolConfig> = {}): pg.Pool => {
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: CONNECTION_TIMEOUT_MS, ...options });
  // An idle connection the server ends (a restart, a failover) emits 'error' on the pool; unheard, it kills the
  // process. The pool drops that client and opens a new one on the next query, so a warning is all it needs.
  pool.on('error', (error) => console.warn(`PostgreSQL: an idle connection was closed (${error.message})`));
  return pool;
};

export const fromPostgres = (
  connectionString: string,
  options: { max?: number; replicaUrl?: string | undefined } = {},
): Database => {
  const max = options.max ?? 10;
  // Every connection notifies the session caches of its writes (migration 0036 does unless told 'off'; 'on' is what
  // 0035 asked for, until 0036 applies) and hears its own notifications before its COMMIT answers (session-cache.ts).
  const cache = startPostgresSessionCache(connectionString);
  const pool = openPool(connectionString, max, { options: '-c hearth.embedded_cache=on', onConnect: cache.listenOn });
  const replicaPool = options.replicaUrl ? openPool(options.replicaUrl, max) : undefined;
  const db = drizzlePg({ client: pool, schema });
  cache.attach(db);
  return {
    db,
    ...(replicaPool ? { replica: drizzlePg({ client: replicaPool, schema }) } : {}),
    engine: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    // The lock lives on one checked-out connection for the whole run; the work itself uses the pool.
    exclusive: async (run) => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        return await run();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
        client.release();
      }
    },
    close: async () => {
      await Promise.all([cache.stop(), pool.end(), replicaPool?.end()]);
    },
  };
};

/**
 * PGlite file-backed under DATA_DIR/pglite by default; a PostgreSQL server when DATABASE_URL is set, with a read
 * replica when DATABASE_REPLICA_URL is set too (config.ts refuses a replica without a primary).
 */
export const openDatabase = async (options: {
  dataDir: string;
  databaseUrl: string | undefined;
  databaseReplicaUrl?: string | undefined;
}): Promise<Database> => {
  if (options.databaseUrl) return fromPostgres(options.databaseUrl, { replicaUrl: options.databaseReplicaUrl });
  const dir = path.join(options.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const client = await createPglite({ dataDir: dir });
  return fromPglite(client);
};
