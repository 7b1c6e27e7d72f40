// The leave-one-out backtest of BACKTEST.md (issue 16 item 5, issue 32 item 2) on one Inside Airbnb detailed listings
// file: our engine (forecastSmartquote, as the product calls it, neutral levers) beside the AirDNA-style baseline
// (M2), on two populations in the same run: the homes let all year (the pool's rule, scripts/market/listing-rules.ts)
// and every active listing (BACKTEST.md's targets). Each population shows ours on the shipped pool's comps, ours on
// every active comp (the engine before the pool), M2 as written (every active comp) and M2 given the pool's comps.
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
import { prepareTargets, runBacktest, type TPopulation, type TQuoteInputs } from './backtest/protocol';
import { readListings, scrapeDate } from './market/read-listings';

const HALVES: THalf[] = ['tuning', 'held-out', 'all'];
const INPUTS: TQuoteInputs[] = ['neutral', 'standard-step'];
const POPULATIONS: TPopulation[] = ['pool', 'active'];

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
  const prepared = prepareTargets(rows, 'Backtest', asOf);
  const results = POPULATIONS.map((targets) => {
    const shipped = runBacktest(rows, 'Backtest', asOf, half, { inputs, targets }, prepared);
    const before = runBacktest(
      rows,
      'Backtest',
      asOf,
      half,
      { inputs, targets, comps: 'active', baselineComps: 'pool' },
      prepared,
    );
    return {
      targets,
      n: shipped.n,
      declined: shipped.declined,
      ours: score(shipped.model, shipped.actuals),
      oursOnActiveComps: score(before.model, before.actuals),
      baseline: score(shipped.baseline, shipped.actuals),
      baselineOnPoolComps: score(before.baseline, before.actuals),
    };
  });
  if (values.json) {
    console.log(JSON.stringify(results));
    return;
  }
  const estimated = rows.some((row) => row.estimateSource === 'column');
  console.log(`${values.listings} (as of ${asOf}), half: ${half}, inputs: ${inputs}`);
  console.log(
    `revenue: ${estimated ? "the file's estimated_revenue_l365d" : 'the proxy price × min(255, 2 × reviews_ltm × max(3, minimum_nights))'}`,
  );
  const percent = (value: number) => `${(value * 100).toFixed(1)}%`.padStart(8);
  const line = (name: string, s: TScores) =>
    `${name.padEnd(34)}${percent(s.rateMdape)}${percent(s.revenueMdape)}${percent(s.coverage)}${s.bandWidth.toFixed(2).padStart(8)}`;
  for (const result of results) {
    console.log(
      `\ntargets: ${result.targets === 'pool' ? 'homes let all year (the pool)' : 'every active listing'}, n = ${result.n}` +
        (result.declined ? `; our engine declined ${result.declined} (baseline figures used for them)` : ''),
    );
    console.log(
      `${'method'.padEnd(34)}${'rate'.padStart(8)}${'revenue'.padStart(8)}${'P25-P75'.padStart(8)}${'width'.padStart(8)}`,
    );
    console.log(line('ours (pool comps, as shipped)', result.ours));
    console.log(line('ours on every active comp', result.oursOnActiveComps));
    console.log(line('M2 AirDNA-style baseline', result.baseline));
    console.log(line('M2 on the pool comps', result.baselineOnPoolComps));
  }
  console.log('\nrate, revenue: MdAPE; P25-P75: coverage of actual revenue; width: median (P75 - P25) / forecast');
};

main();
