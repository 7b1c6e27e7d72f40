import { hostname } from 'node:os';
import { roleBadge } from '@hearth/domain';
import { loadConfig, type Config } from './config';
import { buildApp, createBlobStore } from './app';
import { openDatabase } from './db/client';
import { checkDataDir } from './db/data-dir-check';
import { prepareDatabase } from './seed/prepare';
import { DEMO_ACCOUNTS } from './seed/demo-accounts';
import { closeGracefully } from './modules/health/shutdown';
import { mintSetupLink, setupUrl } from './modules/setup/setup-links';

const printSignIns = (url: string) => {
  const rows = DEMO_ACCOUNTS.map((a) => [a.email, a.password, a.roles.map(roleBadge).join(', '), a.description]);
  const header = ['email', 'password', 'roles', 'who'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
  const out = [
    '',
    `Hearth is running at ${url}`,
    '',
    'Demo sign-ins:',
    line(header),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map(line),
    '',
  ];
  process.stdout.write(`${out.join('\n')}\n`);
};

/** pino's level numbers, so lines written before the app's logger exists (or after it closed) read the same. */
const LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 } as const;

const jsonLog =
  (threshold: Config['logLevel']) =>
  (level: 'info' | 'error', msg: string, fields: Record<string, unknown> = {}) => {
    if (threshold === 'silent' || LEVELS[level] < LEVELS[threshold]) return;
    process.stdout.write(
      `${JSON.stringify({ level: LEVELS[level], time: Date.now(), pid: process.pid, hostname: hostname(), ...fields, msg })}\n`,
    );
  };

/** A pool waits for clients still checked out; a request stuck past the deadline must not hold the exit too. */
const DATABASE_CLOSE_DEADLINE_MS = 5000;

const within = <T>(promise: Promise<T>, ms: number): Promise<T | 'timeout'> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
};

const main = async () => {
  // The only place that reads process.env. A bad setting or an unusable DATA_DIR (the secrets file and PGlite
  // are written there) ends the start with one readable line, not a stack.
  let config: Config;
  try {
    config = loadConfig(process.env);
    if (!config.databaseUrl) checkDataDir(config.dataDir);
  } catch (error) {
    jsonLog('info')('error', error instanceof Error ? error.message : String(error), { step: 'configuration' });
    process.exit(1);
  }
  const log = jsonLog(config.logLevel);
  const database = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    databaseReplicaUrl: config.databaseReplicaUrl,
  });
  const blob = createBlobStore(config);
  // Filled once the app is built; a signal during migration or seeding closes the database only.
  const running: { app?: Awaited<ReturnType<typeof buildApp>> } = {};

  // A second signal (npm and the terminal both forward Ctrl-C) must not cut the first one's shutdown short.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log('info', `${signal}: shutting down`, { step: 'signal', signal });
    let code = 0;
    try {
      if (running.app && (await closeGracefully(running.app, undefined, config.shutdownDrainMs)) === 'deadline')
        code = 1;
    } catch (error) {
      log('error', 'shutdown: closing the app failed', { step: 'closing', err: String(error) });
      code = 1;
    }
    // PGlite keeps the event loop alive until closed (and flushes its files); a server pool likewise.
    const closed = await within(database.close(), DATABASE_CLOSE_DEADLINE_MS).catch((error: unknown) => error);
    if (closed === 'timeout' || closed instanceof Error) {
      log('error', 'shutdown: the database did not close cleanly', { step: 'database', err: String(closed) });
      code = 1;
    } else {
      log('info', 'shutdown: database closed', { step: 'database' });
    }
    log(code === 0 ? 'info' : 'error', `shutdown: exit ${code}`, { step: 'exit', code });
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const seeded = await prepareDatabase({
    database,
    blob,
    seed: config.seedDemo,
    credentialKey: config.credentialKey,
  });
  const app = await buildApp(config, { db: database.db, replica: database.replica, blob });
  running.app = app;
  await app.listen({ port: config.port, host: config.host });
  if (seeded && config.appEnv === 'production') {
    app.log.warn('Seeded the demo accounts into a production database: change or disable them.');
  }
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  // Nobody can sign in yet: the one link that sets Hearth up (docs/product/setup.md).
  const setupToken = await mintSetupLink(database.db);
  const setup = setupToken ? setupUrl(config.publicUrl, setupToken) : null;
  if (config.appEnv === 'production') {
    // Production logs are read by machines: the banner is one JSON line like the rest.
    app.log.info({ publicUrl: config.publicUrl, database: where, seeded }, 'Hearth is running');
    if (setup) app.log.warn({ setupUrl: setup }, 'No user yet: open the setup link (single use, 24 hours)');
    return;
  }
  if (setup) {
    process.stdout.write(`Database: ${where}
Hearth is running at ${config.publicUrl}

`);
    process.stdout.write(`No user yet. Set Hearth up here (single use, 24 hours):
  ${setup}
`);
    return;
  }
  process.stdout.write(`Database: ${where}${seeded ? ', seeded with the demo data' : ''}\n`);
  if (config.seedDemo) printSignIns(config.publicUrl);
  else process.stdout.write(`Hearth is running at ${config.publicUrl}\n`);
};

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
