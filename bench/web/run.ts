/**
 * bench/web: what a person waits for on the first screens (issue 12). Builds the web app if it changed and the
 * server ahead of time, starts the production build (`node apps/api/dist/server.mjs`, as `npm run start:prod`) on
 * a fresh embedded database in its own process, and runs Lighthouse 12 (Debian's Chromium, headless) on
 * /login, the signed-in /properties and a property's calendar, at the desktop and mobile presets, 3 runs each.
 * Prints the medians beside the budgets: performance, accessibility and best practices, FCP, LCP, TBT, CLS, and
 * the JavaScript the page loaded (bytes on the wire, and re-gzipped at level 9 as the budgets count it).
 * Never part of the test run.
 *
 *   npm run bench:web
 *   BENCH_RUNS=1 npm run bench:web          # one run per page and preset
 *   BENCH_CHROMIUM=/path/to/chrome npm run bench:web
 *   BENCH_PAGES=/properties BENCH_REPORTS=/tmp/lh npm run bench:web   # one page; keep each Lighthouse report (JSON)
 *   BENCH_PORT=3550 npm run bench:web       # the app's port (3200 by default; the HTTPS front is on port + 43)
 *   BENCH_VIA=https npm run bench:web       # only behind the HTTPS front (direct,https by default)
 *
 * The first row, `floor`, is an empty page (a line of text) served by the same server from the same folder, measured
 * in the same run at both presets: what this machine and this Chromium cost before any of our bytes, so figures taken
 * on different machines can be compared (issue 33).
 *
 * Each page is measured twice: `direct`, from the app's own HTTP/1.1 port, and `https`, through an HTTPS front speaking
 * HTTP/2 (bench/support/https-proxy.ts), as production serves it behind the HTTPS proxy docs/OPERATIONS.md asks for.
 * Lighthouse models the two differently: over HTTP/1.1 six connections, a round trip per script; over HTTP/2 one
 * connection that, once open, costs a script its bytes only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags, type RunnerResult } from 'lighthouse';
import { DEMO_ACCOUNTS } from '../../apps/api/src/seed/demo-accounts';
import { signIn } from '../support/sign-in';
import { startHttpsProxy } from '../support/https-proxy';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROMIUM = process.env.BENCH_CHROMIUM ?? '/usr/bin/chromium';
const PORT = Number(process.env.BENCH_PORT ?? 3200);
const BASE = `http://localhost:${PORT}`;
const HTTPS_PORT = PORT + 43;
const VIA = (process.env.BENCH_VIA ?? 'direct,https').split(',') as Via[];
const ORIGINS = { direct: BASE, https: `https://localhost:${HTTPS_PORT}` } as const;
type Via = keyof typeof ORIGINS;
/** Only the pages whose name is listed (comma-separated), and where to keep the reports, for a closer look. */
const ONLY_PAGES = process.env.BENCH_PAGES?.split(',') ?? null;
const REPORTS = process.env.BENCH_REPORTS ?? null;

type Preset = 'desktop' | 'mobile';
type Page = { name: string; path: string; signedIn: boolean; jsBudgetKb: number | null };
/** The budgets: gzip of the JavaScript a page loads, and the Lighthouse scores. */
const SCORE_BUDGETS = { desktop: 0.95, mobile: 0.9, accessibility: 0.95, bestPractices: 0.95 };

type Sample = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsWireKb: number;
  jsGzipKb: number;
};

/** The median of the runs that gave a figure: Lighthouse sometimes fails to record a run's trace (NaN). */
const median = (values: number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const startApp = async (dataDir: string): Promise<ChildProcess> => {
  const child = spawn('node', ['apps/api/dist/server.mjs'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      JOBS: 'false',
      LOG_LEVEL: 'warn',
      REQUEST_LOG: 'off',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 240; i += 1) {
    const up = await fetch(`${BASE}/api/v1/public/config`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return child;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill();
  throw new Error('the app did not start within two minutes');
};

const build = () =>
  new Promise<void>((resolve, reject) => {
    const child = spawn('node', ['--import', 'tsx', 'scripts/build-web.ts', '--if-changed'], { stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`build failed (${code})`))));
  }).then(
    () =>
      new Promise<void>((resolve, reject) => {
        const child = spawn('node', ['--import', 'tsx', 'scripts/build-server.ts'], { stdio: 'inherit' });
        child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`server build failed (${code})`))));
      }),
  );

