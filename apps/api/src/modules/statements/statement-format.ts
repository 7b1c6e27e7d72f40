import { CURRENCY_SYMBOLS, type Currency } from '@hearth/domain';

const withCents = new Intl.NumberFormat('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Cents as `A$1,234.00` (the web's currency symbols, CURRENCY_SYMBOLS): a statement always shows the cents, so the
 * columns of figures line up and add up to the cent.
 */
export const formatCents = (cents: number, currency: Currency): string =>
  `${cents < 0 ? '-' : ''}${CURRENCY_SYMBOLS[currency]}${withCents.format(Math.abs(cents) / 100)}`;

const monthFormat = new Intl.DateTimeFormat('en-AU', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayFormat = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const fullDayFormat = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** `2026-11` or `2026-11-01` as `November 2026`. */
export const formatMonth = (month: string): string => monthFormat.format(new Date(`${month.slice(0, 7)}-01T00:00:00Z`));

/** `YYYY-MM-DD` as `3 Nov`. */
export const formatShortDay = (day: string): string => dayFormat.format(new Date(`${day}T00:00:00Z`));

/** `YYYY-MM-DD` as `3 Nov 2026`. */
export const formatDay = (day: string): string => fullDayFormat.format(new Date(`${day}T00:00:00Z`));
