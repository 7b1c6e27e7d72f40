import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiPort = Number(process.env.API_PORT ?? 3001);

// The first page needs React, the router, TanStack Query and Mantine's provider; everything else loads
// with its route (React.lazy), so vendors are grouped to keep the entry small and cacheable.
const vendorGroup = (id: string): string | null => {
  if (!id.includes('node_modules')) return null;
  if (/[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/.test(id)) return 'react';
  if (/[\\/]node_modules[\\/]@tanstack[\\/]/.test(id)) return 'query';
  return null;
};

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://localhost:${apiPort}`, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // Read by the first-load size guard (apps/web/src/first-load.test.ts is not it: see scripts/first-load.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: vendorGroup }] },
      },
    },
  },
});
