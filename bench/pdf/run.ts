/**
 * bench/pdf: what drawing a PDF costs the server (issue 32 item 4). The demo's published SmartQuotes as PDFs through
 * the public operation (the page's answer, images, layout, the embedded Noto Sans subsets), and an owner statement of
 * 60 lines drawn from its sheet. Prints the first document's time (the font files read and parsed) and the next ones'.
 * Never part of the test run.
 *
 *   npm run bench:pdf
 */
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../apps/api/src/config';
import { createBlobStore } from '../../apps/api/src/app';
import { getPublicQuotePdf } from '../../apps/api/src/modules/smartquotes/get-public-quote-pdf';
import { renderStatementPdf, type StatementSheet } from '../../apps/api/src/modules/statements/statement-pdf';
import { prepareDatabase } from '../../apps/api/src/seed/prepare';
import { onFreshEngines } from '../support/fresh-engines';
import { fmt, percentile } from '../support/http-bench';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);

type Row = { document: string; pages: string; 'first ms': string; 'p50 ms': string; 'p95 ms': string; runs: number };

const timed = async (draw: () => Promise<Buffer>) => {
  const started = performance.now();
  const pdf = await draw();
  return { ms: performance.now() - started, pdf };
};

const pagesOf = (pdf: Buffer) => String(pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0);

const rowOf = (document: string, times: number[], pdf: Buffer): Row => {
  const [first = 0, ...rest] = times;
  const sorted = [...rest].sort((a, b) => a - b);
  return {
    document,
    pages: pagesOf(pdf),
    'first ms': fmt(first),
    'p50 ms': fmt(percentile(sorted, 50)),
    'p95 ms': fmt(percentile(sorted, 95)),
    runs: times.length,
  };
};

/** A busy month: 60 stays with guests' names in Vietnamese and Māori. */
const statementSheet: StatementSheet = {
  brand: { name: 'Coastal Stays', accent: '#1b6f8a', logo: null },
  month: '2026-05-01',
  status: 'published',
  generatedOn: '2026-06-03',
  paidOn: null,
  property: { name: 'Kōwhai Cottage', fullAddress: '88 Te Ara Road, Whangārei Heads, 0174, New Zealand' },
  owners: ['Nguyễn Thị Phương Thảo'],
  currency: 'NZD',
  totals: { nights: 120, income: 6_000_000, managementFee: -1_200_000, costs: -60_000, payout: 4_740_000 },
  lines: Array.from({ length: 60 }, (_, i) => ({
    kind: 'stay' as const,
    description: `Guest stay HM${1000 + i} ${i % 2 ? 'Trần Đặng Quỳnh Hương' : 'Mereana Tūhoe-Pōmare'}`,
    checkIn: '2026-05-01',
    checkOut: '2026-05-03',
    nights: 2,
    income: 100_000,
    managementFee: -20_000,
    costs: -1_000,
    payout: 79_000,
  })),
};

const rows = await onFreshEngines<Row>(async (engine, database, workDir) => {
  if (engine !== 'PGlite') return []; // drawing does not depend on the engine
  const config = loadConfig({ DATA_DIR: workDir, LOG_LEVEL: 'silent', APP_ENV: 'demo', JOBS: 'false' });
  const blob = createBlobStore(config);
  await prepareDatabase({ database, blob, seed: true, credentialKey: config.credentialKey });
  const { rows: quotes } = (await database.db.execute(
    sql`select public_token as token, country from smartquotes where status = 'published' order by public_token`,
  )) as unknown as { rows: { token: string; country: string }[] };

  const out: Row[] = [];
  for (const country of ['Australia', 'New Zealand']) {
    const token = quotes.find((quote) => quote.country === country)?.token;
    if (!token) continue;
    const times: number[] = [];
    let pdf: Buffer = Buffer.alloc(0);
    for (let round = 0; round < ROUNDS; round += 1) {
      // A caller of its own each time: the public route's rate limit counts per address.
      const run = await timed(
        async () => (await getPublicQuotePdf({ db: database.db, blob, ip: `198.51.100.${round + 1}`, token })).pdf,
      );
      times.push(run.ms);
      pdf = run.pdf;
    }
    out.push(rowOf(`SmartQuote, ${country} (demo)`, times, pdf));
  }
  const times: number[] = [];
  let pdf: Buffer = Buffer.alloc(0);
  for (let round = 0; round < ROUNDS; round += 1) {
    const run = await timed(() => renderStatementPdf(statementSheet));
    times.push(run.ms);
    pdf = run.pdf;
  }
  out.push(rowOf('Owner statement, 60 lines', times, pdf));
  return out;
});

console.table(rows);
