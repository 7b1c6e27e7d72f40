import { spawn, spawnSync } from 'node:child_process';
import pg from 'pg';
import type { Query } from './inventory';

/** The URL without its password, which goes in PGPASSWORD instead: a command line is visible to every user (ps). */
const connection = (databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } => {
  const parsed = new URL(databaseUrl);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { url: parsed.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
};

/** Throws a readable error when a PostgreSQL client tool is not installed. */
export const assertTool = (tool: 'pg_dump' | 'pg_restore'): string => {
  const found = spawnSync(tool, ['--version'], { encoding: 'utf8' });
  if (found.error || found.status !== 0) {
    throw new Error(
      `${tool} is not installed or does not run (${found.error?.message ?? found.stderr.trim()}). Install the ` +
        "PostgreSQL client tools of the server's major version or later (Debian: apt-get install postgresql-client).",
    );
  }
  return found.stdout.trim();
};

const run = (tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> =>
  new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${tool} failed (exit ${code}):\n${stderr.trim()}`)),
    );
  });

/** pg_dump's custom format: one consistent snapshot, compressed, restorable table by table. */
export const pgDump = async (databaseUrl: string, file: string, snapshot?: string): Promise<void> => {
  assertTool('pg_dump');
  const { url, env } = connection(databaseUrl);
  const at = snapshot ? [`--snapshot=${snapshot}`] : [];
  await run('pg_dump', ['--format=custom', ...at, `--file=${file}`, `--dbname=${url}`], env);
};

/**
 * One transaction: a failed restore leaves the target as it was. `clean` drops the dump's objects first (for a
 * target that has the tables already, e.g. migrated by a server start).
 */
export const pgRestore = async (databaseUrl: string, file: string, options: { clean: boolean }): Promise<void> => {
  assertTool('pg_restore');
  const { url, env } = connection(databaseUrl);
  const clean = options.clean ? ['--clean', '--if-exists'] : [];
  await run('pg_restore', ['--no-owner', '--single-transaction', ...clean, `--dbname=${url}`, file], env);
};

/** A short-lived connection for counting rows. */
export const withPostgres = async <T>(databaseUrl: string, use: (query: Query) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await use(async <R>(sql: string) => (await client.query(sql)).rows as R[]);
  } finally {
    await client.end();
  }
};
