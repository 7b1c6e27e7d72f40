import type { TStatementsParams } from '@hearth/domain/statements';

/** Query keys of the statements area: generating or publishing invalidates `statementKeys.all`. */
export const statementKeys = {
  all: ['statements'] as const,
  /** The list (/statements) for a search, month and sort. */
  list: (params: Pick<TStatementsParams, 'search' | 'sort'> & { month?: string }) =>
    [...statementKeys.all, 'list', params] as const,
  /** One statement with its lines. */
  detail: (id: string) => [...statementKeys.all, 'detail', id] as const,
  /** The checks of a month (`YYYY-MM`). */
  checks: (month: string) => [...statementKeys.all, 'checks', month] as const,
};
