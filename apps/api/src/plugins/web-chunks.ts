import { calendarHomeOf } from '@hearth/domain';

/** An entry of the web build's manifest (apps/web/dist/.vite/manifest.json), as far as the hints read it. */
type ManifestChunk = { file: string; imports?: string[]; css?: string[] };
export type BuildManifest = Record<string, ManifestChunk>;

/** A file the page names for the browser to fetch early. */
export type ChunkHint = { href: string; kind: 'script' | 'style' };

const ENTRY = 'index.html';
const SHELL = 'src/app/layout/app-layout.tsx';
/** The entry loads it on /properties pages to put their first data in the cache (apps/web/src/main.tsx). */
const FIRST_DATA = 'src/app/first-data.ts';
/** ...and, on the list, the list's first page options it loads from there. */
const FIRST_PAGE = 'src/features/properties/first-page.ts';

/**
 * The web modules a signed-in first visit renders at the two addresses a phone opens first: the property list and a
 * home's calendar (apps/web/src/app/router.tsx). Other pages get no hints and load their chunks as the entry finds
 * them. The browser spec e2e/auth/sign-in.spec.ts holds that these pages' scripts are all named in the HTML.
 */
export const firstPageModules = (pathname: string): string[] => {
  if (pathname === '/properties') {
    return [SHELL, 'src/features/properties/components/properties-screen.tsx', FIRST_DATA, FIRST_PAGE];
  }
  if (calendarHomeOf(pathname)) return [SHELL, 'src/features/calendar/components/calendar-screen.tsx', FIRST_DATA];
  return [];
};

/** The modules and every chunk they import statically, each once. */
const staticClosure = (manifest: BuildManifest, keys: string[]): string[] => {
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) walk(imported);
  };
  for (const key of keys) walk(key);
  return [...seen];
};

/**
 * The scripts and styles the modules need beyond the entry's own (index.html names those already), so that they load
 * beside the entry instead of after it has run and asked for them one by one (issue 33; docs/ARCHITECTURE.md). A
 * module the manifest does not know (a renamed file) is left out, never guessed.
 */
export const chunkHints = (manifest: BuildManifest, modules: string[]): ChunkHint[] => {
  const entry = new Set(staticClosure(manifest, [ENTRY]));
  const hints: ChunkHint[] = [];
  for (const key of staticClosure(manifest, modules)) {
    if (entry.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) continue;
    hints.push({ href: `/${chunk.file}`, kind: 'script' });
    for (const css of chunk.css ?? []) hints.push({ href: `/${css}`, kind: 'style' });
  }
  return hints;
};
