/**
 * `npm run build:server`: the API compiled ahead of time into apps/api/dist/server.mjs, so production runs plain
 * `node` (no tsx). One ESM bundle of apps/api/src and @hearth/domain; every other package stays external and is
 * loaded from node_modules (native and large ones: pg, PGlite, sharp, argon2, pdfkit...), and so are the files a
 * package ships (the PDF fonts, which lib/pdf-style.ts finds with `import.meta.resolve`).
 *
 * Files the server reads beside its sources are found from `import.meta.url`. In the bundle each module's
 * `import.meta.url` is rewritten to where the module would sit if apps/api/dist mirrored apps/api/src, and those
 * files are copied to the same places: every relative path still resolves, the web's `../../../web/dist` included
 * (apps/api/dist sits as deep as apps/api/src). A new reader of `import.meta.url` fails the build until it is
 * listed in RUNTIME_FILES below.
 */
import { cp, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const API_SRC = path.join(ROOT, 'apps/api/src');
const SERVER_DIST = path.join(ROOT, 'apps/api/dist');

/** Each module that reads `import.meta.url`, and the files (relative to apps/api/src) it reads through it. */
const RUNTIME_FILES: Record<string, readonly string[]> = {
  'db/client.ts': ['db/migrations'],
  'db/reference/locations.ts': ['db/reference/locations.tsv.gz'],
  'modules/smartquotes/market-comps.ts': ['modules/smartquotes/market/market-comps.json.gz'],
  'seed/portfolio/market.ts': ['seed/market/market-by-suburb.json'],
  // apps/web/dist, built by `npm run build`, not copied.
  'plugins/web.ts': [],
};

const posix = (file: string) => file.split(path.sep).join('/');

/** Bundles our workspace packages, leaves every other package to node_modules. */
const externalPackages: Plugin = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@hearth/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** Rewrites `import.meta.url` per module (see the top of the file); records which modules did. */
const mirroredImportMeta = (seen: Set<string>): Plugin => ({
  name: 'mirrored-import-meta',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const rel = posix(path.relative(API_SRC, args.path));
      if (rel.startsWith('..') || !(rel in RUNTIME_FILES)) {
        throw new Error(`${args.path} reads import.meta.url: list the files it needs in RUNTIME_FILES`);
      }
      seen.add(rel);
      const mirrored = `new URL(${JSON.stringify(`./${rel}`)}, import.meta.url).href`;
      return { contents: source.replaceAll('import.meta.url', mirrored), loader: 'ts' };
    });
  },
});

const main = async () => {
  const started = Date.now();
  await rm(SERVER_DIST, { recursive: true, force: true });
  const seen = new Set<string>();
  await build({
    entryPoints: [path.join(API_SRC, 'server.ts')],
    outfile: path.join(SERVER_DIST, 'server.mjs'),
    bundle: true,
    platform: 'node',
    target: 'node22',
    format: 'esm',
    sourcemap: true,
    // Stack traces name our functions; the bundle is not shipped to browsers, so size does not matter.
    minify: false,
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [externalPackages, mirroredImportMeta(seen)],
  });
  const copied: string[] = [];
  for (const rel of [...seen].flatMap((module) => RUNTIME_FILES[module] ?? [])) {
    const from = path.join(API_SRC, rel);
    await stat(from); // a listed file that is gone fails the build here, not the server at run time
    await cp(from, path.join(SERVER_DIST, rel), { recursive: true });
    copied.push(rel);
  }
  const { size } = await stat(path.join(SERVER_DIST, 'server.mjs'));
  process.stdout.write(
    `Built ${posix(path.relative(ROOT, SERVER_DIST))}/server.mjs (${Math.round(size / 1024)} kB) in ${Date.now() - started} ms; ` +
      `copied ${copied.join(', ')}\n`,
  );
};

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
