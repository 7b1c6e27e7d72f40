/**
 * Backs up the database and the blob store with the server's own settings (DATA_DIR, DATABASE_URL, S3_*).
 *
 *   npm run backup                     # into DATA_DIR/backups/<time>
 *   npm run backup -- --out /backups/hearth-2026-11-26
 *
 * PGlite: stop the server first (PGlite does not lock its data directory). PostgreSQL: runs while it serves.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../apps/api/src/config';
import { createBackup, defaultBackupDir } from '../apps/api/src/db/backup/backup';

const { values } = parseArgs({ options: { out: { type: 'string' } } });

const main = async () => {
  const config = loadConfig(process.env);
  const out = path.resolve(values.out ?? defaultBackupDir(config.dataDir));
  const started = Date.now();
  const { manifest, skippedKeys } = await createBackup(config, { out });
  const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
  const [database, ...rest] = manifest.files;
  const blobs = rest.filter((file) => file.path.startsWith('blobs/'));
  const bytes = blobs.reduce((sum, file) => sum + file.size, 0);
  const lines = [
    `Backup written to ${out} (mode 0700: it holds user data and password hashes; keep it private)`,
    `  database  ${manifest.engine}, ${database?.path} ${database?.size} bytes, ${Object.keys(manifest.tables).length} tables, ${rows} rows, ${manifest.migrations.applied} migrations (${manifest.migrations.lastTag ?? 'none'})`,
    `  blobs     ${manifest.blobStore}, ${blobs.length} files (sidecars included), ${bytes} bytes`,
    `  secrets   ${rest.some((file) => file.path === 'secrets.json') ? 'DATA_DIR/secrets.json included' : 'none in DATA_DIR (set in the environment: keep them with the backup)'}`,
    `  manifest  manifest.json, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  ];
  if (skippedKeys.length > 0) {
    lines.push(
      `  skipped   ${skippedKeys.length} S3 objects whose keys are not plain file names: ${skippedKeys.join(', ')}`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);
};

main().catch((error: unknown) => {
  process.stderr.write(`Backup failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
