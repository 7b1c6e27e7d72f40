/** Calendar-day helpers with no dependencies, so the web can use them without pulling zod into a page chunk. */

/** Whether `value` is a `YYYY-MM-DD` day that exists (2026-02-30 does not). */
export const isNight = (value: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** Nights between two days (check-out minus check-in). */
export const nightsBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
