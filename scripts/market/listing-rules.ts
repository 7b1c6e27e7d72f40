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

const DAY_MS = 86_400_000;
const yearBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 365 * DAY_MS).toISOString().slice(0, 10);

/**
 * The candidate rules for "the home we would manage": a home let all year and run as a business, read from what a
 * listing file says (docs/product/smartquotes.md "The comparable homes"; `npm run pool:effects` measures each).
 * `asOf` is the file's scrape date.
 */
export const POOL_RULES = {
  /** Reviewed for a whole year: the first review at least 365 days before the scrape, so the year's reviews (and
   * Inside Airbnb's occupancy from them) cover a full year rather than a home listed a few months ago. */
  fullYear: (row: TListingRow, asOf: string) => row.firstReview !== '' && row.firstReview <= yearBefore(asOf),
  /** At least 12 reviews in the last 12 months: about 24 stays (half of stays are reviewed), a stay every two weeks
   * all year, where a home its owner lets a few weeks a year has a handful. */
  reviewedMonthly: (row: TListingRow) => row.reviewsLtm >= 12,
  /** At least 90 of the coming 365 nights open: a calendar open for the year ahead (availability counts nights
   * neither booked nor blocked, and bookings rarely fill three quarters of a year ahead, so below 90 is mostly
   * nights the owner blocked). */
  calendarOpen: (row: TListingRow) => row.availability365 >= 90,
  /** Minimum stay of a week or less: a short-stay home, not a mid-term let. */
  shortStays: (row: TListingRow) => row.minimumNights <= 7,
  /** The host runs 3 or more entire homes in the file: a manager rather than an owner. Measured, not in the pool. */
  severalHomes: (row: TListingRow) => row.hostEntireHomes >= 3,
  /** Instant booking on. Measured, not in the pool. */
  instantBook: (row: TListingRow) => row.instantBookable,
} satisfies Record<string, (row: TListingRow, asOf: string) => boolean>;

export type TPoolRuleName = keyof typeof POOL_RULES;

/**
 * The rules that define the pool, "homes let all year": each one moves the comps' occupancy towards a home under
 * management (figures in docs/product/smartquotes.md). A manager's several homes and instant booking are measured
 * but left out: neither picks busier homes in these files (on the Sunshine Coast both pick quieter ones).
 */
export const LET_ALL_YEAR_RULES = [
  'fullYear',
  'reviewedMonthly',
  'calendarOpen',
  'shortStays',
] as const satisfies readonly TPoolRuleName[];

/** A home let all year: every rule of LET_ALL_YEAR_RULES. */
export const isLetAllYear = (row: TListingRow, asOf: string): boolean =>
  LET_ALL_YEAR_RULES.every((name) => POOL_RULES[name](row, asOf));
