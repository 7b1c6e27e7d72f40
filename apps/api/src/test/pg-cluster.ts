import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { appendFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A throwaway PostgreSQL server for tests, fault scripts and benches (restarts, replicas), never the shared one;
 * bench/load's standby copies the shared server but is its own.
 */
export type PgCluster = {
  port: number;
  dataDir: string;
  /** postgres://postgres@127.0.0.1:<port>/<database> (trust auth), database defaults to 'postgres'. */
  url: (database?: string) => string;
  start: () => Promise<void>;
  stop: (mode?: 'fast' | 'immediate') => Promise<void>;
  destroy: () => Promise<void>;
};

const BINARIES = ['initdb', 'pg_ctl', 'pg_basebackup', 'postgres'] as const;

// Tuned for throwaway data: no fsync (a server crash still loses nothing; a machine crash may), small memory,
// since several clusters share a small test machine.
const SETTINGS = [
  "listen_addresses = '127.0.0.1'",
  'wal_level = replica',
  'fsync = off',
  'full_page_writes = off',
  'shared_buffers = 32MB',
  'max_wal_senders = 4',
  'hot_standby = on',
];

/** pg_config's bindir, else the newest /usr/lib/postgresql/<version>/bin holding every binary we run. */
const findBinDir = (): string => {
  const candidates: string[] = [];
  try {
    candidates.push(execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim());
  } catch {
    // pg_config is in the client package; the server binaries may still be installed without it on the PATH.
  }
  const debianRoot = '/usr/lib/postgresql';
  if (existsSync(debianRoot)) {
    const versions = readdirSync(debianRoot).sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((version) => path.join(debianRoot, version, 'bin')));
  }
  const found = candidates.find((dir) => BINARIES.every((name) => existsSync(path.join(dir, name))));
  if (!found) {
    throw new Error(
      `PostgreSQL server binaries (${BINARIES.join(', ')}) not found in ${candidates.join(', ') || 'pg_config --bindir'}: ` +
        'install the PostgreSQL server package (e.g. apt-get install postgresql) to run this test.',
    );
  }
  return found;
};

// PostgreSQL refuses to run as root, so as root every binary runs as the postgres user.
const asRoot = process.getuid?.() === 0;

const run = (binDir: string, binary: string, args: string[]): Promise<string> => {
  const file = path.join(binDir, binary);
  const [command, commandArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
  return new Promise((resolve, reject) => {
    execFile(command, commandArgs, { encoding: 'utf8' }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${binary} ${args.join(' ')} failed: ${stderr.trim() || error.message}`));
      else resolve(stdout);
    });
  });
};

/** A port nobody listens on now: bind :0, read it, let go. */
const findFreePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });

/**
 * initdb (trust auth, 127.0.0.1 only, wal_level=replica, fsync=off) and start on `port` (default: a free one).
 * With `replicaOf`, a streaming hot standby made by pg_basebackup -R from the server on that port instead (one of
 * ours, or one whose pg_hba.conf lets 127.0.0.1 connect for replication).
 */
export const startPgCluster = async (
  options: { port?: number; replicaOf?: Pick<PgCluster, 'port'> } = {},
): Promise<PgCluster> => {
  const binDir = findBinDir();
  const port = options.port ?? (await findFreePort());
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'hearth-pg-'));
  if (asRoot) execFileSync('chown', ['postgres:postgres', workDir]);
  const dataDir = path.join(workDir, 'data');
  // Outside the data directory, so that pg_basebackup does not copy it and the log survives a failed start.
  const logFile = path.join(workDir, 'server.log');
  let running = false;

  const start = async () => {
    // Port and socket directory on the command line: a standby copies its primary's postgresql.conf.
    const serverOptions = `-p ${port} -k ${workDir}`;
    try {
      await run(binDir, 'pg_ctl', ['start', '-w', '-t', '60', '-D', dataDir, '-l', logFile, '-o', serverOptions]);
    } catch (error) {
      const log = await readFile(logFile, 'utf8').catch(() => '');
      throw new Error(`${(error as Error).message}\n${log.split('\n').slice(-15).join('\n')}`, { cause: error });
    }
    running = true;
  };
  const stop = async (mode: 'fast' | 'immediate' = 'fast') => {
    await run(binDir, 'pg_ctl', ['stop', '-w', '-D', dataDir, '-m', mode]);
    running = false;
  };
  const destroy = async () => {
    if (running) await stop('immediate').catch(() => {});
    await rm(workDir, { recursive: true, force: true });
  };

  try {
    if (options.replicaOf) {
      const primary = options.replicaOf;
      const from = ['-h', '127.0.0.1', '-p', String(primary.port), '-U', 'postgres'];
      await run(binDir, 'pg_basebackup', [...from, '-D', dataDir, '-R', '-X', 'stream', '--checkpoint=fast']);
      // A packaged server (Debian's) keeps its configuration outside the data directory, so the copy has none.
      // PostgreSQL's defaults then (a standby needs its connection and sender limits at least its primary's), hot
      // standby, and trust on 127.0.0.1 as for our own clusters.
      if (!existsSync(path.join(dataDir, 'postgresql.conf'))) {
        await writeFile(path.join(dataDir, 'postgresql.conf'), "listen_addresses = '127.0.0.1'\nhot_standby = on\n");
        await writeFile(path.join(dataDir, 'pg_hba.conf'), 'local all all trust\nhost all all 127.0.0.1/32 trust\n');
        await writeFile(path.join(dataDir, 'pg_ident.conf'), '');
      }
    } else {
      await run(binDir, 'initdb', [
        '-D',
        dataDir,
        '-U',
        'postgres',
        '--auth=trust',
        '-E',
        'UTF8',
        '--locale=C',
        '--no-sync',
      ]);
      // Appending keeps the file's owner (postgres), so root may write it directly.
      await appendFile(path.join(dataDir, 'postgresql.conf'), `\n# pg-cluster.ts\n${SETTINGS.join('\n')}\n`);
    }
    await start();
  } catch (error) {
    await destroy();
    throw error;
  }

  return {
    port,
    dataDir,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start,
    stop,
    destroy,
  };
};
