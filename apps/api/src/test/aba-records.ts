/*
 * The ABA (Cemtex) direct-entry file as its published layout describes it, written out again here on purpose, apart
 * from `aba-generator`, so the tests read the files Hearth writes the way a bank would: 120 characters a record,
 * positions counted from 1, both ends included. docs/product/payouts.md#aba-file lists the same table.
 */

type Field = readonly [name: string, from: number, to: number];

export const ABA_LAYOUT = {
  /** Type 0, the descriptive record. */
  descriptive: [
    ['recordType', 1, 1],
    ['blank1', 2, 18],
    ['reelSequence', 19, 20],
    ['bank', 21, 23],
    ['blank2', 24, 30],
    ['userName', 31, 56],
    ['userId', 57, 62],
    ['description', 63, 74],
    ['date', 75, 80],
    ['blank3', 81, 120],
  ],
  /** Type 1, a detail record. */
  detail: [
    ['recordType', 1, 1],
    ['bsb', 2, 8],
    ['account', 9, 17],
    ['indicator', 18, 18],
    ['transactionCode', 19, 20],
    ['amount', 21, 30],
    ['title', 31, 62],
    ['reference', 63, 80],
    ['traceBsb', 81, 87],
    ['traceAccount', 88, 96],
    ['remitter', 97, 112],
    ['withholdingTax', 113, 120],
  ],
  /** Type 7, the file total record. */
  total: [
    ['recordType', 1, 1],
    ['bsbFiller', 2, 8],
    ['blank1', 9, 20],
    ['netTotal', 21, 30],
    ['creditTotal', 31, 40],
    ['debitTotal', 41, 50],
    ['blank2', 51, 74],
    ['count', 75, 80],
    ['blank3', 81, 120],
  ],
} as const satisfies Record<string, readonly Field[]>;

export type AbaRecord = Record<string, string>;

/** A record's fields exactly as they stand (padding kept), by the layout's names. */
export const fieldsOf = (record: string, layout: readonly Field[]): AbaRecord =>
  Object.fromEntries(layout.map(([name, from, to]) => [name, record.slice(from - 1, to)]));

/** The file's records: every line must end with CR LF, the last one too. */
export const abaRecords = (file: string): string[] => {
  if (!file.endsWith('\r\n')) throw new Error('An ABA file ends with CR LF');
  return file.slice(0, -2).split('\r\n');
};

/** A whole file read back: the descriptive record, the detail records and the total record, as raw fields. */
export const readAbaFile = (file: string) => {
  const records = abaRecords(file);
  const [first, ...rest] = records;
  const last = rest.pop();
  if (!first || !last) throw new Error('An ABA file has a descriptive and a total record');
  return {
    records,
    descriptive: fieldsOf(first, ABA_LAYOUT.descriptive),
    details: rest.map((record) => fieldsOf(record, ABA_LAYOUT.detail)),
    total: fieldsOf(last, ABA_LAYOUT.total),
  };
};

/** A zero-filled amount field in cents. */
export const centsOf = (field: string): number => {
  if (!/^\d+$/.test(field)) throw new Error(`Not an amount field: '${field}'`);
  return Number(field);
};
