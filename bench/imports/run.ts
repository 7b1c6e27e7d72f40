/**
 * bench/imports: importing from another system in one go (docs/product/imports.md, issue 30 item 7). Through the real
 * API, as admin on a fresh demo database: 10,000 homes, then 100,000 bookings to come over them (ten each), each file
 * checked (preview), imported (the call that checks and answers 202, then the write in one transaction, polled as the
 * page polls it) and imported again (nothing changes). Meanwhile staff call `GET /api/v3/users/me` every 50 ms, as
 * pages do. Prints the times, how often the progress moved, and staff's latency. Never part of the test run.
 *
 *   npm run bench:imports
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:imports
 *   BENCH_HOMES=1000 BENCH_BOOKINGS=10000 npm run bench:imports     # smaller files
 */
import { addDays, BOOKINGS_CSV_COLUMNS, HOMES_CSV_COLUMNS, todayIn, type TImportDocument } from '@hearth/domain';
import { loadConfig } from '../../apps/api/src/config';
import { buildApp, createBlobStore } from '../../apps/api/src/app';
import type { Database } from '../../apps/api/src/db/client';
import { prepareDatabase } from '../../apps/api/src/seed/prepare';
import { onFreshEngines } from '../support/fresh-engines';
import { signIn } from '../support/sign-in';
import { fmt, percentile } from '../support/http-bench';

const HOMES = Number(process.env.BENCH_HOMES ?? 10_000);
const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 100_000);
const CALL_EVERY_MS = 50;
const POLL_MS = 250;

/** Places of the gazetteer: suburb, state or region, country, postcode. */
const PLACES = [
  ['Noosa Heads', 'QLD', 'AU', '4567'],
  ['Byron Bay', 'NSW', 'AU', '2481'],
  ['Bondi Beach', 'NSW', 'AU', '2026'],
  ['Lorne', 'VIC', 'AU', '3232'],
  ['Port Douglas', 'QLD', 'AU', '4877'],
  ['Margaret River', 'WA', 'AU', '6285'],
  ['Hobart', 'TAS', 'AU', '7000'],
  ['Queenstown', 'Otago', 'NZ', '9300'],
  ['Wanaka', 'Otago', 'NZ', '9305'],
] as const;
const CHANNELS = ['Airbnb', 'Booking.com', 'Vrbo', 'Stayz', 'Expedia'];

const codeOf = (i: number) => `IMB-${String(i).padStart(5, '0')}`;

const homesFile = (): string => {
  const lines = [HOMES_CSV_COLUMNS.join(',')];
  for (let i = 0; i < HOMES; i += 1) {
    const [suburb, state, country, postcode] = PLACES[i % PLACES.length]!;
    const cells: Record<string, string> = {
      code: codeOf(i),
      name: `Bench home ${i}`,
      type: i % 3 === 0 ? 'apartment' : 'house',
      street: `${(i % 200) + 1} Bench Street`,
      suburb,
      state,
      postcode,
      country,
      bedrooms: String((i % 4) + 1),
      bathrooms: '1',
      beds: String((i % 4) + 1),
      max_guests: String((i % 4) + 2),
      cleaning_fee: '120',
    };
    lines.push(HOMES_CSV_COLUMNS.map((column) => cells[column] ?? '').join(','));
  }
  return `${lines.join('\n')}\n`;
};

