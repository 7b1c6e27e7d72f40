/**
 * Day arithmetic on `YYYY-MM-DD` strings, in UTC so that no machine's time zone or daylight saving change shifts a
 * night; and today's day in a property's time zone. No dependencies: the web can import it without zod.
 */

/** One day in milliseconds. */
export const DAY_MS = 86_400_000;

const toTime = (day: string): number => Date.parse(`${day}T00:00:00Z`);
const fromTime = (time: number): string => new Date(time).toISOString().slice(0, 10);

/** `day` moved by `days` (negative: earlier). */
export const addDays = (day: string, days: number): string => fromTime(toTime(day) + days * DAY_MS);

/** Whole days from `from` to `to` (negative when `to` is earlier); for a stay, its nights. */
export const daysBetween = (from: string, to: string): number => Math.round((toTime(to) - toTime(from)) / DAY_MS);

/** The fallback zone when a stored zone is unknown to this runtime (the company's home zone). */
export const DEFAULT_TIMEZONE = 'Australia/Sydney';

/** Formatters by time zone: creating one costs far more than formatting with it (a list asks on every render). */
const dayFormatters = new Map<string, Intl.DateTimeFormat>();
const dayFormatter = (timeZone: string): Intl.DateTimeFormat => {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter;
};

/** Today in `timezone`, `YYYY-MM-DD` (en-CA formats dates that way); an unknown zone falls back to DEFAULT_TIMEZONE. */
export const todayIn = (timezone: string, now: Date = new Date()): string => {
  try {
    return dayFormatter(timezone).format(now);
  } catch {
    return dayFormatter(DEFAULT_TIMEZONE).format(now);
  }
};

/** `now` moved by `days` whole days, as an instant. */
export const addDaysToInstant = (now: Date, days: number): Date => new Date(now.getTime() + days * DAY_MS);
