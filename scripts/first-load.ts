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
/** Screens shown signed out: they load without the shell (sign-in pages, and opening a log-in-as link). */
const SIGNED_OUT = /^src\/features\/(auth|impersonation)\//;
/** A screen is a route's page; other lazy chunks (editors, dialogs) load only when shown. */
const SCREEN = /(-screen|-page|routes\/home)\.tsx$/;
/**
 * Screens the entry carries itself (router.tsx imports them statically): their first load is the entry's. Sign-in is
 * the first screen of every visit without a session, and as its own chunk it came in a second wave of 19 small scripts
 * after the entry (bench/README.md, issue 33 item 1).
 */
const ENTRY_SCREENS = ['src/features/auth/components/login-screen.tsx'];

/** Issue 12's budgets in kB (gzip); every screen not named here is a later screen. */
export const FIRST_LOAD_BUDGETS_KB: Record<string, number> = {
  'src/features/auth/components/login-screen.tsx': 120,
  'src/features/properties/components/properties-screen.tsx': 200,
  'src/features/calendar/components/calendar-screen.tsx': 220,
};
export const LATER_SCREEN_BUDGET_KB = 250;

/**
 * The screens still above their budget, held where they stand (kB, gzip) so that none grows while it is brought
 * down: lower a ceiling when its screen shrinks, and delete it once the screen is within its budget. Never raise one
 * without saying why in the commit. Where each stands and why: bench/README.md, 'First load'.
 */
