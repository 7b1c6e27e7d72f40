import {
  STATEMENT_DEFAULT_SORT,
  STATEMENT_INCLUDES,
  STATEMENT_PAGE_SIZE,
  type TStatement,
  type TStatementsParams,
  type TStatementsResponse,
} from '@hearth/domain/statements';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { statementKeys } from './keys';

/**
 * The list's search, month (`YYYY-MM`, sent as month and year) and sort as the screen holds them; empty ones are left
 * out.
 */
export type StatementListParams = Pick<TStatementsParams, 'search' | 'sort'> & { month?: string };

/** `GET v3/statements` (docs/product/statements.md#calls): one page of 25 with the property and owners, the month split in month and year. */
export const getStatements = (params: StatementListParams, page: number, signal?: AbortSignal) =>
  api.get<TStatementsResponse>('/api/v3/statements', {
    params: {
      include: STATEMENT_INCLUDES.join(','),
      search: params.search?.trim() || undefined,
      month: params.month ? Number(params.month.slice(5, 7)) : undefined,
      year: params.month ? Number(params.month.slice(0, 4)) : undefined,
      sort: params.sort || STATEMENT_DEFAULT_SORT,
      'page[number]': page,
      'page[size]': STATEMENT_PAGE_SIZE,
    } satisfies TStatementsParams,
    signal,
  });

/** docs/product/statements.md#limits: another page only while the last one was full (25 or more rows loaded) and pages remain. */
const nextPage = (last: TStatementsResponse, pages: readonly unknown[]): number | undefined =>
  pages.length < last.meta.totalPages && last.data.length >= STATEMENT_PAGE_SIZE ? pages.length + 1 : undefined;

/** Keyed on the search, month and sort, so a change starts again at page 1. */
export const statementsOptions = (params: StatementListParams) =>
  infiniteQueryOptions({
    queryKey: statementKeys.list(params),
    queryFn: ({ pageParam, signal }) => getStatements(params, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

/** The previous rows stay on screen (dimmed) until the new first page comes. */
export const useStatements = (params: StatementListParams) =>
  useInfiniteQuery({ ...statementsOptions(params), placeholderData: keepPreviousData });

/** What a row shows: the statement and how many owners it has besides the first. */
export type StatementRow = { statement: TStatement; otherOwners: number };

/** Every row of the loaded pages; the owners count comes from the relationship (include=owners). */
export const statementRowsOf = (data: InfiniteData<TStatementsResponse> | undefined): StatementRow[] =>
  data?.pages.flatMap((page) =>
    page.data.map((statement) => ({
      statement,
      otherOwners: Math.max(0, (statement.relationships?.owners?.data.length ?? 0) - 1),
    })),
  ) ?? [];
