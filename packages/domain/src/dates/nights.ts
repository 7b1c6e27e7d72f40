/** Calendar-day helpers with no dependencies, so the web can use them without pulling zod into a page chunk. */
import { DAY_RANGE } from '../api/input.constants';
import { daysBetween } from './days';

/**
 * Whether `value` is a `YYYY-MM-DD` day that exists (2026-02-30 does not) within DAY_RANGE (0000-01-01 and
 * 9999-12-31 are not: PostgreSQL has no year 0, and the night after 9999-12-31 cannot be written).
 */
export const isNight = (value: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value < DAY_RANGE.first || value > DAY_RANGE.last) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** Whether `value` is an ISO-8601 date and time whose instant falls on a day of DAY_RANGE (UTC). */
export const isInstantInRange = (value: string): boolean => {
  const time = Date.parse(value);
  return (
    !Number.isNaN(time) &&
    time >= Date.parse(`${DAY_RANGE.first}T00:00:00.000Z`) &&
    time <= Date.parse(`${DAY_RANGE.last}T23:59:59.999Z`)
  );
};

/** Nights between two days (check-out minus check-in). */
export const nightsBetween = (from: string, to: string): number => daysBetween(from, to);
