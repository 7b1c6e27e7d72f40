import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = Number(process.env.E2E_PORT ?? 3100);
// Every run starts the built app twice, each on a fresh embedded database seeded by the app itself: the specs are
// split in two halves by folder, each half one at a time against its own app, the two halves side by side (the specs
// of a half share its database, and some change a demo account). Ports: `port` and `port + 3` (the first-run and
// Stripe specs start their own apps on 3101 and 3102).
// Halves of about equal time (the JSON reporter's durations on the 2-core machine, 2026-11-30: 552 and 505 s).
const FIRST_HALF =
  /[\\/]e2e[\\/](calendar|properties|auth|events|channels|devtools|statements|payouts|balances|templates|resources|payments|smartquotes|tasks)[\\/]/;
const halves = [
  { name: 'chromium', port, testMatch: FIRST_HALF, testIgnore: undefined },
  { name: 'chromium-2', port: port + 3, testMatch: '**/*.spec.ts', testIgnore: FIRST_HALF },
].map((half) => ({ ...half, dataDir: mkdtempSync(join(tmpdir(), 'hearth-e2e-')) }));

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // One worker a half (below): the specs of a half share its seeded database.
  workers: 2,
  fullyParallel: false,
  retries: 0,
  // A 2-core CI machine runs the app, PGlite and Chromium together: the first sign-in (argon2id, a cold WASM
  // database) and a list search can take seconds. Generous waits, no retries: a real failure still fails. On a slow
  // day of the same machine the suite took 24 minutes against 7 and a 54 s walk came within seconds of a minute, and
  // on another a signed-in page stayed behind its boot frame for 11 s with every file it needed already fetched (the
  // other worker was running the accessibility scans): an assertion waits up to 20 s.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  outputDir: '../test-results',
  use: {
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: halves.map((half) => ({
    name: half.name,
    testMatch: half.testMatch,
    testIgnore: half.testIgnore,
    workers: 1,
    use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${half.port}` },
  })),
  webServer: halves.map((half) => ({
    command: 'node --import tsx apps/api/src/server.ts',
    cwd: '..',
    url: `http://localhost:${half.port}/api/v1/public/config`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(half.port),
      DATA_DIR: half.dataDir,
      APP_ENV: 'demo',
      PUBLIC_URL: `http://localhost:${half.port}`,
    },
  })),
});
