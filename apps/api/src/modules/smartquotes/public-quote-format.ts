import { DEFAULT_TIMEZONE, SMARTQUOTE_CURRENCY_SYMBOL, todayIn, type SmartquoteCountry } from '@hearth/domain';

/*
 * How the quote's PDF writes its figures (docs/product/smartquotes.md#limits): whole dollars with A$ / N$, percent rounded, dates in
 * Australia/Sydney, as 'Mon 12 Jan 2026' (docs/CONTRIBUTING.md#look).
 */

const wholeNumber = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });

/** Cents as whole dollars with the quote's currency: `A$48,210`, `-N$1,200`. */
export const formatMoney = (cents: number, country: SmartquoteCountry): string => {
  const dollars = Math.round(cents / 100);
  return `${dollars < 0 ? '-' : ''}${SMARTQUOTE_CURRENCY_SYMBOL[country]}${wholeNumber.format(Math.abs(dollars))}`;
};

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

/** The characters pdfkit's built-in fonts encode (WinAnsi) beyond Latin-1. */
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

/**
 * Text the PDF's built-in Helvetica can draw: it speaks WinAnsi only, and anything else garbles the rest of the
 * line. Letters with marks it lacks lose them (Whangārei → Whangarei), other characters become '?'.
 */
export const pdfText = (text: string): string =>
  text
    .normalize('NFC')
    .replace(/[\p{Cc}]/gu, ' ')
    .replace(/[^\x20-\x7e\xa0-\xff]/gu, (char) => {
      if (WIN_ANSI_EXTRA.includes(char)) return char;
      const bare = char.normalize('NFD').replace(/\p{M}/gu, '');
      return /^[\x20-\x7e\xa0-\xff]+$/.test(bare) ? bare : '?';
    });

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
