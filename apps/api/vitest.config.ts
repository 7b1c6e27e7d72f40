import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One migrated and seeded template per run; each test file gets a fresh copy (src/test/harness.ts).
    globalSetup: ['./src/test/global-setup.ts'],
  },
});
