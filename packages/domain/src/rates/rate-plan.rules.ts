import { addDays, daysBetween } from '../dates/days';

/*
 * A home's rate plan (docs/product/rates.md#rate-plan): what its nightly rates derive from. A night costs its
 * season's rate when a season holds it, else the base rate; Friday and Saturday nights cost the weekend rate where
 * one is set. Each channel's price follows from the night's price, and the corporate rate takes the plan's discount.
 * A night edited by hand keeps its rate, minimum stay and closing when the plan changes. All money in integer cents.
 */

/** Friday and Saturday nights (ISO weekdays 5 and 6, the night's date). */
export const WEEKEND_NIGHTS: readonly number[] = [5, 6];

/** Channel prices over the night's price: what each channel's fees add. Whole dollars, as the seed writes them. */
export const CHANNEL_FACTORS = { airbnb: 1.15, bookingCom: 1.18, vrbo: 1.12 } as const;

export type TRateSeason = {
  name: string;
  /** First and last night the season holds (both included). */
  from: string;
  to: string;
  nightlyCents: number;
  weekendCents: number | null;
  minNights: number | null;
};

export type TRatePlanRules = {
  baseCents: number;
  weekendCents: number | null;
  minNights: number;
  maxNights: number | null;
  corporateDiscountPercent: number;
  seasons: readonly TRateSeason[];
};

/** The ISO weekday of a night (Monday 1 … Sunday 7). */
export const isoWeekday = (night: string): number => {
  const day = new Date(`${night}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
};

export const isWeekendNight = (night: string): boolean => WEEKEND_NIGHTS.includes(isoWeekday(night));

/** The season holding the night: seasons never overlap (the schema refuses it), so at most one does. */
export const seasonOf = (plan: Pick<TRatePlanRules, 'seasons'>, night: string): TRateSeason | undefined =>
  plan.seasons.find((season) => season.from <= night && night <= season.to);

/** One night as the plan prices it: its rate and the shortest stay arriving on it. */
export const planNight = (plan: TRatePlanRules, night: string): { priceCents: number; minNights: number } => {
  const season = seasonOf(plan, night);
  const weekend = isWeekendNight(night);
  const nightly = season?.nightlyCents ?? plan.baseCents;
  // A season without a weekend rate costs the same every night of the week.
  const weekendRate = season ? season.weekendCents : plan.weekendCents;
  return {
    priceCents: weekend && weekendRate !== null ? weekendRate : nightly,
    minNights: season?.minNights ?? plan.minNights,
  };
};

/**
 * The price times a channel's factor in whole dollars, halves up. In integers (the factor as a whole percentage):
 * 23000 × 1.15 in floating point is 26449.999…, which would round down where SQL's exact numeric (channel-prices-sql)
 * rounds up.
 */
const channelDollars = (cents: number, factor: number): number =>
  Math.round((cents * Math.round(factor * 100)) / 10_000) * 100;

/** Every channel's price of a night from its price, and the corporate rate after the plan's discount. */
export const channelPrices = (priceCents: number, corporateDiscountPercent: number) => ({
  priceCents,
  hearthCents: priceCents,
  airbnbCents: channelDollars(priceCents, CHANNEL_FACTORS.airbnb),
  bookingComCents: channelDollars(priceCents, CHANNEL_FACTORS.bookingCom),
  vrboCents: channelDollars(priceCents, CHANNEL_FACTORS.vrbo),
  corporateCents: Math.round((priceCents * (100 - corporateDiscountPercent)) / 100),
});

export type TDerivedNight = ReturnType<typeof channelPrices> & { night: string; minNights: number };

/** The nights [from, to) as the plan prices them. */
export const deriveNights = (plan: TRatePlanRules, from: string, to: string): TDerivedNight[] =>
  Array.from({ length: Math.max(0, daysBetween(from, to)) }, (_, i) => {
    const night = addDays(from, i);
    const { priceCents, minNights } = planNight(plan, night);
    return { night, minNights, ...channelPrices(priceCents, plan.corporateDiscountPercent) };
  });

/** Seasons that overlap another, as index pairs (the later one named): the plan refuses them. */
export const overlappingSeasons = (seasons: readonly Pick<TRateSeason, 'from' | 'to'>[]): number[] =>
  seasons.flatMap((season, index) =>
    seasons.some((other, j) => j < index && other.from <= season.to && season.from <= other.to) ? [index] : [],
  );
