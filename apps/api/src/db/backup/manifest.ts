import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const MANIFEST_FILE = 'manifest.json';
export const MANIFEST_FORMAT = 1;

export type FileEntry = { path: string; size: number; sha256: string };

export type MigrationLevel = { applied: number; lastTag: string | null };

export type Manifest = {
  format: typeof MANIFEST_FORMAT;
  createdAt: string;
  engine: 'pglite' | 'postgres';
  blobStore: 'disk' | 's3';
  migrations: MigrationLevel;
  /** Rows per table, keyed `schema.table`. */
  tables: Record<string, number>;
  /** Every file of the backup but the manifest: the database dump, the blobs with their sidecars, secrets.json. */
  files: FileEntry[];
};

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export const entryOf = (relative: string, bytes: Buffer): FileEntry => ({
  path: relative.split(path.sep).join('/'),
  size: bytes.length,
  sha256: sha256(bytes),
});

export const writeManifest = (dir: string, manifest: Manifest) =>
  writeFile(path.join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });

export const readManifest = async (dir: string): Promise<Manifest> => {
  let text: string;
  try {
    text = await readFile(path.join(dir, MANIFEST_FILE), 'utf8');
  } catch {
    throw new Error(`${dir} holds no ${MANIFEST_FILE}: not a Hearth backup.`);
  }
  const manifest = JSON.parse(text) as Manifest;
  if (manifest.format !== MANIFEST_FORMAT) {
    throw new Error(`${dir}: manifest format ${String(manifest.format)}, this version reads ${MANIFEST_FORMAT}.`);
  }
  return manifest;
};

/** Files whose bytes are missing or differ from the manifest; `read` returns null for a missing file. */
export const mismatchedFiles = async (
  entries: FileEntry[],
  read: (entry: FileEntry) => Promise<Buffer | null>,
): Promise<string[]> => {
  const problems: string[] = [];
  for (const entry of entries) {
    const bytes = await read(entry);
    if (!bytes) problems.push(`${entry.path}: missing`);
    else if (bytes.length !== entry.size || sha256(bytes) !== entry.sha256) problems.push(`${entry.path}: differs`);
  }
  return problems;
};

/** The manifest's tables whose row counts differ, as readable lines; tables the backup did not have are not judged. */
export const mismatchedTables = (expected: Record<string, number>, actual: Record<string, number>): string[] =>
  Object.keys(expected)
    .sort()
    .filter((name) => expected[name] !== actual[name])
    .map((name) => `${name}: expected ${expected[name]} rows, found ${actual[name] ?? 'no table'}`);

export const readIfPresent = async (file: string): Promise<Buffer | null> => {
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
};
