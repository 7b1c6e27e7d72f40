import { addDays, daysBetween } from '@hearth/domain';

/** A statement month as nights: [start, end), the first day of the month and of the next (`YYYY-MM-DD`). */
export type MonthNights = { start: string; end: string };

/** `YYYY-MM` or `YYYY-MM-01` as the month's nights. */
export const monthNightsOf = (month: string): MonthNights => {
  const start = `${month.slice(0, 7)}-01`;
  // The 28th plus 4 days is always in the next month; its first day is the end.
  const end = `${addDays(`${month.slice(0, 7)}-28`, 4).slice(0, 7)}-01`;
  return { start, end };
};

const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);

/** Nights of [checkIn, checkOut) inside [from, to): nights are the days slept, the check-out day is not one. */
export const nightsWithin = (stay: { checkIn: string; checkOut: string }, from: string, to: string): number =>
  Math.max(0, daysBetween(later(stay.checkIn, from), earlier(stay.checkOut, to)));

/**
 * A stay's nights before the month, in it, and in all, for splitting its money by nights. A stay crossing a month
 * end (29 Oct to 3 Nov) has 3 nights in October and 2 in November.
 */
export const stayNightsIn = (stay: { checkIn: string; checkOut: string }, month: MonthNights) => {
  const all = Math.max(0, daysBetween(stay.checkIn, stay.checkOut));
  return {
    before: nightsWithin(stay, stay.checkIn, month.start),
    within: nightsWithin(stay, month.start, month.end),
    all,
  };
};

/**
 * The month's share of `total` cents, split by nights with cumulative rounding: each month gets
 * round(total × nights up to its end / all) − round(total × nights before it / all), so the months of a stay add up
 * to the total exactly, whatever the rounding of each.
 */
export const shareByNights = (total: number, nights: { before: number; within: number; all: number }): number => {
  if (nights.all <= 0) return 0;
  const upTo = (n: number) => Math.round((total * n) / nights.all);
  return upTo(nights.before + nights.within) - upTo(nights.before);
};
