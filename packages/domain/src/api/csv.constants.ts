/*
 * CSV files people upload (rates, homes and bookings): one set of limits and messages, checked by the API
 * (apps/api/src/lib/csv-file.ts) and, for the size, by the page before it sends (docs/product/rates.md#csv).
 */

export const CSV_IMPORT = {
  /** 100,000 bookings take about 15 MB; a larger file is refused before it is read. */
  bytesMax: 20 * 1024 * 1024,
  rowsMax: 200_000,
  /** Row errors an answer lists; the count says how many there are in all. */
  errorsListed: 1_000,
} as const;

export const CSV_ERROR_CODES = {
  encoding: 'CSV_ENCODING',
  malformed: 'CSV_MALFORMED',
  columns: 'CSV_COLUMNS',
  empty: 'CSV_EMPTY',
  tooManyRows: 'CSV_TOO_MANY_ROWS',
  rows: 'CSV_ROW_ERRORS',
} as const;

export const CSV_MESSAGES = {
  tooLarge: `The file is larger than ${CSV_IMPORT.bytesMax / 1024 / 1024} MB: split it and import each part`,
  encoding: 'The file is not UTF-8 text: save it as "CSV UTF-8" and import it again',
  malformed: (line: number, why: string) => `Line ${line} cannot be read (${why}): check its quotes and commas`,
  missingColumns: (missing: readonly string[], expected: readonly string[]) =>
    `The file has no ${missing.map((c) => `"${c}"`).join(', ')} column${missing.length === 1 ? '' : 's'}: its first line must name the columns ${expected.join(', ')}`,
  empty: 'The file has no rows below its header',
  tooManyRows: `The file has more than ${CSV_IMPORT.rowsMax.toLocaleString('en-AU')} rows: split it and import each part`,
  formula: 'This cell holds a formula, which is never run: type its value instead',
  rows: (count: number) =>
    `${count.toLocaleString('en-AU')} row${count === 1 ? ' has an error' : 's have errors'}: nothing was imported`,
} as const;
