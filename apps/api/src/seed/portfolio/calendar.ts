/** The portfolio's calendar: months, Easter and the seeded window. Day arithmetic lives in the domain's dates/. */
import { addDays, daysBetween } from '@hearth/domain';

export { addDays, daysBetween };

const parse = (day: string): number => Date.parse(`${day}T00:00:00Z`);
const format = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

export const addMonths = (day: string, months: number): string => {
  const date = new Date(parse(day));
  date.setUTCMonth(date.getUTCMonth() + months);
  return format(date.getTime());
};

/** Whole months from the first of `from`'s month to `day`'s month (negative before). */
export const monthOffset = (from: string, day: string): number =>
  (Number(day.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(day.slice(5, 7)) - Number(from.slice(5, 7));

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm). */
export const easterSunday = (year: number): string => {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

/**
 * The nights the portfolio covers: 12 months either side of the first of the seed day's month, [from, to).
 * Anchoring on the month keeps the demo alive whenever it is seeded; `today` dates holds, bookings and joins.
 */
export type PortfolioWindow = { from: string; to: string; month: string; today: string };

export const portfolioWindow = (seedDate: Date = new Date()): PortfolioWindow => {
  const today = format(seedDate.getTime());
  const month = `${today.slice(0, 7)}-01`;
  return { from: addMonths(month, -12), to: addMonths(month, 12), month, today };
};
