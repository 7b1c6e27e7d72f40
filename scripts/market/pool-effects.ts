// How each rule of "the home we would manage" (listing-rules.ts POOL_RULES) moves the comps' occupancy and revenue:
// for each region, the active comps (compListings), then each rule alone, the pool's rules added one by one, and the
// pool as shipped. Figures: how many homes, Inside Airbnb's review-based occupancy P25/P50/P75 (share of the year's
// nights), the nightly rate P50 and the year's revenue P50. Printed into docs/product/smartquotes.md.
//
// Usage: npm run pool:effects -- <data folder>   (the Inside Airbnb listing files, docs/DATA.md)

import { join } from 'node:path';
import { compListings } from './comps-table';
import { dataFolderArgument, LISTING_FILES } from './listing-files';
import { LET_ALL_YEAR_RULES, POOL_RULES, type TPoolRuleName, type TPricedHome } from './listing-rules';
import { readListings, scrapeDate } from './read-listings';

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
  const folder = dataFolderArgument('npm run pool:effects');
  console.log(
    `${'region · rule'.padEnd(56)}${'homes'.padStart(6)}  ${'occupancy P25/50/75'.padEnd(16)}   rate  revenue`,
  );
  for (const { region, file } of LISTING_FILES) {
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
