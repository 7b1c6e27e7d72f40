import type { TSmartquotesParams } from '@hearth/domain/smartquotes';

/** Query keys of the SmartQuote area: a change to a quote invalidates `smartquoteKeys.all`. */
export const smartquoteKeys = {
  all: ['smartquotes'] as const,
  /** The list (/smartquotes) for a search and sort. */
  list: (params: Pick<TSmartquotesParams, 'address' | 'sort'>) => [...smartquoteKeys.all, 'list', params] as const,
  detail: (id: string) => [...smartquoteKeys.all, 'detail', id] as const,
  /** One quote with an include list (`overview`). */
  document: (id: string, include: readonly string[]) => [...smartquoteKeys.detail(id), [...include].sort()] as const,
  /** The public page's document, by token (no session). */
  public: (token: string) => [...smartquoteKeys.all, 'public', token] as const,
  /** The wizard's company step: partner companies by search (`GET v3/companies`, first page of 10). */
  companies: (search: string) => [...smartquoteKeys.all, 'companies', search] as const,
};
