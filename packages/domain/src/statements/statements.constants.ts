/** A statement is drafted by generation and sent to the owner when published. */
export const STATEMENT_STATUSES = ['draft', 'published'] as const;
export type StatementStatus = (typeof STATEMENT_STATUSES)[number];

/** What a line of a statement is: a guest stay's nights in the month, an owner stay, a cancellation fee kept, a cost. */
export const STATEMENT_LINE_KINDS = ['stay', 'owner-stay', 'cancellation', 'cost'] as const;
export type StatementLineKind = (typeof STATEMENT_LINE_KINDS)[number];

/** docs/product/statements.md#limits: 25 a page; next page when the bottom sentinel is at least half visible. */
export const STATEMENT_PAGE_SIZE = 25;
export const STATEMENT_PAGE_SIZE_MAX = 100;
/** docs/product/statements.md#limits: the statements search waits 400 ms after typing stops. */
export const STATEMENT_SEARCH_DEBOUNCE_MS = 400;
/** docs/product/statements.md#calls: sort by date, property or owner, '-' for descending; the default is date ascending. */
export const STATEMENT_SORTS = ['date', 'property', 'owner'] as const;
export type StatementSort = (typeof STATEMENT_SORTS)[number];
export const STATEMENT_DEFAULT_SORT = 'date';
/** docs/product/statements.md#calls: include=property,owners. */
export const STATEMENT_INCLUDES = ['property', 'owners'] as const;
/** docs/product/statements.md#fields 'Statement': type. Every statement here is a monthly owner statement. */
export const STATEMENT_TYPE = 'monthly';

/** What finance resolves before publishing (issue 17 item 2, beyond the spec). */
export const STATEMENT_CHECK_KINDS = [
  /** The statement's payout differs from what its month's bookings pay out now (a booking changed since). */
  'payout-mismatch',
  /** A guest stay in the month with no owner payout (no quote). */
  'booking-without-payout',
  /** A statement whose payout is below zero (costs above income). */
  'negative-payout',
  /** A property with stays in the month and no statement. */
  'missing-statement',
] as const;

export const STATEMENT_ERROR_CODES = {
  notFound: 'STATEMENT_NOT_FOUND',
  sortNotAllowed: 'FILTER_NOT_ALLOWED',
  monthInFuture: 'STATEMENT_MONTH_NOT_ENDED',
} as const;

export const STATEMENT_MESSAGES = {
  notFound: 'No statement with that id.',
  /** docs/product/statements.md#who-uses-it: owners cannot sort statements by property. */
  sortNotAllowed: 'Owners cannot sort statements by property.',
  /** The month picker's maximum is the start of the current month (docs/product/statements.md#who-uses-it): a month is stated once it began. */
  monthInFuture: 'Statements can be made only for a month that has begun.',
} as const;
