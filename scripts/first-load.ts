/**
 * The JavaScript each screen needs before it can show, read from the Vite build manifest (not from a browser): the
 * entry's static imports, plus the shell's for signed-in screens, plus the screen's own chunk and its static
 * imports, each file gzipped at level 9 as issue 12's budgets count it. Chunks a screen loads later (editors, maps,
 * charts) are dynamic imports and are not counted. Used by the CI guard (first-load.test.ts) and printed by
 *
 *   node --import tsx scripts/first-load.ts     # after a build
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean; isDynamicEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

export const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');

const ENTRY = 'index.html';
const SHELL = 'src/app/layout/app-layout.tsx';
/** Screens shown signed out: they load without the shell. */
const SIGNED_OUT = /^src\/features\/auth\//;
/** A screen is a route's page; other lazy chunks (editors, dialogs) load only when shown. */
const SCREEN = /(-screen|-page|routes\/home)\.tsx$/;

/** Issue 12's budgets in kB (gzip); every screen not named here is a later screen. */
export const FIRST_LOAD_BUDGETS_KB: Record<string, number> = {
  'src/features/auth/components/login-screen.tsx': 120,
  'src/features/properties/components/properties-screen.tsx': 200,
  'src/features/calendar/components/calendar-screen.tsx': 220,
};
export const LATER_SCREEN_BUDGET_KB = 250;

export type FirstLoad = { screen: string; files: string[]; gzipKb: number; budgetKb: number };

const readManifest = (dist: string): Manifest =>
  JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;

/** The chunk's file and every file it imports statically, transitively. */
const staticClosure = (manifest: Manifest, key: string, into: Set<string>) => {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
};

export const measureFirstLoads = (dist = WEB_DIST): FirstLoad[] => {
  const manifest = readManifest(dist);
  const gzipKb = new Map<string, number>();
  const sizeOf = (file: string) => {
    const known = gzipKb.get(file);
    if (known !== undefined) return known;
    const kb = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1000;
    gzipKb.set(file, kb);
    return kb;
  };
  return Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isDynamicEntry && SCREEN.test(key))
    .map(([screen]) => {
      const files = new Set<string>();
      for (const key of SIGNED_OUT.test(screen) ? [ENTRY, screen] : [ENTRY, SHELL, screen]) {
        staticClosure(manifest, key, files);
      }
      const js = [...files].filter((file) => file.endsWith('.js'));
      return {
        screen,
        files: js,
        gzipKb: Math.round(js.reduce((sum, file) => sum + sizeOf(file), 0) * 10) / 10,
        budgetKb: FIRST_LOAD_BUDGETS_KB[screen] ?? LATER_SCREEN_BUDGET_KB,
      };
    })
    .sort((a, b) => a.screen.localeCompare(b.screen));
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const { screen, gzipKb, budgetKb, files } of measureFirstLoads()) {
    const mark = gzipKb <= budgetKb ? 'ok  ' : 'OVER';
    console.log(`${mark} ${String(gzipKb).padStart(6)} / ${budgetKb} kB  ${screen}  (${files.length} files)`);
  }
}
