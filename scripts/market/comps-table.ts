// The shipped comps table's format: one gzipped JSON document, rows as arrays (a third of the size of objects).
// Read by apps/api/src/modules/smartquotes/market-comps.ts; written by scripts/derive-comps.ts.

import type { SmartquotePropertyType } from '@hearth/domain';
import { isActive, isLetAllYear, isPricedHome, priceCeiling, type TPricedHome } from './listing-rules';
import type { TListingRow } from './read-listings';

export const COMPS_COLUMNS = [
  'id',
  'latitude',
  'longitude',
  'bedrooms',
  'bathrooms',
  'guests',
  'propertyType',
  'nightlyCents',
  'occupancy',
  'revenueCents',
  'region',
] as const;

export type TCompsRow = [
  id: string,
  latitude: number,
  longitude: number,
  bedrooms: number,
  bathrooms: number,
  guests: number | null,
  propertyType: SmartquotePropertyType,
  nightlyCents: number,
  occupancy: number,
  revenueCents: number,
  region: string,
];

export type TCompsTable = {
  attribution: string;
  regions: { region: string; asOf: string; rows: number }[];
  columns: typeof COMPS_COLUMNS;
  rows: TCompsRow[];
};

export const regionSlug = (region: string) => region.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/**
 * The listings of one file that can be comps (the pool's rule then picks the shipped ones, `poolListings`): active
 * entire homes (BACKTEST.md's rule: a price, bedrooms, at least one review in the last 12 months, so the occupancy
 * estimate means something) with bathrooms, at or below the file's 99th price percentile. In file order.
 */
export const compListings = (rows: readonly TListingRow[]): TPricedHome[] => {
  const ceiling = priceCeiling(rows);
  return rows.filter(isPricedHome).filter((row) => isActive(row) && row.price <= ceiling);
};

/** One comp row; `n` numbers the comps of a region from 1 (our id, never Airbnb's). */
export const toCompsRow = (row: TPricedHome, region: string, n: number): TCompsRow => [
  `ia-${regionSlug(region)}-${n}`,
  Math.round(row.latitude * 1e5) / 1e5,
  Math.round(row.longitude * 1e5) / 1e5,
  row.bedrooms,
  row.bathrooms,
  row.guests,
  row.propertyType,
  Math.round(row.price * 100),
  Math.round((row.occupancyNights / 365) * 1000) / 1000,
  Math.round(row.revenue * 100),
  region,
];

/** The comps the product ships: the listings of `compListings` that are let all year (listing-rules.ts). */
export const poolListings = (rows: readonly TListingRow[], asOf: string): TPricedHome[] =>
  compListings(rows).filter((row) => isLetAllYear(row, asOf));

export const compsOfFile = (rows: readonly TListingRow[], region: string, asOf: string): TCompsRow[] =>
  poolListings(rows, asOf).map((row, i) => toCompsRow(row, region, i + 1));
