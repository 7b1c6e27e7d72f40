/** What every fault script needs: real API processes, a database of its own, and a PASS/FAIL tally. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const SERVER = fileURLToPath(new URL('../../apps/api/src/server.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Every process of one run shares these, as processes behind one load balancer must (CSRF tokens are HMACs). */
export const SHARED_SECRETS = {
  SESSION_SECRET: 'fault-script-session-secret-0123456789abcdef',
  FILE_SIGNING_SECRET: 'fault-script-file-signing-secret-0123456789',
};

/** The shared PostgreSQL server of this machine (trust auth); FAULT_DATABASE_URL points elsewhere. */
export const SHARED_POSTGRES = process.env.FAULT_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

export type ApiProcess = {
  name: string;
  base: string;
  child: ChildProcess;
  /** Every stdout and stderr line so far (JSON log lines in production mode). */
  lines: string[];
  exited: Promise<number | null>;
  /** SIGTERM and wait: the graceful shutdown. */
  stop: () => Promise<number | null>;
  /** SIGKILL and wait: no shutdown code runs. */
  kill: () => Promise<number | null>;
};

/**
 * `node --import tsx apps/api/src/server.ts` on a free port with `env` over production-like defaults (JSON logs,
 * demo data seeded, no request lines, plain http, the shared secrets). Does not wait: see `waitUntilReady`.
 */
export const spawnApi = async (name: string, env: Record<string, string | undefined>): Promise<ApiProcess> => {
  const port = await freePort();
  const merged: Record<string, string | undefined> = {
    ...process.env,
    APP_ENV: 'production',
    INSECURE_HTTP: 'true',
    SEED_DEMO: 'true',
    REQUEST_LOG: 'off',
    LOG_LEVEL: 'warn',
    JOBS: 'false',
    HOST: '127.0.0.1',
    ...SHARED_SECRETS,
    ...env,
    PORT: String(port),
  };
  // An undefined value in `env` unsets the variable.
  const childEnv = Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined));
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    cwd: ROOT,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  for (const stream of [child.stdout, child.stderr])
    createInterface({ input: stream }).on('line', (l) => lines.push(l));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const signal = (sig: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(sig);
    return exited;
  };
  return {
    name,
    base: `http://127.0.0.1:${port}`,
    child,
    lines,
    exited,
    stop: () => signal('SIGTERM'),
    kill: () => signal('SIGKILL'),
  };
};

/** Polls /api/ready until 200; throws with the process's last lines if it exits or `timeoutMs` passes. */
export const waitUntilReady = async (api: ApiProcess, timeoutMs = 120_000): Promise<number> => {
  const started = Date.now();
  let exited = false;
  void api.exited.then(() => {
    exited = true;
  });
  while (Date.now() - started < timeoutMs && !exited) {
    const ok = await fetch(`${api.base}/api/ready`, { signal: AbortSignal.timeout(3000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return Date.now() - started;
    await sleep(200);
  }
  const why = exited ? `exited with ${api.child.exitCode ?? api.child.signalCode}` : `not ready in ${timeoutMs} ms`;
  throw new Error(`${api.name} ${why}:\n${api.lines.slice(-15).join('\n')}`);
};

export const startApi = async (name: string, env: Record<string, string | undefined>): Promise<ApiProcess> => {
  const api = await spawnApi(name, env);
  await waitUntilReady(api);
  return api;
};

/** A database of this run's own on the shared server; `drop` ends its connections first. */
export const createScratchDatabase = async (label: string) => {
  const name = `hearth_fault_${label}_${process.pid}`;
  const admin = new pg.Client({ connectionString: SHARED_POSTGRES });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(SHARED_POSTGRES);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: SHARED_POSTGRES });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
};

export type Check = { name: string; pass: boolean; detail: string };

/** Collects checks, prints them as a table, and sets the exit code: 1 when any failed. */
export const createChecks = () => {
  const checks: Check[] = [];
  return {
    check: (name: string, pass: boolean, detail = '') => {
      checks.push({ name, pass, detail });
      process.stdout.write(`${pass ? 'PASS' : 'FAIL'}  ${name}${detail ? `: ${detail}` : ''}\n`);
    },
    finish: () => {
      const failed = checks.filter((c) => !c.pass).length;
      process.stdout.write(`\n${checks.length - failed}/${checks.length} checks passed\n`);
      process.exitCode = failed > 0 ? 1 : 0;
    },
  };
};

/** A markdown table, so a run's output pastes into the README as it is. */
export const printTable = (header: string[], rows: (string | number)[][]) => {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  process.stdout.write(`${[line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n')}\n`);
};

const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .filter((c) => !c.endsWith('='));

/** An anonymous caller's CSRF nonce cookie and token (for sign-in), from `base`. */
export const anonymousCsrf = async (base: string): Promise<{ cookie: string; csrfToken: string }> => {
  const response = await fetch(`${base}/api/v1/public/csrf/`);
  const cookie = cookiesOf(response).join('; ');
  const { data } = (await response.json()) as { data: { csrfToken: string } };
  return { cookie, csrfToken: data.csrfToken };
};
