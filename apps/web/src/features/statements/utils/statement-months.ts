const MONTH_NAMES = new Intl.DateTimeFormat('en-AU', { month: 'long', year: 'numeric', timeZone: 'UTC' });

const pad = (value: number) => String(value).padStart(2, '0');

/** `2026-11` or `2026-11-01` as 'November 2026'. */
export const monthLabel = (month: string): string => {
  const date = new Date(`${month.slice(0, 7)}-01T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? month : MONTH_NAMES.format(date);
};

/** The first day of the current month, `YYYY-MM-01`: the month picker's maximum (docs/product/statements.md#screens). */
export const currentMonthStart = (now: Date = new Date()): string =>
  `${now.getFullYear()}-${pad(now.getMonth() + 1)}-01`;

/** Last month, `YYYY-MM`: the month statements are usually made for. */
export const lastMonth = (now: Date = new Date()): string => {
  const date = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}`;
};
