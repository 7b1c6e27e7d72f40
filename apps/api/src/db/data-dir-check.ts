import { existsSync, mkdirSync, statfsSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const MB = 1024 * 1024;
/** PostgreSQL switches to a new 16 MB WAL segment as it writes: less than one and the next write may fail. */
const MIN_FREE_BYTES = 16 * MB;
/**
 * A new PGlite database is ~40 MB before any data and ~240 MB once migrated and seeded with the demo data, mostly WAL
 * (measured with 0.5.16): less than that and creating it would stop half-way.
 */
const MIN_FREE_BYTES_NEW = 256 * MB;

const WHAT_TO_DO =
  'Hearth keeps its embedded database there: point DATA_DIR at a writable directory with free space, ' +
  'or set DATABASE_URL to use a PostgreSQL server.';

/** The cause in plain words for the errors a directory we cannot write to gives. */
const CAUSES: Record<string, string> = {
  EROFS: 'is on a read-only file system',
  EACCES: 'is not writable by this process',
  EPERM: 'is not writable by this process',
  ENOSPC: 'is on a disk that is full',
  EDQUOT: 'is on a disk whose quota is used up',
  // DATA_DIR (or its pglite folder) names a file.
  EEXIST: 'is a file, not a directory',
  ENOTDIR: 'is a file, not a directory',
};

const unusable = (dir: string, cause: string) => new Error(`DATA_DIR ${dir} ${cause}. ${WHAT_TO_DO}`);

/**
 * The plain-words Error for a failed write under DATA_DIR (`where`: the file or folder written), or `error` itself
 * when it is not one of a directory we cannot write to. For every writer of DATA_DIR at start-up.
 */
export const dataDirError = (dataDir: string, where: string, error: unknown): unknown => {
  const code = (error as NodeJS.ErrnoException | undefined)?.code ?? '';
  const cause = CAUSES[code];
  return cause ? unusable(dataDir, `${cause} (${code} on ${where})`) : error;
};

/** Creates `dir` if needed and writes and removes a probe file in it. */
const probe = (dataDir: string, dir: string) => {
  const file = path.join(dir, `.write-check-${process.pid}`);
  try {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, 'hearth');
    unlinkSync(file);
  } catch (error) {
    throw dataDirError(dataDir, dir, error);
  }
};

/**
 * Checks, before PGlite opens it, that DATA_DIR can hold the embedded database: PGlite itself fails on a read-only
 * directory with a bare EROFS stack, and on a full disk with `ErrnoError { errno: 51 }` (or a half-created cluster),
 * which say nothing of what to do. Throws an Error whose message names the directory, the cause and the remedy.
 */
export const checkDataDir = (dataDir: string): void => {
  const pgliteDir = path.join(dataDir, 'pglite');
  probe(dataDir, dataDir);
  probe(dataDir, pgliteDir);
  const isNew = !existsSync(path.join(pgliteDir, 'PG_VERSION'));
  const needed = isNew ? MIN_FREE_BYTES_NEW : MIN_FREE_BYTES;
  const { bavail, bsize } = statfsSync(pgliteDir);
  const free = bavail * bsize;
  if (free < needed) {
    const mb = (bytes: number) => `${Math.floor(bytes / MB)} MB`;
    const purpose = isNew ? 'to create the database' : 'to keep writing';
    throw unusable(
      dataDir,
      `is on a disk that is full or nearly (${mb(free)} free, at least ${mb(needed)} needed ${purpose})`,
    );
  }
};
