import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.tsx'],
    css: false,
    // Files share a worker's loaded modules (each still renders into its own document): loading Mantine and React
    // anew for each of ~80 files was over a third of the suite's time. A test of first-load behaviour (a lazy chunk
    // not yet loaded) imports a fresh copy itself.
    isolate: false,
  },
});
