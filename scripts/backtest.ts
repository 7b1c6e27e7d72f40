// The leave-one-out backtest of BACKTEST.md (issue 16 item 5) on one Inside Airbnb detailed listings file: our
// engine (forecastSmartquote, as the product calls it, neutral levers) beside the AirDNA-style baseline (M2).
//
// Usage: npm run backtest -- --listings <listings .csv.gz> [--half tuning|held-out|all]
//          [--inputs neutral|standard-step] [--json]
//
// The quote's inputs: location, type, bedrooms, bathrooms; `--inputs standard-step` adds the amenities level and car
// spaces of the standard step, read from the listing's amenities (scripts/market/amenities.ts). The overview's
// levers (segment, pricing, occupancy) stay neutral either way.
//
// Where the file has no estimated_revenue_l365d (the Sunshine Coast), revenue is the documented proxy:
// price × min(255, 2 × reviews_ltm × max(3, minimum_nights)). See bench/README.md "Backtest (issue 16 item 5)".

import { parseArgs } from 'node:util';
import { score, type TScores } from './backtest/metrics';
import type { THalf } from './backtest/permutation';
import { runBacktest, type TQuoteInputs } from './backtest/protocol';
import { readListings, scrapeDate } from './market/read-listings';

const HALVES: THalf[] = ['tuning', 'held-out', 'all'];
const INPUTS: TQuoteInputs[] = ['neutral', 'standard-step'];

const main = () => {
  const { values } = parseArgs({
    options: {
      listings: { type: 'string' },
      half: { type: 'string', default: 'all' },
      inputs: { type: 'string', default: 'neutral' },
      json: { type: 'boolean', default: false },
    },
  });
  const half = values.half as THalf;
  const inputs = values.inputs as TQuoteInputs;
  if (!values.listings || !HALVES.includes(half) || !INPUTS.includes(inputs)) {
    console.error(
      'Usage: npm run backtest -- --listings <listings .csv.gz> [--half tuning|held-out|all] ' +
        '[--inputs neutral|standard-step] [--json]',
    );
    process.exit(2);
  }
  const rows = readListings(values.listings);
  const asOf = scrapeDate(rows);
  const run = runBacktest(rows, 'Backtest', asOf, half, { inputs });
  const model = score(run.model, run.actuals);
  const baseline = score(run.baseline, run.actuals);
  if (values.json) {
    console.log(JSON.stringify({ n: run.n, model, baseline }));
    return;
  }
  const estimated = rows.some((row) => row.estimateSource === 'column');
  console.log(`${values.listings} (as of ${asOf}), half: ${half}, inputs: ${inputs}, n = ${run.n}`);
  console.log(
    `revenue: ${estimated ? "the file's estimated_revenue_l365d" : 'the proxy price × min(255, 2 × reviews_ltm × max(3, minimum_nights))'}` +
      (run.declined ? `; our engine declined ${run.declined} targets (baseline figures used for them)` : ''),
  );
  const percent = (value: number) => `${(value * 100).toFixed(1)}%`.padStart(8);
  const line = (name: string, s: TScores) =>
    `${name.padEnd(28)}${percent(s.rateMdape)}${percent(s.revenueMdape)}${percent(s.coverage)}${s.bandWidth.toFixed(2).padStart(8)}`;
  console.log(
    `${'method'.padEnd(28)}${'rate'.padStart(8)}${'revenue'.padStart(8)}${'P25-P75'.padStart(8)}${'width'.padStart(8)}`,
  );
  console.log(line('ours (forecastSmartquote)', model));
  console.log(line('M2 AirDNA-style baseline', baseline));
  console.log('rate, revenue: MdAPE; P25-P75: coverage of actual revenue; width: median (P75 - P25) / forecast');
};

main();
