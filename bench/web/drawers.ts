/**
 * bench/web/drawers: how long 'Book' and 'Block' on the multi-calendar take to open their drawers (issue 28 item 7,
 * budget under 1 s), in headless Chromium against a running app (`npm start`, or BENCH_URL). Each sample loads the
 * multi-calendar afresh (cold code cache for the drawer), chooses two free nights of the first home, points at the
 * button as a person does, clicks, and times until the drawer's first field can be used. Never part of the test run.
 *
 *   npm start &                       # the demo on http://localhost:3000
 *   npm run bench:drawers
 *   BENCH_RUNS=10 BENCH_URL=http://localhost:3200 npm run bench:drawers
 */
import { chromium, type Page } from 'playwright-core';
import { addDays, todayIn } from '@hearth/domain';
import { DEMO_PASSWORD } from '../../apps/api/src/seed/demo-accounts';

const BASE = process.env.BENCH_URL ?? 'http://localhost:3000';
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CHROMIUM = process.env.BENCH_CHROMIUM ?? '/usr/bin/chromium';

type Timeline = { data: { attributes: { name: string; bookings: { start: string; end: string }[] } }[] };

/** A free pair of nights of the first home, 200 days or more ahead (events aside: a hold only warns). */
const freeNights = async (page: Page, offset: number): Promise<{ name: string; start: string }> => {
  const from = addDays(todayIn('Australia/Sydney'), 200 + offset * 7);
  const to = addDays(from, 13);
  const response = await page.request.get(`${BASE}/api/v3/calendar/timeline`, { params: { from, to } });
  const [home] = ((await response.json()) as Timeline).data;
  if (!home) throw new Error('no home on the timeline');
  const taken = (night: string) => home.attributes.bookings.some((b) => b.start <= night && night < b.end);
  for (let night = from; night < addDays(to, -2); night = addDays(night, 1)) {
    if (!taken(night) && !taken(addDays(night, 1))) return { name: home.attributes.name, start: night };
  }
  throw new Error('no free nights');
};

const cellName = (day: string) => {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'UTC',
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    })
      .formatToParts(new Date(`${day}T00:00:00Z`))
      .map((part) => [part.type, part.value]),
  );
  return `${p.weekday} ${p.day} ${p.month} ${p.year}`;
};

const sample = async (page: Page, button: 'Book' | 'Block', offset: number): Promise<number> => {
  const { name, start } = await freeNights(page, offset);
  await page.goto(`${BASE}/properties/timeline?start=${start}&width=2w`);
  const row = page.getByRole('group', { name }).first();
  await row.getByRole('button', { name: cellName(start), exact: true }).click();
  await row.getByRole('button', { name: cellName(addDays(start, 2)), exact: true }).click();
  const target = page.getByRole('region', { name: 'Selected nights' }).getByRole('button', { name: button });
  await target.hover();
  // Timed in the page, from the press to the frame where the drawer's first field is drawn in full and the drawer
  // has finished sliding in (Playwright's own waiting polls at growing intervals, which would add to the figure).
  const field = button === 'Book' ? 'Guest full name' : 'Status';
  // In the page's own language: the bench project has no DOM types.
  const measured = page.evaluate<number>(`new Promise((resolve) => {
    addEventListener('pointerdown', () => {
      const t0 = performance.now();
      let last = '';
      const frame = () => {
        const input = [...document.querySelectorAll('[role="dialog"] input')].find((el) =>
          el.labels && el.labels[0] && el.labels[0].textContent.startsWith(${JSON.stringify(field)}));
        const box = input && input.getBoundingClientRect();
        const where = box ? Math.round(box.left) + ',' + Math.round(box.right) : '';
        const settled = box && box.width > 0 && box.right <= innerWidth && where === last;
        last = where;
        if (settled) resolve(performance.now() - t0);
        else requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    }, { once: true, capture: true });
  })`);
  await target.click();
  const took = Math.round(await measured);
  await page.keyboard.press('Escape');
  return took;
};

const main = async () => {
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${BASE}/login`);
  await page.getByRole('textbox', { name: /^Email/ }).fill('reservations@demo.hearth.au');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  for (const button of ['Book', 'Block'] as const) {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i += 1) times.push(await sample(page, button, i));
    const sorted = [...times].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)];
    console.log(`${button.padEnd(5)} drawer: median ${median} ms, max ${sorted.at(-1)} ms (${times.join(', ')} ms)`);
  }
  await browser.close();
};

await main();
