// Derives the comps table shipped with the product, apps/api/src/modules/smartquotes/market/market-comps.json.gz,
// from the Inside Airbnb detailed listings for Brisbane (11 Nov 2025) and the Sunshine Coast (30 Jun 2024).
//
// Usage: npm run derive:comps -- <data folder>   (the Inside Airbnb listing files, docs/DATA.md)
//
// Only the homes let all year (scripts/market/listing-rules.ts `isLetAllYear`, docs/product/smartquotes.md "The
// comparable homes"), and of them only location, size, type, price and Inside Airbnb's review-based occupancy and
// revenue are kept: no Airbnb ids, host names, listing names, descriptions or URLs. Data: Inside Airbnb (http://insideairbnb.com), CC BY 4.0.

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { COMPS_COLUMNS, compsOfFile, type TCompsTable } from './market/comps-table';
import { dataFolderArgument, LISTING_FILES } from './market/listing-files';
import { readListings, scrapeDate } from './market/read-listings';

const OUTPUT = fileURLToPath(
  new URL('../apps/api/src/modules/smartquotes/market/market-comps.json.gz', import.meta.url),
);

/** The data README's attribution sentence, "Modified: ..." filled in with what this script does. */
export const ATTRIBUTION =
  'Data source: Inside Airbnb (http://insideairbnb.com), Brisbane 11 Nov 2025 and Sunshine Coast 30 Jun 2024 ' +
  'detailed listings, licensed under CC BY 4.0. Modified: kept entire homes let all year (a price, bedrooms, ' +
  'bathrooms, a first review at least a year before the scrape, at least 12 reviews in the last 12 months, at least ' +
  '90 of the next 365 nights open, a minimum stay of 7 nights or less), dropped listings above each file\u2019s ' +
  '99th price percentile, parsed ' +
  'prices to cents, mapped property types to house or apartment, and kept only location, size, type, price and ' +
  'Inside Airbnb\u2019s review-based occupancy and revenue estimates (for the Sunshine Coast, which has no such ' +
  'columns, the same estimate computed from its reviews and minimum nights); ids are our own.';

const main = () => {
  const folder = dataFolderArgument('npm run derive:comps');
  const table: TCompsTable = { attribution: ATTRIBUTION, regions: [], columns: COMPS_COLUMNS, rows: [] };
  for (const { region, file } of LISTING_FILES) {
    const listings = readListings(join(folder, file));
    const asOf = scrapeDate(listings);
    const rows = compsOfFile(listings, region, asOf);
    table.regions.push({ region, asOf, rows: rows.length });
    table.rows.push(...rows);
  }
  const gzipped = gzipSync(JSON.stringify(table), { level: 9 });
  writeFileSync(OUTPUT, gzipped);
  for (const { region, asOf, rows } of table.regions) console.log(`${region}: ${rows} comps as of ${asOf}`);
  console.log(`wrote ${OUTPUT} (${gzipped.length} bytes)`);
};

main();
