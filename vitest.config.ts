import { defineConfig } from 'vitest/config';

// One `npm test` runs every project; `--project api` runs one.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/api', 'apps/web', 'scripts'],
    // Vitest's default is one worker fewer than the cores: on CI's 2 cores, one. The API tests mostly wait on their
    // own embedded database, so two files at a time keep both cores busy (CI's wall time, docs/OPERATIONS.md).
    maxWorkers: 2,
  },
});
