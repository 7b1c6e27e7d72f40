import { chmod, copyFile, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';
import { closeBlobTarget, copyBlobsOut, openBlobTarget } from './blobs';
import { countRows, migrationLevel, type Query } from './inventory';
import { MANIFEST_FORMAT, entryOf, readIfPresent, writeManifest, type FileEntry, type Manifest } from './manifest';
import { assertPgliteNotInUse, dumpPglite, pgliteDirOf } from './pglite';
import { assertTool, pgDump, withPostgres } from './postgres';

export type BackupSettings = Pick<Config, 'dataDir' | 'databaseUrl' | 's3' | 'fileSigningSecret'>;

export const PGLITE_FILE = 'database.tar.gz';
export const POSTGRES_FILE = 'database.dump';
export const SECRETS_FILE = 'secrets.json';

export const defaultBackupDir = (dataDir: string, now = new Date()) =>
  path.join(dataDir, 'backups', now.toISOString().replace(/[:.]/g, '-'));

/** The backup holds user data and password hashes: only its owner may read it. */
const prepareOut = async (out: string) => {
  await mkdir(out, { recursive: true, mode: 0o700 });
  await chmod(out, 0o700);
  if ((await readdir(out)).length > 0) throw new Error(`${out} is not empty: back up into a new directory.`);
};

const inventory = async (query: Query) => ({ tables: await countRows(query), migrations: await migrationLevel(query) });

/**
 * Counts and dump from one snapshot: a REPEATABLE READ transaction exports its snapshot and pg_dump reads the
 * same one, so the manifest's row counts are the dump's even while the server takes writes.
 */
const backupPostgres = async (databaseUrl: string, file: string) =>
  withPostgres(databaseUrl, async (query) => {
    await query('begin isolation level repeatable read read only');
    const [row] = await query<{ id: string }>('select pg_export_snapshot() as id');
    const counted = await inventory(query);
    await pgDump(databaseUrl, file, row?.id);
    await query('commit');
    return counted;
  });

/**
 * Writes a backup into `out` (new or empty, mode 0700): the database, the blob store, DATA_DIR/secrets.json when
 * there is one, and manifest.json. Blobs are copied before and after the database: a file that a dumped row
 * names was uploaded before that row was written, so one of the two passes has it.
 */
export const createBackup = async (
  settings: BackupSettings,
  options: { out: string; now?: Date },
): Promise<{ manifest: Manifest; skippedKeys: string[] }> => {
  const { out } = options;
  // Refuse before writing anything: a running PGlite server, or no pg_dump.
  if (settings.databaseUrl) assertTool('pg_dump');
  else await assertPgliteNotInUse(pgliteDirOf(settings.dataDir));
  await prepareOut(out);
  const engine = settings.databaseUrl ? 'postgres' : 'pglite';
  const blobs = openBlobTarget(settings);
  try {
    const first = await copyBlobsOut(blobs, out, new Set());
    let dbEntry: FileEntry;
    let counted: Awaited<ReturnType<typeof inventory>>;
    if (settings.databaseUrl) {
      const file = path.join(out, POSTGRES_FILE);
      counted = await backupPostgres(settings.databaseUrl, file);
      await chmod(file, 0o600);
      dbEntry = entryOf(POSTGRES_FILE, await readFile(file));
    } else {
      const { tarball, result } = await dumpPglite(pgliteDirOf(settings.dataDir), inventory);
      await writeFile(path.join(out, PGLITE_FILE), tarball, { mode: 0o600 });
      counted = result;
      dbEntry = entryOf(PGLITE_FILE, tarball);
    }
    const second = await copyBlobsOut(blobs, out, new Set(first.entries.map((entry) => entry.path)));
    const files = [dbEntry, ...first.entries, ...second.entries];
    const secrets = await readIfPresent(path.join(settings.dataDir, SECRETS_FILE));
    if (secrets) {
      await copyFile(path.join(settings.dataDir, SECRETS_FILE), path.join(out, SECRETS_FILE));
      await chmod(path.join(out, SECRETS_FILE), 0o600);
      files.push(entryOf(SECRETS_FILE, secrets));
    }
    const manifest: Manifest = {
      format: MANIFEST_FORMAT,
      createdAt: (options.now ?? new Date()).toISOString(),
      engine,
      blobStore: blobs.kind,
      migrations: counted.migrations,
      tables: counted.tables,
      files,
    };
    await writeManifest(out, manifest);
    return { manifest, skippedKeys: [...new Set([...first.skipped, ...second.skipped])] };
  } catch (error) {
    // The directory was empty when we started: what is in it now is our half-written backup.
    await rm(out, { recursive: true, force: true });
    throw error;
  } finally {
    closeBlobTarget(blobs);
  }
};
