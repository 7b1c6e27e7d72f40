import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskBlobStore } from '../adapters/blob/disk';
import { fromPostgres, MIGRATIONS_FOLDER } from '../db/client';
import { locations } from '../db/schema';
import { TEST_SECRETS, withDatabase } from '../test/template';
import { prepareDatabase } from './prepare';

/**
 * Several API processes started at once on one empty PostgreSQL database (a scale-up, a rolling upgrade with a new
 * migration): the start-up lock lets one migrate and load the gazetteer while the others wait, then find it done.
 * Always on the machine's PostgreSQL server, whichever engine the rest of the suite runs on.
 */
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const NAME = `hearth_prepare_${process.pid}`;
let blobDir = '';

const admin = async (text: string) => {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
};

beforeAll(async () => {
  blobDir = await mkdtemp(path.join(os.tmpdir(), 'hearth-prepare-'));
  await admin(`drop database if exists ${NAME} with (force)`);
  await admin(`create database ${NAME}`);
});
afterAll(async () => {
  await admin(`drop database if exists ${NAME} with (force)`);
  await rm(blobDir, { recursive: true, force: true });
});

describe('prepareDatabase on PostgreSQL', () => {
  it('three processes starting together apply each migration and load the gazetteer once, and all start', async () => {
    const processes = [1, 2, 3].map(() => fromPostgres(withDatabase(ADMIN_URL, NAME), { max: 3 }));
    const blob = createDiskBlobStore({ dir: blobDir, signingSecret: 'x'.repeat(32) });
    try {
      const started = await Promise.allSettled(
        processes.map((database) =>
          prepareDatabase({ database, blob, seed: false, credentialKey: TEST_SECRETS.credentialKey }),
        ),
      );
      expect(started.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);

      const db = processes[0]!.db;
      const { rows } = (await db.execute('select count(*)::int as n from drizzle.__drizzle_migrations')) as unknown as {
        rows: { n: number }[];
      };
      const files = (await readdir(MIGRATIONS_FOLDER)).filter((f) => f.endsWith('.sql'));
      expect(rows[0]?.n).toBe(files.length);
      const [loaded] = await db.select({ n: count() }).from(locations);
      const [again] = await processes[1]!.db.select({ n: count() }).from(locations);
      expect(loaded?.n).toBeGreaterThan(1000);
      expect(again?.n).toBe(loaded?.n);
    } finally {
      await Promise.all(processes.map((database) => database.close()));
    }
  });
});
