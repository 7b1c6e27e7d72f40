import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { loadConfig } from '../../apps/api/src/config';
import { buildApp } from '../../apps/api/src/app';
import type { Database } from '../../apps/api/src/db/client';
import { scaleBlobStore, type ScaleTarget } from '../../apps/api/src/seed/scale/scale-database';

export type Measured = { p50: number; p95: number; rps: number; requests: number };

export const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

export const fmt = (ms: number) => ms.toFixed(ms < 10 ? 2 : 1);

/** autocannon for `duration` seconds; p50 and p95 from every response's own latency (autocannon has no p95). */
export const measure = (
  url: string,
  options: { headers?: Record<string, string>; connections: number; duration: number },
): Promise<Measured> =>
  new Promise((resolve, reject) => {
    const latencies: number[] = [];
    const instance = autocannon(
      { url, headers: options.headers ?? {}, connections: options.connections, duration: options.duration },
      (error, result) => {
        if (error) return reject(error);
        if (result.non2xx > 0) return reject(new Error(`${url}: ${result.non2xx} answers were not 2xx`));
        latencies.sort((a, b) => a - b);
        resolve({
          p50: percentile(latencies, 50),
          p95: percentile(latencies, 95),
          rps: result.requests.average,
          requests: latencies.length,
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });

/** A bare Fastify JSON route in this process: the floor every ratio is taken against. */
export const bareRoute = async () => {
  const app = Fastify();
  app.get('/bare', async () => ({ data: { id: '1', type: 'users', attributes: { ok: true } } }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, url: `http://127.0.0.1:${port}/bare` };
};

/** The whole app on a scale database, listening on a free port (jobs off: the bench measures requests only). */
export const serve = async (target: ScaleTarget, database: Pick<Database, 'db' | 'replica'>) => {
  const config = loadConfig({ DATA_DIR: target.dataDir, LOG_LEVEL: 'silent', APP_ENV: 'demo', JOBS: 'false' });
  const app = await buildApp(config, { db: database.db, replica: database.replica, blob: scaleBlobStore(target) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return { app, base: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
};

/**
 * A process's name and the CPU seconds it has used so far, from /proc/<pid>/stat (Linux; null elsewhere or once it
 * has ended): fields 14 and 15 after the parenthesised name, user and system time in ticks of 1/100 s.
 */
export const processCpu = (pid: number | string): { name: string; seconds: number } | null => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = stat.lastIndexOf(') ');
    const fields = stat.slice(close + 2).split(' ');
    return { name: stat.slice(stat.indexOf('(') + 1, close), seconds: (Number(fields[11]) + Number(fields[12])) / 100 };
  } catch {
    return null;
  }
};

export type ServerProcess = {
  base: string;
  bareUrl: string;
  /** CPU seconds the server process has used so far (Linux /proc; NaN elsewhere): a per-call cost noise barely moves. */
  cpuSeconds: () => number;
  close: () => Promise<void>;
};

/**
 * The app and the bare route in a child process (bench/support/scale-server.ts), so what is measured is the
 * server's own thread: in one process the load generator's parsing ran on the server's event loop. PGlite allows
 * one process per data directory: read what the bench needs from it before starting the server.
 */
export const startServerProcess = async (
  target: ScaleTarget,
  /** Another checkout's server (a `BENCH_BEFORE_ROOT`), measured against the same database; this one's by default. */
  root?: string,
): Promise<ServerProcess> => {
  const script = root
    ? path.join(root, 'bench/support/scale-server.ts')
    : fileURLToPath(new URL('./scale-server.ts', import.meta.url));
  // BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the server alone.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script, JSON.stringify(target)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const [line] = await Promise.race([
    createInterface({ input: child.stdout })
      [Symbol.asyncIterator]()
      .next()
      .then((r) => [r.value as string]),
    exited.then(() => [undefined]),
  ]);
  if (!line) throw new Error('the bench server exited before listening');
  const { base, bareUrl } = JSON.parse(line) as { base: string; bareUrl: string };
  return {
    base,
    bareUrl,
    cpuSeconds: () => (child.pid === undefined ? null : processCpu(child.pid))?.seconds ?? Number.NaN,
    close: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
};
