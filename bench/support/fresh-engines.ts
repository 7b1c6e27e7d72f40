import { mkdtemp, rm } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createPglite, fromPglite, fromPostgres, type Database } from '../../apps/api/src/db/client';

type EngineBench<T> = (engine: 'PGlite' | 'PostgreSQL', database: Database, workDir: string) => Promise<T[]>;

/**
 * Runs a bench on a fresh embedded database in a temporary directory, then, with BENCH_DATABASE_URL (an admin URL),
 * on a fresh PostgreSQL database made beside it and dropped afterwards. The directory goes at the end.
 */
export const onFreshEngines = async <T>(bench: EngineBench<T>): Promise<T[]> => {
  const rows: T[] = [];
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'hearth-bench-'));
  try {
    const pglite = fromPglite(await createPglite({ dataDir: path.join(workDir, 'pglite') }));
    try {
      rows.push(...(await bench('PGlite', pglite, workDir)));
    } finally {
      await pglite.close();
    }
    const adminUrl = process.env.BENCH_DATABASE_URL;
    if (adminUrl) {
      const name = `hearth_bench_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const server = fromPostgres(url.toString());
      try {
        rows.push(...(await bench('PostgreSQL', server, workDir)));
      } finally {
        await server.close();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    }
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
  return rows;
};