export const FIRST_LOAD_CEILINGS_KB: Record<string, number> = {
  // Lowered with issue 15 (stop 23): the entry's own static imports are one chunk again (vite.config.ts groups them
  // by rolldown's `$initial` tag) instead of dozens of small ones that compressed worse; measured 139.9, 245.8, 253.0.
  // Issue 12 is blocked on a decision about these budgets.
  // Raised with issue 16 (stop 24), login 140 → 140.6 and properties 246 → 247.1: the four SmartQuote routes put
  // their chunks' preload lists in the entry, and Mantine's shared pieces now split into more, smaller chunks
  // (measured 140.5 and 247.0). Raised again with issue 17 (stop 24) to 140.9, 247.7 and 254.6: three more routes'
  // preload lists in the entry (+0.25 kB) and the shell's help link (measured 140.8, 247.6, 254.5). Raised with
  // issue 17 (stop 25) to 141.2, 248.5 and 255.5: the permissions table the entry's route guard reads grew by the
  // statements, resources and newsletter rows (with the newsletter refusals' messages), and the channels, statements
  // and resources routes replaced one shared placeholder with three chunks of their own (measured 141.2, 248.5, 255.5).
  // Raised with issue 27 (stop 35) to 141.3, 248.8, 255.6 and 273.9: the event form is on @mantine/form like every
  // form (+2.9 kB on the event page), and the shared list table, retry alert and end-marker hook (useIntersection)
  // sit in chunks the entry preloads (measured 141.3, 248.8, 255.6, 273.9). The event form is the page itself, so
  // its form library belongs to the first load; the API's schema still loads on submit. Properties to 248.9 (stop 35): the channels screens now read their
  // back links from config/paths, which moved that module between the chunks the entry preloads (measured 248.9).
  // Raised with issue 28 (stop 36) to 142.5, 250.2, 257 and 275.3: the entry now carries the domain's message map
  // (every schema failure as a sentence, installed before any chunk parses) and the brand shades the theme is built
  // from (any brand colour kept readable); both are needed before the first screen renders (measured the same).
  // Then calendar 257.3 (a refused range names the stay it runs over) and properties 250.3 (overdue tasks' red as a
  // class that reads in both schemes). Events 275.9 (stop 37): the event form is shared with the multi-calendar's
  // Block drawer, so it is a chunk of its own the page preloads rather than part of the page's (measured 275.9).
  // Login 142.7 and events 276 (stop 37): every time shown names its zone and the status pill keeps its word whole,
  // both in the entry's shared format and pill code (measured 142.7, 276). Then login 143, calendar 257.7, events
  // 276.4 and properties 250.7 (issue 29, stop 37): the entry's route table gained the email-change page, its route
  // guard reads the permissions table's new 'api-docs:read' row, the user messages grew by the email-change
  // sentences, and the return-path check by its second look after normalising (measured the same). Lowered with
  // issue 29 B (stop 38): the calendar's iCal feed list (cards, import progress and outcomes) loads with its drawer,
  // not with the page (calendar measured 254.6, properties 250.6). Raised with issue 30 (stop 38) to 143.1, 251.1,
  // 254.7, 276.8 and the timeline's 250.1: the entry's route table gained the first-run setup page and its path
  // (+0.1 kB on every screen), and NativeSelect, now shared with the setup page, is a chunk of its own that the
  // properties and events pages preload (measured the same). Login 143.2 (stop 38): the permissions table the entry's
  // route guard reads gained the four life-cycle moves. Each +0.2 (stop 39): the permissions table gained
  // 'property:create' and 'rate:manage', and the route table the add-a-home page (measured 143.3, 251.3, 254.9, 277,
  // 250.3). Raised with issue 30 item 4 (stop 39) to 143.5, 251.7, 256.1, 277.2 and 251: the entry's route table gained
  // the lazy /rates page (its path and preload list, +0.2 kB on every screen), the calendar's day cells mark closed
  // nights, minimum stays and nights set by hand (with a legend), its selection bar and the multi-calendar's open the
  // 'Set rates' drawer (a chunk of its own), and the property list links to /rates (measured the same). Calendar
  // 256.2 (stop 39): the permissions table gained 'property:manage-owners' (the others measured within theirs).
  // Raised with issue 30 item 7 by what it adds, measured with and without it in the same tree: login +0.1, properties
  // +0.6, calendar +0.5, events +0.4, timeline +0.5. The entry's route table gained the lazy /imports page (its path
  // and preload list) and the permissions table 'booking:import' and 'import:use'; the property list links to it.
  // Raised with issue 30 items 1 and 2 (stop 40) to 143.9, 252.9, 258, 278.2 and 253.7, and settings 254.4 and
  // property details 250.7 set: the entry's theme is built from the organisation's brand colour and the header shows
  // its logo (the public config carries both), the permissions table gained 'organisation:manage', the route table
  // the organisation's settings path; the calendar greys the nights a home in its life cycle takes no stays on and
  // says why (+0.8), the multi-calendar does so per row with its closed nights, a legend and 'Include Inactive'
  // (+1.6); Settings gained its two tabs (Mantine's Tabs, +2.4) with the Organisation tab a chunk of its own
  // (measured the same). Settings' tabs are the page's own; lazy tabs for admins would save 3 kB for others only.
  // Raised with issue 31 item 4 (tasks in Hearth) by what it adds, measured with and without it in the same tree:
  // login +0.2, calendar +0.9, events +0.2, properties +0.2, property details +0.3, settings +0.2, timeline +0.5. The
  // entry's route table gained the lazy /tasks page (its path and preload list), the menu its Tasks item and the
  // route table its rule; the calendar's and the multi-calendar's selection bars show New task and keep the task
  // form's state (the form, the popup's actions and the list are chunks loaded when opened); property details edit
  // and show 'Checkout clean task for every stay'.
  // Raised with issue 31's payments, payouts, guest mail and reconciliation (stop 41) by +0.4 to +0.8 on every screen
  // (measured 144.5, 253.7, 259.5, 279, 255, 255.2, 251.6): the entry's route table gained the lazy /payouts and
  // /payouts/:batchId pages and the public /payment-complete page (paths and preload lists), the menu its Payouts item,
  // the permissions table the route guard reads 'booking:read', 'payment:request', 'payment:record', 'refund:create',
  // 'payout:manage' and three bank-account rows, and the public config its payment mode. The payments tab, the record
  // and refund forms, the reconciliation and the payout screens are chunks of their own.
  // Raised with issue 32 items 5 to 7, measured with and without them in the same tree: the quote overview
  // 249.4 → 251.3 (over its 250 budget) for its phone layout (one chart at a time, the fine-tuning in a line, the
  // evidence cut with the data's notice under it) and the sentence saying why short stay earns less (`ltrGap`); the
  // evidence stays on the first load, since a lazy chunk of its own adds its name to the entry (+0.03 on every screen).
  // Events, properties, settings and timeline +0.1: NZ$ and the fee range messages in the properties constants the
  // entry loads (+6 bytes), and renamed chunks (measured 279.1, 253.8, 255.3, 255.1); sign-in, calendar and
  // property details +0.1 the same way once the PDF's wording and the notice rule joined (144.6, 259.6, 251.7).
  // Raised with issue 33 item 1 by what it adds, measured with and without it in the same tree: properties +0.3 (the
  // list renders the first five cards before the rest of its first page and loads their photos at once, the first
  // with high priority), calendar, property details and the quote overview +0.2, events and timeline +0.1 (the shared
  // day formatter is made once and keeps each day's words, a calendar naming each of its 42 cells on every render;
  // the shell builds a phone's folded menu when it is first opened) (measured 254.1, 259.7, 251.8, 252.4, 279.2, 255.2).
  // Lowered with issue 33 item 1 (stop 45): sign-in is part of the entry (router.tsx), every icon is one chunk and the
  // Mantine pieces 30 or more chunks share another (vite.config.ts); every screen here shrank (measured the same),
  // and property details is within its budget. Sign-in loads 4 scripts instead of 23, these screens 41 to 55
  // instead of 76 to 91. Then properties 250.3 and settings 250.2: a list's end marker reads the layout before it asks
  // for the next page (use-end-marker.ts: the observer's last answer, older than the page just drawn, loaded a page
  // too many). Raised with issue 33 item 1 (stop 46): the list and a calendar put their first data in the cache as the
  // page starts (app/first-data.ts, loaded by the entry on /properties pages only): the entry's loader for that chunk
  // +0.1 everywhere, and properties +0.8, the list's state and query now a chunk the two share (measured 136.3, 251.1,
  // 254.2, 274.5, 252.7, 250.5). The list's largest paint came 1.63 → 1.42 s (median of 4, 4× CPU, observed).
  // Lowered with issue 33 item 1 (stop 47): the calendar's iCal address and panel (a drawer, a confirmation, a copy
  // button) load once its bookings have (calendar-ical.tsx), calendar 254.2 → 244.3; settings and the SmartQuote
  // overview +0.1 each, as the Mantine pieces they shared with that panel now sit in other chunks (measured 250.3, 250.6).
  // Raised with issue 33 item 1 (stop 49): a property card lays itself out with its CSS module instead of Mantine's
  // layout components (property-card.tsx): +0.1 on the list and on a calendar, through the chunks the two share
  // (measured 251.2, 244.4). The first card paints 1.85 → 1.61 s (median of 5, 4× CPU, observed).
  'src/features/auth/components/login-screen.tsx': 136.3,
  'src/features/properties/components/properties-screen.tsx': 251.2,
  'src/features/calendar/components/calendar-screen.tsx': 244.4,
  'src/features/events/components/events-screen.tsx': 274.5,
  'src/features/timeline/components/timeline-screen.tsx': 252.7,
  'src/features/settings/components/settings-screen.tsx': 250.3,
  'src/features/smartquote-overview/components/smartquote-overview-screen.tsx': 250.6,
};

