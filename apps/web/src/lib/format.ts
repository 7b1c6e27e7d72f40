import { CURRENCY_SYMBOLS, type Currency } from '@hearth/domain/properties';

const wholeDollars = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });
const withCents = new Intl.NumberFormat('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Cents as `A$1,234` or `NZ$1,234.50` (docs/CONTRIBUTING.md#look): cents only when there are some. */
export const formatMoney = (cents: number, currency: Currency): string => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const amount = abs % 100 === 0 ? wholeDollars.format(abs / 100) : withCents.format(abs / 100);
  return `${sign}${CURRENCY_SYMBOLS[currency]}${amount}`;
};

/** Whole dollars in a currency, e.g. slider labels: `A$1,234`. */
export const formatDollars = (dollars: number, currency: Currency): string =>
  `${CURRENCY_SYMBOLS[currency]}${wholeDollars.format(dollars)}`;

/** Instants are shown in Australia/Sydney unless the property says otherwise (docs/CONTRIBUTING.md#look). */
export const DEFAULT_TIME_ZONE = 'Australia/Sydney';

const ordinal = (day: number): string => {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${{ 1: 'st', 2: 'nd', 3: 'rd' }[day % 10] ?? 'th'}`;
};

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
/**
 * One formatter per locale and options (the zone among them), kept: an instant formatted with a new one costs about
 * ten times one formatted with a kept one (85 against 8.5 µs in Node 22), and a calendar formats one per task and
 * comment on every render. A zone the runtime does not know throws each time, as before.
 */
const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat => {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateTimeFormats.set(key, format);
  }
  return format;
};

const partsIn = (iso: string, timeZone: string): Record<string, string> =>
  Object.fromEntries(
    dateTimeFormat('en-US', {
      timeZone,
      day: 'numeric',
      month: 'short',
      year: '2-digit',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );

/** An instant as task comments show it (docs/product/display.md#screens): `1st Jan 24 3:00 PM`, in `timeZone`. */
export const formatOrdinalDateTime = (iso: string, timeZone: string = DEFAULT_TIME_ZONE): string => {
  if (Number.isNaN(Date.parse(iso))) return '';
  const p = partsIn(iso, timeZone);
  const text = `${ordinal(Number(p.day))} ${p.month} ${p.year} ${p.hour}:${p.minute} ${(p.dayPeriod ?? '').toUpperCase()}`;
  return `${text} ${zoneNameAt(new Date(iso), timeZone)}`;
};

let dayFormat: Intl.DateTimeFormat | null = null;
/** Each day's words once made: a calendar names each of its 42 cells on every render. */
const dayWords = new Map<string, string>();

/** A day `YYYY-MM-DD` as `Mon 12 Jan 2026` (docs/CONTRIBUTING.md#look). */
export const formatDay = (day: string): string => {
  const known = dayWords.get(day);
  if (known !== undefined) return known;
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  // One formatter for every day (making one costs far more than using it).
  dayFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  const p = Object.fromEntries(dayFormat.formatToParts(date).map((part) => [part.type, part.value]));
  const words = `${p.weekday} ${p.day} ${p.month} ${p.year}`;
  dayWords.set(day, words);
  return words;
};

/** A length of time in seconds as `2h 05m` (or `45m`). */
export const formatDuration = (seconds: number): string => {
  const minutes = Math.max(0, Math.round(seconds / 60));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours > 0 ? `${hours}h ${String(rest).padStart(2, '0')}m` : `${rest}m`;
};

/**
 * An instant in a zone (a home's, or the organisation's), as `Tue 24 Nov 2026 2:51 PM AEDT`: every time says which
 * clock it is on (docs/product/display.md), unless `withZone: false` where the zone is said once beside it. An
 * unreadable instant is shown as it came.
 */
export const formatInstantIn = (iso: string, timeZone: string, options: { withZone?: boolean } = {}): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const p = Object.fromEntries(
    dateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  const text = `${p.weekday} ${p.day} ${p.month} ${p.year} ${p.hour}:${p.minute} ${p.dayPeriod}`;
  return options.withZone === false ? text : `${text} ${zoneNameAt(date, timeZone)}`;
};

/** A zone as people say it: 'Brisbane time', 'Auckland time' (the IANA name's city). */
export const zoneLabel = (timeZone: string): string =>
  `${(timeZone.split('/').at(-1) ?? timeZone).replace(/_/g, ' ')} time`;

/** The zone's short name at that instant, as Australians and New Zealanders write it: AEST, AEDT, NZDT, UTC. */
export const zoneNameAt = (date: Date, timeZone: string): string =>
  dateTimeFormat('en-AU', { timeZone, timeZoneName: 'short' })
    .formatToParts(date)
    .find((part) => part.type === 'timeZoneName')?.value ?? timeZone;

const FILE_SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

/**
 * A file size in 1024-based units from Bytes to YB, with at most `decimals` decimals (2 by default) and no trailing
 * zeros (docs/product/display.md#limits): `0 Bytes`, `512 Bytes`, `1 KB`, `1.5 KB`, `19.07 MB`.
 */
export const formatFileSize = (bytes: number, decimals = 2): string => {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < FILE_SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${parseFloat(value.toFixed(Math.max(0, Math.floor(decimals))))} ${FILE_SIZE_UNITS[unit]}`;
};