/** Ten stays to come per home, three nights each with a night between them, from a month ahead. */
const bookingsFile = (): string => {
  const today = todayIn('Pacific/Auckland');
  const lines = [BOOKINGS_CSV_COLUMNS.join(',')];
  for (let i = 0; i < BOOKINGS; i += 1) {
    const home = i % HOMES;
    const slot = Math.floor(i / HOMES);
    const checkIn = addDays(today, 30 + slot * 4);
    const cells: Record<string, string> = {
      code: codeOf(home),
      channel: CHANNELS[i % CHANNELS.length]!,
      reference: `BENCH${String(i).padStart(7, '0')}`,
      guest_name: `Guest ${i}`,
      guest_email: `guest${i}@example.com`,
      check_in: checkIn,
      check_out: addDays(checkIn, 3),
      adults: '2',
      amount: String(450 + (i % 300)),
      status: 'confirmed',
    };
    lines.push(BOOKINGS_CSV_COLUMNS.map((column) => cells[column] ?? '').join(','));
  }
  return `${lines.join('\n')}\n`;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Staff's calls, one every CALL_EVERY_MS until `until()` says stop: each one's latency. */
const staffCalls = async (base: string, cookie: string, until: () => boolean): Promise<number[]> => {
  const latencies: number[] = [];
  while (!until()) {
    const started = performance.now();
    const response = await fetch(`${base}/api/v3/users/me`, { headers: { cookie } });
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
    await sleep(CALL_EVERY_MS);
  }
  return latencies;
};

type Row = {
  engine: string;
  file: string;
  step: string;
  seconds: string;
  result: string;
  'staff p50 ms': string;
  'staff max ms': string;
};

const benchEngine = async (engine: string, database: Database, workDir: string): Promise<Row[]> => {
  const config = loadConfig({ DATA_DIR: workDir, LOG_LEVEL: 'silent', APP_ENV: 'demo', JOBS: 'false' });
  const blob = createBlobStore(config);
  await prepareDatabase({ database, blob, seed: true, credentialKey: config.credentialKey });
  const app = await buildApp(config, { db: database.db, blob });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const rows: Row[] = [];
  try {
    const admin = await signIn(base, 'admin@demo.hearth.au');
    const staff = await signIn(base, 'staff@demo.hearth.au');
    const headers = { cookie: admin.cookie, 'x-csrf-token': admin.csrfToken };
    const post = (kind: string, body: string, preview: boolean) =>
      fetch(`${base}/api/v3/imports/${kind}?preview=${preview}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'text/csv' },
        body,
      });

    /** Runs one step while staff keep calling: its figures and staff's latency meanwhile. */
    const timed = async (step: () => Promise<{ seconds: string; result: string }>) => {
      let stop = false;
      const during = staffCalls(base, staff.cookie, () => stop);
      const figures = await step().finally(() => {
        stop = true;
      });
      const sorted = [...(await during)].sort((a, b) => a - b);
      return { ...figures, 'staff p50 ms': fmt(percentile(sorted, 50)), 'staff max ms': fmt(sorted.at(-1) ?? 0) };
    };

    const check = (kind: string, body: string) => async () => {
      const began = performance.now();
      const response = await post(kind, body, true);
      if (response.status !== 200) throw new Error(`${kind} preview answered ${response.status}`);
      const { data } = (await response.json()) as { data: Record<string, number> };
      return {
        seconds: ((performance.now() - began) / 1000).toFixed(1),
        result: `+${data.added} ~${data.updated} =${data.unchanged}, ${data.errorCount} errors`,
      };
    };

    /** The import as the page sees it: the call that checks and answers 202, then polls until it has finished. */
    const importing = (kind: string, body: string) => async () => {
      const began = performance.now();
      const response = await post(kind, body, false);
      const accepted = (performance.now() - began) / 1000;
      if (response.status !== 202)
        throw new Error(`${kind} import answered ${response.status}: ${await response.text()}`);
      const { id } = ((await response.json()) as TImportDocument).data;
      const seen = new Set<number>();
      let attributes: TImportDocument['data']['attributes'];
      for (;;) {
        await sleep(POLL_MS);
        const poll = await fetch(`${base}/api/v3/imports/${id}`, { headers });
        attributes = ((await poll.json()) as TImportDocument).data.attributes;
        if (attributes.state === 'running') seen.add(attributes.done);
        else break;
      }
      const { outcome, added, updated, unchanged } = attributes;
      return {
        seconds: `${((performance.now() - began) / 1000).toFixed(1)} (202 after ${accepted.toFixed(1)})`,
        result: `${outcome}: +${added} ~${updated} =${unchanged}; progress polled at ${seen.size} counts`,
      };
    };

    const measure = async (kind: 'homes' | 'bookings', label: string, body: string) => {
      const file = `${label} (${(Buffer.byteLength(body) / 1024 / 1024).toFixed(1)} MB)`;
      rows.push({ engine, file, step: 'check (preview)', ...(await timed(check(kind, body))) });
      rows.push({ engine, file, step: 'import', ...(await timed(importing(kind, body))) });
      rows.push({ engine, file, step: 'same file again', ...(await timed(importing(kind, body))) });
    };

    await measure('homes', `${HOMES.toLocaleString('en-AU')} homes`, homesFile());
    await measure('bookings', `${BOOKINGS.toLocaleString('en-AU')} bookings`, bookingsFile());
    console.table(rows);
    return rows;
  } finally {
    await app.close();
  }
};

const main = async () => {
  const rows = await onFreshEngines(benchEngine);
  console.log(`\nimports through the API; staff's GET /api/v3/users/me every ${CALL_EVERY_MS} ms meanwhile\n`);
  console.table(rows);
};

await main();
