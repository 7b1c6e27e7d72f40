import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = Number(process.env.E2E_PORT ?? 3100);
// Every run starts the built app on a fresh embedded database, seeded by the app itself.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'hearth-e2e-'));

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // One worker: the specs share one seeded database and two of them change a demo account.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  // A 2-core CI machine runs the app, PGlite and Chromium together: the first sign-in (argon2id, a cold WASM
  // database) and a list search can take seconds. Generous waits, no retries: a real failure still fails.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  outputDir: '../test-results',
  use: {
    baseURL: `http://localhost:${port}`,
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
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node --import tsx apps/api/src/server.ts',
    cwd: '..',
    url: `http://localhost:${port}/api/v1/public/config`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(port), DATA_DIR: dataDir, APP_ENV: 'demo', PUBLIC_URL: `http://localhost:${port}` },
  },
});
