import { roleBadge } from '@hearth/domain';
import { loadConfig } from './config';
import { buildApp, createBlobStore } from './app';
import { openDatabase } from './db/client';
import { prepareDatabase } from './seed/prepare';
import { DEMO_ACCOUNTS } from './seed/demo-accounts';

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

const main = async () => {
  // The only place that reads process.env.
  const config = loadConfig(process.env);
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  const blob = createBlobStore(config);
  // Filled once the app is built; a signal during migration or seeding closes the database only.
  const running: { app?: Awaited<ReturnType<typeof buildApp>> } = {};

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    process.stdout.write(`\n${signal}: shutting down\n`);
    try {
      await running.app?.close();
    } finally {
      // PGlite keeps the event loop alive until closed; a server pool likewise.
      await database.close();
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const seeded = await prepareDatabase({ database, blob, seed: config.seedDemo });
  const app = await buildApp(config, { db: database.db, blob });
  running.app = app;
  await app.listen({ port: config.port, host: config.host });
  if (seeded && config.appEnv === 'production') {
    app.log.warn('Seeded the demo accounts into a production database: change or disable them.');
  }
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  process.stdout.write(`Database: ${where}${seeded ? ', seeded with the demo data' : ''}\n`);
  if (config.seedDemo) printSignIns(config.publicUrl);
  else process.stdout.write(`Hearth is running at ${config.publicUrl}\n`);
};

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
