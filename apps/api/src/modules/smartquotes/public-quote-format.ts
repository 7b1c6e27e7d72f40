import { DEFAULT_TIMEZONE, todayIn } from '@hearth/domain';

/*
 * How the quote's PDF writes its figures (docs/product/smartquotes.md#limits): whole dollars with the country's currency
 * symbol, percent rounded, dates in Australia/Sydney, as 'Mon 12 Jan 2026' (docs/CONTRIBUTING.md#look). Money, and
 * sentences about it, come from the domain's quote-wording.ts, as on the public page.
 */

/** A share 0..1 as a rounded percent. */
export const formatShare = (share: number): string => `${Math.round(share * 100)}%`;

/** A percent as stored (fees): `20%`, `7.5%`. */
export const formatPercent = (percent: number): string => `${Math.round(percent * 10) / 10}%`;

/** Fixed names: ICU's en-AU writes 'June', 'July' and 'Sept' beside 'Mar', and differs between Node builds. */
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** A calendar day (`YYYY-MM-DD`, no zone: the close-by date, a data window's ends) as written. */
export const formatDay = (day: string): string => {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  return `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
};

/** An instant as its day in Sydney. */
export const formatInstantDay = (iso: string): string => formatDay(todayIn(DEFAULT_TIMEZONE, new Date(iso)));

/** Distances under 1 km in metres, else in km with one decimal. */
export const formatKm = (km: number): string => (km < 1 ? `${Math.round(km * 1000)} m` : `${km.toFixed(1)} km`);

export const plural = (count: number, one: string, many = `${one}s`): string => `${count} ${count === 1 ? one : many}`;

export const capitalise = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

/** A file name from the address: `quote-12-ocean-street-noosa-heads.pdf`. */
export const pdfFileName = (address: string): string => {
  const slug = address
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return `quote${slug ? `-${slug}` : ''}.pdf`;
};
