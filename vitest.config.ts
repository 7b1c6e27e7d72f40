import { defineConfig } from 'vitest/config';

// One `npm test` runs every project; `--project api` runs one.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/api', 'apps/web', 'scripts'],
  },
});
