// Try (c) of issue 32 item 2: does a gradient-boosted correction of our forecast help? Trained and scored only on
// Brisbane's tuning half (the pool's targets), by 2-fold cross-validation inside it: boosted regression trees (depth
// 2, absolute loss, so each leaf is a median: MdAPE's own loss) on log(actual / ours) of the nightly rate and of the
// year's revenue, from what a quote has (bedrooms, bathrooms, apartment, latitude, longitude) and what our forecast
// says (its log rate, log revenue, revenue band width). Prints the cross-validated MdAPE with and without it.
//
// Usage: node --import tsx scripts/backtest/boost.ts --listings <Brisbane listings .csv.gz>
// The held-out half and other regions are never read here; bench/README.md "Backtest" has what it bought.

import { parseArgs } from 'node:util';
import { readListings, scrapeDate } from '../market/read-listings';
import { median } from './metrics';
import { halfIndexes, mulberry32 } from './permutation';
import { forecastModel, prepareTargets, type TTarget } from './protocol';

type TRow = { x: number[]; rate: number; revenue: number; ourRate: number; ourRevenue: number };
type TTree = { feature: number; cut: number; left: TTree | number; right: TTree | number };

const ROUNDS = 150;
const LEARNING_RATE = 0.1;
const MIN_LEAF = 25;

const predictTree = (tree: TTree | number, x: readonly number[]): number =>
  typeof tree === 'number' ? tree : predictTree((x[tree.feature] as number) <= tree.cut ? tree.left : tree.right, x);

/** A depth-limited tree on the residuals' signs (absolute loss), leaves the residuals' medians. */
const growTree = (rows: readonly { x: number[]; r: number }[], depth: number): TTree | number => {
  const leaf = median(rows.map((row) => row.r));
  if (depth === 0 || rows.length < 2 * MIN_LEAF) return leaf;
  let best: { gain: number; feature: number; cut: number } | null = null;
  const sign = (r: number) => Math.sign(r - leaf);
  for (let feature = 0; feature < (rows[0] as { x: number[] }).x.length; feature += 1) {
    const sorted = [...rows].sort((a, b) => (a.x[feature] as number) - (b.x[feature] as number));
    const total = sorted.reduce((sum, row) => sum + sign(row.r), 0);
    let left = 0;
    for (let i = 0; i < sorted.length - 1; i += 1) {
      left += sign((sorted[i] as { r: number }).r);
      const n = i + 1;
      if (n < MIN_LEAF || sorted.length - n < MIN_LEAF) continue;
      const here = sorted[i]!.x[feature] as number;
      const next = sorted[i + 1]!.x[feature] as number;
      if (here === next) continue;
      const gain = (left * left) / n + ((total - left) * (total - left)) / (sorted.length - n);
      if (!best || gain > best.gain) best = { gain, feature, cut: (here + next) / 2 };
    }
  }
  if (!best) return leaf;
  const { feature, cut } = best;
  return {
    feature,
    cut,
    left: growTree(
      rows.filter((row) => (row.x[feature] as number) <= cut),
      depth - 1,
    ),
    right: growTree(
      rows.filter((row) => (row.x[feature] as number) > cut),
      depth - 1,
    ),
  };
};

/** Boosted trees for y from x, absolute loss; returns the fitted model as a function. */
const boost = (xs: readonly number[][], ys: readonly number[]) => {
  const trees: (TTree | number)[] = [];
  const fitted = xs.map(() => 0);
  for (let round = 0; round < ROUNDS; round += 1) {
    const tree = growTree(
      xs.map((x, i) => ({ x, r: (ys[i] as number) - (fitted[i] as number) })),
      2,
    );
    trees.push(tree);
    xs.forEach((x, i) => (fitted[i] = (fitted[i] as number) + LEARNING_RATE * predictTree(tree, x)));
  }
  return (x: readonly number[]) => trees.reduce<number>((sum, tree) => sum + LEARNING_RATE * predictTree(tree, x), 0);
};

const mdape = (forecasts: readonly number[], actuals: readonly number[]) =>
  median(forecasts.map((f, i) => Math.abs(f - (actuals[i] as number)) / (actuals[i] as number)));

const main = () => {
  const { values } = parseArgs({ options: { listings: { type: 'string' } } });
  if (!values.listings) throw new Error('--listings <Brisbane listings .csv.gz> is required');
  const rows = readListings(values.listings);
  const asOf = scrapeDate(rows);
  const targets = prepareTargets(rows, 'Tuning', asOf);
  const pool = targets.filter((t) => t.letAllYear).flatMap((t) => (t.comp ? [t.comp] : []));
  const tuning = halfIndexes(targets.length, 'tuning')
    .map((i) => targets[i] as TTarget)
    .filter((t) => t.letAllYear);
  const data: TRow[] = tuning.flatMap((target) => {
    const ours = forecastModel(target, pool, asOf);
    if (!ours) return [];
    const { home, row } = target;
    return [
      {
        x: [
          home.bedrooms,
          home.bathrooms,
          Number(row.propertyType === 'apartment'),
          home.latitude,
          home.longitude,
          Math.log(ours.rate),
          Math.log(ours.revenue),
          Math.log(ours.revenueP75 / ours.revenueP25),
        ],
        rate: target.actual.rate,
        revenue: target.actual.revenue,
        ourRate: ours.rate,
        ourRevenue: ours.revenue,
      },
    ];
  });
  const random = mulberry32(7);
  const fold = data.map(() => (random() < 0.5 ? 0 : 1));
  const corrected = { rate: data.map(() => 0), revenue: data.map(() => 0) };
  for (const held of [0, 1]) {
    const train = data.filter((_, i) => fold[i] !== held);
    for (const key of ['rate', 'revenue'] as const) {
      const ours = key === 'rate' ? 'ourRate' : 'ourRevenue';
      const model = boost(
        train.map((row) => row.x),
        train.map((row) => Math.log(row[key] / row[ours])),
      );
      data.forEach((row, i) => {
        if (fold[i] === held) corrected[key][i] = row[ours] * Math.exp(model(row.x));
      });
    }
  }
  const f = (x: number) => `${(x * 100).toFixed(1)}%`;
  console.log(`Brisbane tuning half, pool targets, 2-fold cross-validation, n = ${data.length}`);
  console.log(
    `ours:           rate ${f(
      mdape(
        data.map((row) => row.ourRate),
        data.map((row) => row.rate),
      ),
    )}  revenue ${f(
      mdape(
        data.map((row) => row.ourRevenue),
        data.map((row) => row.revenue),
      ),
    )}`,
  );
  console.log(
    `ours + boosted: rate ${f(
      mdape(
        corrected.rate,
        data.map((row) => row.rate),
      ),
    )}  revenue ${f(
      mdape(
        corrected.revenue,
        data.map((row) => row.revenue),
      ),
    )}`,
  );
};

main();
