import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    // Files share a worker's loaded modules (each still makes its own app and database): importing the app anew for
    // each of ~90 files was a third of the suite's time. Nothing a test checks lives in module state across files.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One migrated and seeded template per run; each test file gets a fresh copy (src/test/harness.ts).
    globalSetup: ['./src/test/global-setup.ts'],
  },
});
