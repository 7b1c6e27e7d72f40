// Tuning of the engine's numbers (FORECAST_MODEL) on Brisbane's tuning half only: the log-linear steps from a
// least-squares fit, then a small grid over the comp selection, scored leave-one-out like the backtest.
//
// Usage: node --import tsx scripts/backtest/tune.ts --listings <Brisbane listings .csv.gz> [--grid '<json array>']
//          [--inputs neutral|standard-step]
// The held-out half and other regions are never read here.

import { parseArgs } from 'node:util';
import type { TForecastModel } from '@hearth/domain';
import { amenityLevel, amenityScore, carSpacesOf } from '../market/amenities';
import { readListings, scrapeDate } from '../market/read-listings';
import { score } from './metrics';
import { halfIndexes } from './permutation';
import { prepareTargets, runBacktest, type TQuoteInputs } from './protocol';

/** Ordinary least squares by the normal equations (Gauss–Jordan): small, dense, well-conditioned here. */
const leastSquares = (rows: number[][], ys: number[]): number[] => {
  const p = (rows[0] as number[]).length;
  const a = Array.from({ length: p }, (_, i) =>
    Array.from({ length: p + 1 }, (_, j) =>
      rows.reduce((sum, row, r) => sum + (row[i] as number) * (j < p ? (row[j] as number) : (ys[r] as number)), 0),
    ),
  );
  for (let c = 0; c < p; c += 1) {
    const pivot = (a[c] as number[])[c] as number;
    for (let j = c; j <= p; j += 1) (a[c] as number[])[j] = ((a[c] as number[])[j] as number) / pivot;
    for (let r = 0; r < p; r += 1) {
      if (r === c) continue;
      const factor = (a[r] as number[])[c] as number;
      for (let j = c; j <= p; j += 1)
        (a[r] as number[])[j] = ((a[r] as number[])[j] as number) - factor * ((a[c] as number[])[j] as number);
    }
  }
  return a.map((row) => row[p] as number);
};

const main = () => {
  const { values } = parseArgs({
    options: {
      listings: { type: 'string' },
      grid: { type: 'string' },
      inputs: { type: 'string', default: 'neutral' },
    },
  });
  if (!values.listings) throw new Error('--listings <Brisbane listings .csv.gz> is required');
  const inputs = values.inputs as TQuoteInputs;
  const rows = readListings(values.listings);
  const asOf = scrapeDate(rows);
  const targets = prepareTargets(rows, 'Tuning', asOf);
  // The pool's targets of the tuning half: the homes let all year, as the shipped comps are.
  const tuning = halfIndexes(targets.length, 'tuning')
    .map((i) => targets[i] as (typeof targets)[number])
    .filter((target) => target.letAllYear);

  const scores = tuning.map(({ row }) => amenityScore(row.amenities)).sort((a, b) => a - b);
  const quartile = (q: number) => scores[Math.floor(q * scores.length)];
  console.log(`amenity score quartiles (AMENITY_CUTS): ${[0.25, 0.5, 0.75].map(quartile).join(', ')}`);

  const features = tuning.map(({ home, row }) => {
    const level = amenityLevel(row.amenities);
    return [
      1,
      home.bedrooms,
      home.bathrooms,
      Number(row.propertyType === 'apartment'),
      Number(level === 'basic'),
      Number(level === 'good'),
      Number(level === 'extra'),
      carSpacesOf(row.amenities),
    ];
  });
  const fit = (ys: number[]) => leastSquares(features, ys).map((b) => Math.round(b * 1000) / 1000);
  const terms = '1 + bedrooms + bathrooms + apartment + basic + good + extra + car space';
  console.log(`log price ~ ${terms}:`, fit(tuning.map(({ home }) => Math.log(home.price))));
  console.log('log revenue ~ same:', fit(tuning.map(({ home }) => Math.log(home.revenue))));

  const grid = values.grid ? (JSON.parse(values.grid) as Partial<TForecastModel>[]) : [{}];
  for (const model of grid) {
    const run = runBacktest(rows, 'Tuning', asOf, 'tuning', { model, inputs, withBaseline: false }, targets);
    const s = score(run.model, run.actuals);
    const f = (x: number) => (x * 100).toFixed(2);
    console.log(
      `${JSON.stringify(model)}  rate ${f(s.rateMdape)}  revenue ${f(s.revenueMdape)}  coverage ${f(s.coverage)}  width ${s.bandWidth.toFixed(2)}`,
    );
  }
};

main();
