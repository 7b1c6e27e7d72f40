import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { RELEASES_FILE, releasesFromChangelog } from '../../scripts/release-file';

const apiPort = Number(process.env.API_PORT ?? 3001);

// The first page needs React, the router, TanStack Query and Mantine's provider; everything else loads
// with its route (React.lazy). React and TanStack Query get chunks of their own (cacheable across releases); the rest
// of what the entry imports statically joins the entry chunk. Left to the automatic split, the modules the entry
// shares with lazy screens (Box, Button, Paper, the API client, the paths...) were cut into dozens of small chunks
// that every page loads anyway and that compress worse apart (scripts/first-load.ts measures it).
const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;
const QUERY = /[\\/]node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/;
const ICONS = /[\\/]node_modules[\\/]@tabler[\\/]icons-react[\\/]/;
const MANTINE = /[\\/]node_modules[\\/](@mantine[\\/](core|hooks)|@floating-ui)[\\/]/;
/** Modules the entry imports statically, directly or not (rolldown's built-in tag). */
const ENTRY_IMPORTS = ['$initial' as const];

const CHANGELOG = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../CHANGELOG.md');

/** The static release file (docs/product/releases.md): CHANGELOG.md read when it is asked for, so an edit shows at once. */
const releasesJson = () => JSON.stringify(releasesFromChangelog(readFileSync(CHANGELOG, 'utf8')));

/** Writes releases.json beside index.html in the build (the API serves dist's files) and answers it in dev. */
export const releaseFilePlugin = (): Plugin => ({
  name: 'hearth-release-file',
  buildStart() {
    this.addWatchFile(CHANGELOG);
  },
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: RELEASES_FILE, source: releasesJson() });
  },
  configureServer(server) {
    server.middlewares.use(`/${RELEASES_FILE}`, (_request, response) => {
      response.setHeader('Content-Type', 'application/json; charset=utf-8');
      response.setHeader('Cache-Control', 'no-cache');
      response.end(releasesJson());
    });
  },
});

export default defineConfig({
  plugins: [react(), releaseFilePlugin()],
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
            // A phone fetches a first load six scripts at a time, a round trip each, so the automatic split's dozens of
            // tiny shared chunks cost more than their bytes (bench/README.md, issue 33 item 1). Every icon the app
            // draws is one chunk (6 kB gzip in all), and the Mantine pieces that 30 or more screens and drawers share
            // another (29 kB): a signed-in first load went from 84 scripts to 44 and from 254 to 250 kB.
            { name: 'icons', test: ICONS },
            { name: 'mantine', test: MANTINE, minShareCount: 30 },
          ],
        },
      },
    },
  },
});
