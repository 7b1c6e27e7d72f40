import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDiskBlobStore, createS3BlobStore } from '../../adapters/blob';
import { startLocalS3, type LocalS3 } from '../../adapters/blob/local-s3';
import { createPglite } from '../client';
import { TEST_SECRETS, withDatabase } from '../../test/template';
import { closeBlobTarget, copyBlobsIn, copyBlobsOut, type BlobTarget } from './blobs';
import { createBackup, type BackupSettings } from './backup';
import { countRows } from './inventory';
import { mismatchedFiles } from './manifest';
import { pgliteDirOf } from './pglite';
import { restoreBackup } from './restore';
import { withPostgres } from './postgres';

// The issue's drill: a seeded database and a disk blob store, backed up, restored into an empty target, and every
// table's rows and every file's bytes found again. It runs on the engine the suite runs on (PGlite, or PostgreSQL
// with TEST_DATABASE_URL).
const template = inject('hearthTemplate');
const work = await mkdtemp(path.join(os.tmpdir(), 'hearth-drill-'));
const databases: string[] = [];
// A real backup and restore of the seeded database: ~15 s on an idle machine, more when the CI shares its cores.
const DRILL_TIMEOUT = 120_000;

const adminQuery = async (sql: string) => {
  if (template.engine !== 'postgres') throw new Error('PostgreSQL only');
  const admin = new pg.Client({ connectionString: template.adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
};

/** A settings object for a new DATA_DIR and, on PostgreSQL, a new database (a copy of the seeded template or empty). */
const makeTarget = async (name: string, seeded: boolean): Promise<BackupSettings> => {
  const dataDir = path.join(work, name);
  await mkdir(dataDir, { recursive: true });
  if (template.engine === 'postgres') {
    const db = `hearth_drill_${randomBytes(5).toString('hex')}`;
    await adminQuery(`CREATE DATABASE ${db}${seeded ? ` TEMPLATE ${template.templateDb}` : ''}`);
    databases.push(db);
    const databaseUrl = withDatabase(template.adminUrl, db);
    return { dataDir, databaseUrl, s3: undefined, fileSigningSecret: TEST_SECRETS.fileSigningSecret };
  }
  if (seeded) {
    const client = await createPglite({
      dataDir: pgliteDirOf(dataDir),
      loadDataDir: new Blob([await readFile(template.dataDirTarball)]),
    });
    await client.close();
  }
  return { dataDir, databaseUrl: undefined, s3: undefined, fileSigningSecret: TEST_SECRETS.fileSigningSecret };
};

const rowsOf = async (settings: BackupSettings) => {
  if (settings.databaseUrl) return withPostgres(settings.databaseUrl, countRows);
  const client = await createPglite({ dataDir: pgliteDirOf(settings.dataDir) });
  try {
    return await countRows(async <T>(sql: string) => (await client.query<T>(sql)).rows);
  } finally {
    await client.close();
  }
};

const filesIn = async (dir: string): Promise<Record<string, string>> => {
  const names = (await readdir(dir)).sort();
  const files: Record<string, string> = {};
  for (const name of names) files[name] = (await readFile(path.join(dir, name))).toString('base64');
  return files;
};

let source: BackupSettings;
let out: string;

beforeAll(async () => {
  source = await makeTarget('source', true);
  await cp(template.blobsDir, path.join(source.dataDir, 'blobs'), { recursive: true });
  const blob = createDiskBlobStore({ dir: path.join(source.dataDir, 'blobs'), signingSecret: 'x'.repeat(32) });
  await blob.put({
    prefix: 'manual',
    body: Buffer.from('%PDF-1.4 drill'),
    contentType: 'application/pdf',
    filename: 'a.pdf',
  });
  await blob.put({ prefix: 'logo', body: randomBytes(2048), contentType: 'image/png', filename: 'logo.png' });
  await writeFile(path.join(source.dataDir, 'secrets.json'), JSON.stringify(TEST_SECRETS));
  out = path.join(work, 'backup');
});

afterAll(async () => {
  for (const db of databases) await adminQuery(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
  await rm(work, { recursive: true, force: true });
});

describe('backup and restore drill', () => {
  let target: BackupSettings;

  it(
    'restores into an empty target with every row and every file',
    async () => {
      const { manifest } = await createBackup(source, { out });
      expect((await stat(out)).mode & 0o777).toBe(0o700);
      expect(manifest.engine).toBe(template.engine);
      // Counted at backup time on the source; every seeded table is there, the users among them.
      expect(Object.keys(manifest.tables).length).toBeGreaterThan(10);
      expect(manifest.tables['public.users']).toBeGreaterThan(0);
      expect(manifest.migrations.applied).toBeGreaterThan(0);

      target = await makeTarget('target', false);
      const result = await restoreBackup(target, { from: out });
      expect(result.problems).toEqual([]);

      // Counted again on a fresh open of the target: the restore is on disk, not only in the process that made it.
      expect(await rowsOf(target)).toEqual(manifest.tables);
      expect(await filesIn(path.join(target.dataDir, 'blobs'))).toEqual(
        await filesIn(path.join(source.dataDir, 'blobs')),
      );
      expect(await readFile(path.join(target.dataDir, 'secrets.json'), 'utf8')).toBe(JSON.stringify(TEST_SECRETS));
    },
    DRILL_TIMEOUT,
  );

  it('refuses a target that has data', async () => {
    await expect(restoreBackup(target, { from: out })).rejects.toThrow(/target is not empty/);
  });

  it('refuses a backup whose files were changed, naming them', async () => {
    const tampered = path.join(work, 'tampered');
    await cp(out, tampered, { recursive: true });
    const [name] = (await readdir(path.join(tampered, 'blobs'))).filter((file) => !file.endsWith('.json'));
    await writeFile(path.join(tampered, 'blobs', name ?? ''), 'not the original bytes');
    const empty = { ...source, dataDir: path.join(work, 'never-written') };
    await expect(restoreBackup(empty, { from: tampered })).rejects.toThrow(`blobs/${name}: differs`);
    await expect(stat(empty.dataDir)).rejects.toThrow(/ENOENT/);
  });
});

describe('blobs on S3', () => {
  let s3: LocalS3;
  beforeAll(async () => {
    s3 = await startLocalS3('hearth-drill');
  });
  afterAll(async () => s3.close());

  it('go into a bucket and come back out with the same bytes and sidecars', async () => {
    const disk: BlobTarget = { kind: 'disk', dir: path.join(source.dataDir, 'blobs') };
    const first = await copyBlobsOut(disk, path.join(work, 's3-in'), new Set());
    const store = createS3BlobStore({ ...s3.settings, signingSecret: TEST_SECRETS.fileSigningSecret });
    const bucket: BlobTarget = { kind: 's3', bucket: s3.settings.bucket, client: store.client, close: store.close };
    try {
      await copyBlobsIn(bucket, path.join(work, 's3-in'), first.entries);
      const back = await copyBlobsOut(bucket, path.join(work, 's3-out'), new Set());
      expect(back.skipped).toEqual([]);
      expect(back.entries).toEqual(first.entries);
      expect(await mismatchedFiles(first.entries, (entry) => readFile(path.join(work, 's3-out', entry.path)))).toEqual(
        [],
      );
    } finally {
      closeBlobTarget(bucket);
    }
  });
});
