/**
 * Builds the web app (`vite build` in apps/web) and stamps apps/web/dist with a hash of everything the build reads.
 * `--if-changed` (what `npm start` uses) skips the build when the stamp still matches, so a warm restart does not
 * spend ten seconds rebuilding the same files; `npm run build` always builds.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
const stamp = path.join(dist, '.build-hash');

/** What `vite build` reads: the web sources and config, the shared domain sources, and the installed packages. */
const INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/postcss.config.cjs',
  'apps/web/tsconfig.json',
  'apps/web/package.json',
  'packages/domain/src',
  'packages/domain/package.json',
  'package.json',
  'package-lock.json',
  // The release file (/releases.json) is built from these.
  'CHANGELOG.md',
  'scripts/release-file.ts',
  // This script: how the build is finished (the precompressed copies) is part of what it produces.
  'scripts/build-web.ts',
];

/** Tests are not part of the bundle: changing one does not call for a new build. */
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

const filesUnder = (relative: string): string[] => {
  const absolute = path.join(root, relative);
  if (!existsSync(absolute)) return [];
  if (!statSync(absolute).isDirectory()) return [relative];
  return readdirSync(absolute, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => !isTest(file));
};

/** One hash over every input's path and content (and the Node version, which picks the build's native bindings). */
const inputsHash = (): string => {
  const hash = createHash('sha256').update(process.version);
  for (const file of INPUTS.flatMap(filesUnder).sort()) {
    hash.update(`\0${file}\0`).update(readFileSync(path.join(root, file)));
  }
  return hash.digest('hex');
};

/**
 * Brotli (quality 11) and gzip (level 9) copies of every script, style sheet and SVG beside it, served as they are
 * (@fastify/static preCompressed): smaller than compressing per request allows (the server's brotli runs at a fast
 * level), and no CPU spent on it per request.
 */
const precompressAssets = () => {
  const assets = path.join(dist, 'assets');
  let files = 0;
  for (const name of readdirSync(assets)) {
    if (!/\.(js|css|svg)$/.test(name)) continue;
    const body = readFileSync(path.join(assets, name));
    if (body.length < 1024) continue;
    writeFileSync(
      path.join(assets, `${name}.br`),
      brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
    );
    writeFileSync(path.join(assets, `${name}.gz`), gzipSync(body, { level: 9 }));
    files += 1;
  }
  process.stdout.write(`Precompressed ${files} assets (br, gz).\n`);
};

const ifChanged = process.argv.includes('--if-changed');
const started = performance.now();
const hash = inputsHash();
const built = existsSync(path.join(dist, 'index.html')) && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash;
if (ifChanged && built) {
  const ms = Math.round(performance.now() - started);
  process.stdout.write(`Web app unchanged since its last build (checked in ${ms} ms): not rebuilt.\n`);
  process.exit(0);
}

// The hash is taken before the build: a file saved during it makes the next start build again, never the reverse.
// Always the production build: run from a test (NODE_ENV=test) Vite would otherwise bundle React's development build.
const result = spawnSync('npm', ['run', 'build', '--workspace', '@hearth/web'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
});
if (result.status !== 0) process.exit(result.status ?? 1);
precompressAssets();
writeFileSync(stamp, hash);
