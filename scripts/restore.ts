/**
 * Restores a backup (npm run backup) into an empty target named by the server's settings (DATA_DIR, DATABASE_URL,
 * S3_*), then checks every table's row count and every file's sha256 against the manifest.
 *
 *   npm run restore -- --from /backups/hearth-2026-11-26 [--yes] [--force]
 *
 * --yes skips the question; --force restores over a target that has data. Exits 1 on refusal or mismatch.
 */
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from '../apps/api/src/config';
import { readManifest } from '../apps/api/src/db/backup/manifest';
import { pgliteDirOf } from '../apps/api/src/db/backup/pglite';
import { restoreBackup } from '../apps/api/src/db/backup/restore';

const { values } = parseArgs({
  options: {
    from: { type: 'string' },
    yes: { type: 'boolean', default: false },
    force: { type: 'boolean', default: false },
  },
});

const withoutPassword = (url: string) => {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
};

const confirm = async (question: string): Promise<boolean> => {
  if (!process.stdin.isTTY) return false;
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return (await prompt.question(`${question} Type "yes" to go on: `)).trim() === 'yes';
  } finally {
    prompt.close();
  }
};

const main = async () => {
  if (!values.from) throw new Error('Name the backup: npm run restore -- --from <dir>');
  const from = path.resolve(values.from);
  const config = loadConfig(process.env);
  const manifest = await readManifest(from);
  const database = config.databaseUrl
    ? `PostgreSQL ${withoutPassword(config.databaseUrl)}`
    : `PGlite ${pgliteDirOf(config.dataDir)}`;
  const blobs = config.s3 ? `s3://${config.s3.bucket}` : path.join(config.dataDir, 'blobs');
  const plan = `Restore the ${manifest.engine} backup of ${manifest.createdAt} from ${from} into ${database} and ${blobs}${values.force ? ', over what is there (--force)' : ''}.`;
  process.stdout.write(`${plan}\n`);
  if (!values.yes && !(await confirm('Stop every Hearth process using this target first.'))) {
    throw new Error('Not confirmed (pass --yes when not at a terminal); nothing restored.');
  }
  const started = Date.now();
  const result = await restoreBackup(config, { from, force: values.force });
  const rows = Object.values(result.tables).reduce((sum, n) => sum + n, 0);
  const lines = [
    `Restored ${Object.keys(result.tables).length} tables (${rows} rows) and ${result.blobsWritten} blob files in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    ...result.notes,
  ];
  if (result.problems.length === 0) {
    lines.push('Verified: every table has the row count of the manifest, every file its sha256.');
    process.stdout.write(`${lines.join('\n')}\n`);
    return;
  }
  lines.push(`Verification FAILED, ${result.problems.length} mismatches:`, ...result.problems.map((p) => `  ${p}`));
  process.stdout.write(`${lines.join('\n')}\n`);
  process.exitCode = 1;
};

main().catch((error: unknown) => {
  process.stderr.write(`Restore refused or failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
