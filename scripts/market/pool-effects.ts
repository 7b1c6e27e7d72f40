// How each rule of "the home we would manage" (listing-rules.ts POOL_RULES) moves the comps' occupancy and revenue:
// for each region, the active comps (compListings), then each rule alone, the pool's rules added one by one, and the
// pool as shipped. Figures: how many homes, Inside Airbnb's review-based occupancy P25/P50/P75 (share of the year's
// nights), the nightly rate P50 and the year's revenue P50. Printed into docs/product/smartquotes.md.
//
// Usage: npm run pool:effects [-- <data folder>]   (default ../shared/data beside the checkout)

import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compListings } from './comps-table';
import { LET_ALL_YEAR_RULES, POOL_RULES, type TPoolRuleName, type TPricedHome } from './listing-rules';
import { readListings, scrapeDate } from './read-listings';

const DEFAULT_DATA = fileURLToPath(new URL('../../../shared/data', import.meta.url));
const FILES = [
  { region: 'Brisbane', file: 'insideairbnb_brisbane_2025-11-11_listings.csv.gz' },
  { region: 'Sunshine Coast', file: 'insideairbnb_sunshine-coast_2024-06-30_listings.csv.gz' },
];

/** Nearest-rank quantile of sorted values. */
const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;

const describe = (homes: readonly TPricedHome[]) => {
  const occupancy = homes.map((home) => home.occupancyNights / 365).sort((a, b) => a - b);
  const rates = homes.map((home) => home.price).sort((a, b) => a - b);
  const revenue = homes.map((home) => home.revenue).sort((a, b) => a - b);
  const percent = (value: number) => `${Math.round(value * 100)}%`;
  return (
    `${String(homes.length).padStart(6)}  ` +
    `${[0.25, 0.5, 0.75]
      .map((q) => percent(quantile(occupancy, q)))
      .join(' / ')
      .padEnd(16)}` +
    `${`$${Math.round(quantile(rates, 0.5))}`.padStart(8)}` +
    `${`$${Math.round(quantile(revenue, 0.5)).toLocaleString('en-AU')}`.padStart(10)}`
  );
};

const main = () => {
  const folder = resolve(process.argv[2] ?? DEFAULT_DATA);
  console.log(
    `${'region · rule'.padEnd(56)}${'homes'.padStart(6)}  ${'occupancy P25/50/75'.padEnd(16)}   rate  revenue`,
  );
  for (const { region, file } of FILES) {
    const listings = readListings(join(folder, file));
    const asOf = scrapeDate(listings);
    const active = compListings(listings);
    const line = (label: string, homes: readonly TPricedHome[]) =>
      console.log(`${`${region} · ${label}`.padEnd(56)}${describe(homes)}`);
    line('active (every comp before the pool)', active);
    for (const name of Object.keys(POOL_RULES) as TPoolRuleName[])
      line(
        `${name} alone`,
        active.filter((home) => POOL_RULES[name](home, asOf)),
      );
    let kept = active;
    for (const name of LET_ALL_YEAR_RULES) {
      kept = kept.filter((home) => POOL_RULES[name](home, asOf));
      line(`+ ${name}`, kept);
    }
    line(
      'pool + severalHomes (not shipped)',
      kept.filter((home) => POOL_RULES.severalHomes(home)),
    );
    line(
      'pool + instantBook (not shipped)',
      kept.filter((home) => POOL_RULES.instantBook(home)),
    );
  }
};

main();
