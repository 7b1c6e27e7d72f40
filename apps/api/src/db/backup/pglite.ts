import { existsSync } from 'node:fs';
import { mkdir, readdir, readlink } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { createPglite } from '../client';
import type { Query } from './inventory';

export const pgliteDirOf = (dataDir: string) => path.join(dataDir, 'pglite');

/** Processes (other than this one) with a file under `dir` open, from /proc; null where /proc cannot tell. */
const processesHolding = async (dir: string): Promise<number[] | null> => {
  let pids: string[];
  try {
    pids = (await readdir('/proc')).filter((name) => /^\d+$/.test(name) && Number(name) !== process.pid);
  } catch {
    return null;
  }
  const prefix = `${path.resolve(dir)}${path.sep}`;
  const holders: number[] = [];
  for (const pid of pids) {
    const fds = await readdir(`/proc/${pid}/fd`).catch(() => [] as string[]);
    for (const fd of fds) {
      const target = await readlink(`/proc/${pid}/fd/${fd}`).catch(() => '');
      if (target.startsWith(prefix)) {
        holders.push(Number(pid));
        break;
      }
    }
  }
  return holders;
};

/**
 * PGlite takes no lock: a second process opens a data directory that a running server has open, and both write to
 * it. An open instance writes `postmaster.pid` (with a made-up pid, -42) and keeps its files open, so we look for
 * another process holding files there, and refuse on `postmaster.pid` alone where /proc cannot tell.
 */
export const assertPgliteNotInUse = async (dir: string): Promise<void> => {
  const holders = await processesHolding(dir);
  const pidFile = existsSync(path.join(dir, 'postmaster.pid'));
  if (holders && holders.length > 0) {
    throw new Error(
      `The database in ${dir} is open in process ${holders.join(', ')} (a running Hearth server?). ` +
        'Stop it first: PGlite does not lock its data directory, and a copy taken while it writes is not consistent.',
    );
  }
  if (pidFile && !holders) {
    throw new Error(
      `${path.join(dir, 'postmaster.pid')} says a process has this database open. Stop the Hearth server first; ` +
        'if none runs (it crashed), start and stop it once to recover the database.',
    );
  }
};

const queryOf =
  (client: PGlite): Query =>
  async <T>(sql: string) =>
    (await client.query<T>(sql)).rows;

/** Opens the data directory, hands `use` a query function, then dumps it: PGlite's own tarball, gzipped. */
export const dumpPglite = async <T>(
  dir: string,
  use: (query: Query) => Promise<T>,
): Promise<{ tarball: Buffer; result: T }> => {
  if (!existsSync(path.join(dir, 'PG_VERSION'))) throw new Error(`${dir} holds no PGlite database.`);
  await assertPgliteNotInUse(dir);
  const client = await createPglite({ dataDir: dir });
  try {
    const result = await use(queryOf(client));
    const dump = await client.dumpDataDir('gzip');
    return { tarball: Buffer.from(await dump.arrayBuffer()), result };
  } finally {
    await client.close();
  }
};

/** Loads a tarball into `dir` (absent or empty) and hands `use` a query function on the result. */
export const loadPglite = async <T>(dir: string, tarball: Buffer, use: (query: Query) => Promise<T>): Promise<T> => {
  // PGlite makes the data directory itself, but not its parent.
  await mkdir(path.dirname(dir), { recursive: true });
  const client = await createPglite({ dataDir: dir, loadDataDir: new Blob([tarball]) });
  try {
    return await use(queryOf(client));
  } finally {
    await client.close();
  }
};
