import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * Hearth as an operator starts it for real: production mode, no demo seed, an empty database (a fresh PostgreSQL
 * database when E2E_POSTGRES_URL names a server, as CI does; else a fresh embedded one), mail through SMTP. The
 * setup link is read from the server's own log line, as the operator reads it.
 */
export type FirstRunServer = { baseUrl: string; setupUrl: string; stop: () => Promise<void> };

const REPO = path.resolve(import.meta.dirname, '../..');

const adminQuery = async (url: string, text: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
};

const freshDatabase = async (): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> => {
  const adminUrl = process.env.E2E_POSTGRES_URL;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'hearth-first-run-'));
  if (!adminUrl) {
    return { env: { DATA_DIR: dataDir }, drop: () => rm(dataDir, { recursive: true, force: true }) };
  }
  const name = `hearth_first_run_${process.pid}_${Date.now()}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    drop: async () => {
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

export const startFirstRunServer = async (options: { port: number; smtpPort: number }): Promise<FirstRunServer> => {
  const database = await freshDatabase();
  const baseUrl = `http://localhost:${options.port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: REPO,
    env: {
      ...process.env,
      ...database.env,
      APP_ENV: 'production',
      SEED_DEMO: 'false',
      PORT: String(options.port),
      PUBLIC_URL: baseUrl,
      // Plain http on localhost: production's Secure cookies would never come back.
      INSECURE_HTTP: 'true',
      SMTP_URL: `smtp://127.0.0.1:${options.smtpPort}`,
      REQUEST_LOG: 'off',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = async () => {
    child.kill('SIGTERM');
    await exited(child);
    await database.drop();
  };
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString('utf8')));
  try {
    const setupUrl = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no setup link in 120 s:\n${log}`)), 120_000);
      child.once('exit', (code) => reject(new Error(`the server stopped (${String(code)}):\n${log}`)));
      child.stdout?.on('data', (chunk: Buffer) => {
        log += chunk.toString('utf8');
        const url = /"setupUrl":"([^"]+)"/.exec(log)?.[1];
        if (url && log.includes('Hearth is running')) {
          clearTimeout(timer);
          resolve(url);
        }
      });
    });
    return { baseUrl, setupUrl, stop };
  } catch (error) {
    await stop();
    throw error;
  }
};
