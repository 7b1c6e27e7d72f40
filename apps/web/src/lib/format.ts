import { CURRENCY_SYMBOLS, type Currency } from '@hearth/domain/properties/properties.constants';

const wholeDollars = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });
const withCents = new Intl.NumberFormat('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Cents as `A$1,234` or `N$1,234.50` (DESIGN.md §10): cents only when there are some. */
export const formatMoney = (cents: number, currency: Currency): string => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const amount = abs % 100 === 0 ? wholeDollars.format(abs / 100) : withCents.format(abs / 100);
  return `${sign}${CURRENCY_SYMBOLS[currency]}${amount}`;
};

/** Whole dollars in a currency, e.g. slider labels: `A$1,234`. */
export const formatDollars = (dollars: number, currency: Currency): string =>
  `${CURRENCY_SYMBOLS[currency]}${wholeDollars.format(dollars)}`;
