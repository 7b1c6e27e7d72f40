// The filters shared by the comps table and the backtest, so the backtest scores the pool the product ships.

import type { TListingRow } from './read-listings';

export type TPricedHome = TListingRow & { price: number; bedrooms: number; bathrooms: number };

/** Entire homes with a price, bedrooms and bathrooms: a home a quote could be compared with. */
export const isPricedHome = (row: TListingRow): row is TPricedHome =>
  row.roomType === 'Entire home/apt' &&
  row.price !== null &&
  row.bedrooms !== null &&
  row.bathrooms !== null &&
  Number.isFinite(row.latitude) &&
  Number.isFinite(row.longitude);

/**
 * BACKTEST.md's "active" rule: an entire home with a price, revenue > 0, at least one review in the last 12 months and
 * its bedrooms. (Bathrooms are not part of the rule; a row with none gets 1, see `withBathrooms`.)
 */
export const isActive = (row: TListingRow): boolean =>
  row.roomType === 'Entire home/apt' &&
  row.price !== null &&
  row.revenue > 0 &&
  row.reviewsLtm >= 1 &&
  row.bedrooms !== null;

/** The file's 99th percentile of entire-home prices (nearest rank): listings above it are dropped as outliers. */
export const priceCeiling = (rows: readonly TListingRow[]): number => {
  const prices = rows
    .filter((row) => row.roomType === 'Entire home/apt' && row.price !== null)
    .map((row) => row.price as number)
    .sort((a, b) => a - b);
  return prices[Math.max(0, Math.ceil(0.99 * prices.length) - 1)] ?? Number.POSITIVE_INFINITY;
};