/** The scripts the page loaded: bytes on the wire (brotli from our server), and each body gzipped at level 9. */
const scriptSizes = async (lhr: RunnerResult['lhr']) => {
  const items = (lhr.audits['network-requests']?.details as { items?: Record<string, unknown>[] } | undefined)?.items;
  const scripts = (items ?? []).filter((item) => item.resourceType === 'Script');
  let wire = 0;
  let gzip = 0;
  for (const script of scripts) {
    wire += Number(script.transferSize ?? 0);
    // The same file from the app's own port (Node's fetch would refuse the front's self-signed certificate).
    const url = String(script.url).replace(ORIGINS.https, BASE);
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { jsWireKb: wire / 1024, jsGzipKb: gzip / 1024 };
};

const runOnce = async (url: string, preset: Preset, cookie: string | null, report: string): Promise<Sample> => {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    // The HTTPS front's certificate is made for the run (bench/support/https-proxy.ts).
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--ignore-certificate-errors'],
  });
  try {
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    };
    const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    const { lhr } = result;
    if (REPORTS) {
      mkdirSync(REPORTS, { recursive: true });
      writeFileSync(path.join(REPORTS, `${report}.json`), JSON.stringify(lhr));
    }
    const metric = (id: string) => Number(lhr.audits[id]?.numericValue ?? Number.NaN);
    return {
      performance: lhr.categories.performance?.score ?? Number.NaN,
      accessibility: lhr.categories.accessibility?.score ?? Number.NaN,
      bestPractices: lhr.categories['best-practices']?.score ?? Number.NaN,
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      ...(await scriptSizes(lhr)),
    };
  } finally {
    await chrome.kill();
  }
};

const mark = (ok: boolean) => (ok ? '' : ' ✗');

/** The floor: a page with one line of text and nothing else, written beside index.html for the run (the server serves
 * dist's files as they are) and removed after it. */
const FLOOR_FILE = 'bench-floor.html';
const FLOOR_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Floor</title>
  </head>
  <body>
    <p>Floor</p>
  </body>
</html>
`;
const WEB_DIST = path.resolve(import.meta.dirname, '../../apps/web/dist');

const main = async () => {
  await build();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hearth-bench-web-'));
  const app = await startApp(dataDir);
  const front = await startHttpsProxy(HTTPS_PORT, PORT);
  const floorFile = path.join(WEB_DIST, FLOOR_FILE);
  writeFileSync(floorFile, FLOOR_HTML);
  try {
    const staff = DEMO_ACCOUNTS.find((a) => a.name === 'staff');
    if (!staff) throw new Error('no staff demo account');
    const { cookie } = await signIn(BASE, staff.email);
    const search = (await (await fetch(`${BASE}/api/v3/search?page[size]=1`, { headers: { cookie } })).json()) as {
      data: { id: string }[];
    };
    const propertyId = search.data[0]?.id;
    if (!propertyId) throw new Error('the demo data has no property');
    const pages: Page[] = [
      { name: 'floor', path: `/${FLOOR_FILE}`, signedIn: false, jsBudgetKb: null },
      { name: '/login', path: '/login', signedIn: false, jsBudgetKb: 120 },
      { name: '/properties', path: '/properties', signedIn: true, jsBudgetKb: 200 },
      { name: 'calendar', path: `/properties/${propertyId}`, signedIn: true, jsBudgetKb: 220 },
    ];
    console.log(`Lighthouse 12, ${RUNS} run(s) per row, median; Chromium ${CHROMIUM}; budgets in brackets.\n`);
    console.log(
      '| page | via | preset | performance | accessibility | best practices | FCP ms | LCP ms | TBT ms | CLS | JS wire kB | JS gzip kB |',
    );
    console.log('| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    const rows = pages
      .filter((p) => !ONLY_PAGES || ONLY_PAGES.includes(p.name))
      .flatMap((page) =>
        VIA.flatMap((via) => (['desktop', 'mobile'] as const).map((preset) => ({ page, via, preset }))),
      );
    for (const { page, via, preset } of rows) {
      const samples: Sample[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const report = `${page.name.replace(/\W+/g, '') || 'page'}-${via}-${preset}-${run + 1}`;
        const url = `${ORIGINS[via]}${page.path}`;
        samples.push(await runOnce(url, preset, page.signedIn ? cookie : null, report));
      }
      const m = (key: keyof Sample) => median(samples.map((s) => s[key]));
      const recorded = samples.filter((s) => Number.isFinite(s.lcp)).length;
      const runs = recorded === RUNS ? '' : ` (${recorded} of ${RUNS} runs)`;
      const perfBudget = SCORE_BUDGETS[preset];
      const js =
        page.jsBudgetKb === null
          ? `${m('jsGzipKb').toFixed(0)}`
          : `${m('jsGzipKb').toFixed(0)} (≤ ${page.jsBudgetKb})${mark(m('jsGzipKb') <= page.jsBudgetKb)}`;
      const performance =
        page.jsBudgetKb === null
          ? m('performance').toFixed(2)
          : `${m('performance').toFixed(2)} (≥ ${perfBudget})${mark(m('performance') >= perfBudget)}`;
      console.log(
        `| ${page.name}${runs} | ${via} | ${preset} | ${performance}` +
          ` | ${m('accessibility').toFixed(2)}${mark(m('accessibility') >= SCORE_BUDGETS.accessibility)}` +
          ` | ${m('bestPractices').toFixed(2)}${mark(m('bestPractices') >= SCORE_BUDGETS.bestPractices)}` +
          ` | ${m('fcp').toFixed(0)} | ${m('lcp').toFixed(0)} | ${m('tbt').toFixed(0)} | ${m('cls').toFixed(3)}` +
          ` | ${m('jsWireKb').toFixed(0)} | ${js} |`,
      );
    }
  } finally {
    rmSync(floorFile, { force: true });
    await front.close();
    app.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
};

await main();
