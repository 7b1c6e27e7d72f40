import { PROPERTY_EDIT } from '../properties/properties.constants';

/*
 * Limits and messages of the rates area (docs/product/rates.md): the rate plan, nights by hand, bulk edit and CSV.
 * Without zod, so a screen that shows a limit or a message does not load a schema module; the schemas
 * (rate-plan.schemas.ts, rates-bulk.schemas.ts, rates-csv.schemas.ts) read them from here.
 */

export const RATE_PLAN = {
  /** Nights derived ahead from today: the onboarding checklist asks for the next 12 months, the plan keeps 18. */
  horizonDays: 548,
  /** The checklist's 'a rate plan covering the next 12 months'. */
  coverageDays: 365,
  rateMinCents: 1_000,
  rateMaxCents: 10_000_000,
  seasonsMax: 60,
  seasonNameMax: 60,
  nightsMax: 365,
  corporateDiscountMax: 50,
  extraGuestsAboveMax: 50,
} as const;

export const RATE_PLAN_MESSAGES = {
  rate: `Enter a nightly rate from ${RATE_PLAN.rateMinCents / 100} to ${(RATE_PLAN.rateMaxCents / 100).toLocaleString('en-AU')} dollars`,
  minNights: `Minimum nights must be a whole number from 1 to ${RATE_PLAN.nightsMax}`,
  maxNights: `Maximum nights must be a whole number from 1 to ${RATE_PLAN.nightsMax}`,
  maxBelowMin: 'Maximum nights cannot be fewer than minimum nights',
  discount: `The corporate discount is a percentage from 0 to ${RATE_PLAN.corporateDiscountMax}`,
  extraGuestsAbove: `Guests included must be a whole number from 1 to ${RATE_PLAN.extraGuestsAboveMax}`,
  fee: 'Enter an amount of 0 or more',
  feeTooHigh: `A fee can be at most ${PROPERTY_EDIT.feeMaxCents / 100} dollars`,
  seasonName: `Give each season a name of 1 to ${RATE_PLAN.seasonNameMax} characters`,
  seasonReversed: 'The last night must be on or after the first night',
  seasonTooLong: `A season holds at most ${RATE_PLAN.nightsMax} nights`,
  seasonsOverlap: 'Seasons cannot overlap: this one shares nights with an earlier one',
  tooManySeasons: `At most ${RATE_PLAN.seasonsMax} seasons`,
  rangeReversed: 'The last night must be on or after the first night',
  rangeTooLong: `Edit at most ${RATE_PLAN.nightsMax} nights at a time`,
  rangePast: 'Nights before today cannot be changed',
  nothingToChange: 'Set a rate, a minimum stay, or open or close the nights',
  noPlan: 'This home has no rate plan yet: set one first',
} as const;

export const RATE_PLAN_ERROR_CODES = { noPlan: 'RATE_PLAN_MISSING', rangePast: 'RATES_IN_PAST' } as const;

/** `POST v3/rates/bulk` (docs/product/rates.md#bulk-edit). */
export const RATES_BULK = {
  percentMin: -90,
  percentMax: 500,
  amountMaxCents: 1_000_000,
  idsMax: 1_000,
  companiesMax: 50,
  previewRows: 50,
} as const;

export const RATES_BULK_MESSAGES = {
  percent: `Enter a percentage from ${RATES_BULK.percentMin} to ${RATES_BULK.percentMax}`,
  amount: `Enter an amount of at most ${RATES_BULK.amountMaxCents / 100} dollars either way`,
  zero: 'A change of 0 changes nothing',
  noHomes: 'No home of yours matches this filter',
} as const;

/** The rates CSV's columns (docs/product/rates.md#csv): export writes them all, import needs the required ones. */
export const RATES_CSV_COLUMNS = ['code', 'name', 'night', 'price', 'min_nights', 'closed'] as const;
export const RATES_CSV_REQUIRED = ['code', 'night', 'price'] as const;

export const RATES_CSV_MESSAGES = {
  code: 'No home of yours has this code',
  night: 'Write the night as YYYY-MM-DD',
  nightPast: 'Nights before today cannot be changed',
  price: `Write the price in dollars, from ${RATE_PLAN.rateMinCents / 100} to ${(RATE_PLAN.rateMaxCents / 100).toLocaleString('en-AU')}, like 245 or 245.50`,
  closed: 'Write closed as yes or no, or leave it empty',
  twice: 'This home and night are on an earlier line too',
} as const;
