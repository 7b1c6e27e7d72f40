import { defineConfig } from 'vitest/config';

// The build checks: they build the web app (when it changed) and read what the build wrote.
export default defineConfig({
  test: {
    name: 'build',
    include: ['*.test.ts'],
    environment: 'node',
  },
});
