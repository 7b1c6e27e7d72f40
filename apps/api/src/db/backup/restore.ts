import { existsSync } from 'node:fs';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { blobsToVerify, closeBlobTarget, copyBlobsIn, countBlobs, openBlobTarget, readStoredBlob } from './blobs';
import { PGLITE_FILE, POSTGRES_FILE, SECRETS_FILE, type BackupSettings } from './backup';
import { countRows, shippedMigrations } from './inventory';
import { mismatchedFiles, mismatchedTables, readIfPresent, readManifest, type Manifest } from './manifest';
import { assertPgliteNotInUse, loadPglite, pgliteDirOf } from './pglite';
import { pgRestore, withPostgres } from './postgres';

export type RestoreResult = {
  manifest: Manifest;
  /** Rows per table in the restored database. */
  tables: Record<string, number>;
  blobsWritten: number;
  /** Verification against the manifest: empty when every row count and every file matches. */
  problems: string[];
  /** What the operator should know: an older target kept aside, a backup from a newer version. */
  notes: string[];
};

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

/** Why the target is not empty, or null when it is. */
const occupiedDatabase = async (settings: BackupSettings): Promise<{ why: string | null; hasTables: boolean }> => {
  if (settings.databaseUrl) {
    const counts = await withPostgres(settings.databaseUrl, countRows);
    const full = Object.entries(counts).filter(([, n]) => n > 0);
    const rows = full.reduce((sum, [, n]) => sum + n, 0);
    return {
      why: full.length > 0 ? `the database has ${plural(rows, 'row')} in ${plural(full.length, 'table')}` : null,
      hasTables: Object.keys(counts).length > 0,
    };
  }
  const dir = pgliteDirOf(settings.dataDir);
  if (!existsSync(dir)) return { why: null, hasTables: false };
  await assertPgliteNotInUse(dir);
  const entries = await readdir(dir);
  return { why: entries.length > 0 ? `${dir} is not empty` : null, hasTables: false };
};

/**
 * Restores a backup into an empty target: the database (pg_restore, or the PGlite tarball into DATA_DIR/pglite),
 * then the blobs and secrets.json, then checks every table's row count and every file's sha256 against the
 * manifest. Refuses a backup that does not match its own manifest, and a target with data unless `force`.
 */
export const restoreBackup = async (
  settings: BackupSettings,
  options: { from: string; force?: boolean },
): Promise<RestoreResult> => {
  const { from } = options;
  const manifest = await readManifest(from);
  const damaged = await mismatchedFiles(manifest.files, (entry) => readIfPresent(path.join(from, entry.path)));
  if (damaged.length > 0) {
    throw new Error(`The backup in ${from} does not match its manifest; nothing restored:\n  ${damaged.join('\n  ')}`);
  }
  const engine = settings.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.engine !== engine) {
    throw new Error(
      `This backup is of ${manifest.engine === 'pglite' ? 'the embedded PGlite database' : 'a PostgreSQL server'}; ` +
        `the target is ${engine === 'pglite' ? 'the embedded PGlite database (no DATABASE_URL)' : 'PostgreSQL (DATABASE_URL)'}. ` +
        'Restore it into the same engine.',
    );
  }
  const notes: string[] = [];
  const shipped = shippedMigrations().length;
  if (manifest.migrations.applied > shipped) {
    notes.push(
      `The backup has ${manifest.migrations.applied} migrations applied; this version ships ${shipped}. ` +
        'Run the Hearth version that made it.',
    );
  }

  const blobs = openBlobTarget(settings);
  try {
    const database = await occupiedDatabase(settings);
    const blobCount = await countBlobs(blobs);
    const occupied = [
      database.why,
      blobCount > 0 ? `the blob store (${blobs.kind === 'disk' ? blobs.dir : `s3://${blobs.bucket}`}) has files` : null,
    ].filter((why): why is string => why !== null);
    if (occupied.length > 0 && !options.force) {
      throw new Error(
        `The target is not empty: ${occupied.join('; ')}. Restore into an empty database and blob store, ` +
          "or pass --force to restore over it (PostgreSQL: the backup's tables are dropped and recreated; " +
          'PGlite: the old data directory is moved aside; blobs of the same name are overwritten).',
      );
    }

    let tables: Record<string, number>;
    if (settings.databaseUrl) {
      await pgRestore(settings.databaseUrl, path.join(from, POSTGRES_FILE), { clean: database.hasTables });
      tables = await withPostgres(settings.databaseUrl, countRows);
    } else {
      const dir = pgliteDirOf(settings.dataDir);
      if (database.why) {
        const aside = `${dir}.before-restore-${stamp()}`;
        await rename(dir, aside);
        notes.push(`The previous database was moved to ${aside}.`);
      }
      tables = await loadPglite(dir, await readFile(path.join(from, PGLITE_FILE)), countRows);
    }

    const blobsWritten = await copyBlobsIn(blobs, from, manifest.files);
    const secrets = manifest.files.find((entry) => entry.path === SECRETS_FILE);
    if (secrets) {
      const file = path.join(settings.dataDir, SECRETS_FILE);
      const bytes = await readFile(path.join(from, SECRETS_FILE));
      const current = await readIfPresent(file);
      if (current && !current.equals(bytes)) {
        await rename(file, `${file}.before-restore-${stamp()}`);
        notes.push(`The previous ${SECRETS_FILE} was kept as ${file}.before-restore-*.`);
      }
      await writeFile(file, bytes, { mode: 0o600 });
    }

    const extra = Object.keys(tables).filter((name) => !(name in manifest.tables));
    if (extra.length > 0) notes.push(`Tables the backup does not have (left as they were): ${extra.join(', ')}.`);
    const problems = [
      ...mismatchedTables(manifest.tables, tables),
      ...(await mismatchedFiles(blobsToVerify(blobs, manifest.files), (entry) => readStoredBlob(blobs, entry))),
      ...(secrets
        ? await mismatchedFiles([secrets], () => readIfPresent(path.join(settings.dataDir, SECRETS_FILE)))
        : []),
    ];
    return { manifest, tables, blobsWritten, problems, notes };
  } finally {
    closeBlobTarget(blobs);
  }
};
