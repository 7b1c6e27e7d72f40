import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiPort = Number(process.env.API_PORT ?? 3001);

// The first page needs React, the router, TanStack Query and Mantine's provider; everything else loads
// with its route (React.lazy). React and TanStack Query get chunks of their own (cacheable across releases); the rest
// of what the entry imports statically joins the entry chunk. Left to the automatic split, the modules the entry
// shares with lazy screens (Box, Button, Paper, the API client, the paths...) were cut into dozens of small chunks
// that every page loads anyway and that compress worse apart (scripts/first-load.ts measures it).
const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;
const QUERY = /[\\/]node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/;
/** Modules the entry imports statically, directly or not (rolldown's built-in tag). */
const ENTRY_IMPORTS = ['$initial' as const];

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
        codeSplitting: {
          groups: [
            { name: 'react', test: REACT },
            // Only what the entry uses: useQueries, useMutationState and the infinite-query observer go with the
            // screens that use them, and @tanstack/react-virtual with the screens that draw long lists.
            { name: 'query', test: QUERY, tags: ENTRY_IMPORTS },
            { name: 'index', tags: ENTRY_IMPORTS },
          ],
        },
      },
    },
  },
});