/** `budgetKb` is the issue's; `limitKb` is what the guard holds it to today (the ceiling while one is set). */
export type FirstLoad = { screen: string; files: string[]; gzipKb: number; budgetKb: number; limitKb: number };

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
  const lazyScreens = Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isDynamicEntry && SCREEN.test(key))
    .map(([screen]) => screen);
  return [...ENTRY_SCREENS, ...lazyScreens]
    .map((screen) => {
      const files = new Set<string>();
      const roots = ENTRY_SCREENS.includes(screen)
        ? [ENTRY]
        : SIGNED_OUT.test(screen)
          ? [ENTRY, screen]
          : [ENTRY, SHELL, screen];
      for (const key of roots) staticClosure(manifest, key, files);
      const js = [...files].filter((file) => file.endsWith('.js'));
      const budgetKb = FIRST_LOAD_BUDGETS_KB[screen] ?? LATER_SCREEN_BUDGET_KB;
      return {
        screen,
        files: js,
        gzipKb: Math.round(js.reduce((sum, file) => sum + sizeOf(file), 0) * 10) / 10,
        budgetKb,
        limitKb: FIRST_LOAD_CEILINGS_KB[screen] ?? budgetKb,
      };
    })
    .sort((a, b) => a.screen.localeCompare(b.screen));
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log('first-load JS, kB gzip: measured / budget (ceiling while over budget)');
  for (const { screen, gzipKb, budgetKb, limitKb, files } of measureFirstLoads()) {
    const mark = gzipKb <= budgetKb ? 'ok  ' : gzipKb <= limitKb ? 'over' : 'FAIL';
    const ceiling = limitKb === budgetKb ? '' : ` (${limitKb})`;
    console.log(`${mark} ${String(gzipKb).padStart(6)} / ${budgetKb}${ceiling}  ${screen}  (${files.length} files)`);
  }
}
