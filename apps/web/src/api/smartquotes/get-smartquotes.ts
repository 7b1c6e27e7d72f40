import {
  SMARTQUOTE_LIMITS,
  type TSmartquoteResource,
  type TSmartquotesParams,
  type TSmartquotesResponse,
} from '@hearth/domain/smartquotes';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { smartquoteKeys } from './keys';

/** The list's search and sort as the API reads them; an empty address or no sort is left out. */
export type SmartquoteListParams = Pick<TSmartquotesParams, 'address' | 'sort'>;

/** `GET v3/smartquotes`: one page of 25 quotes (docs/product/smartquotes.md#calls), scoped by the API to the caller's companies. */
export const getSmartquotes = (params: SmartquoteListParams, page: number, signal?: AbortSignal) =>
  api.get<TSmartquotesResponse>('/api/v3/smartquotes', {
    params: {
      'page[number]': page,
      'page[size]': SMARTQUOTE_LIMITS.listPageSize,
      address: params.address || undefined,
      sort: params.sort || undefined,
    } satisfies TSmartquotesParams,
    signal,
  });

/** The next page until totalPages is reached (docs/product/smartquotes.md#screens). */
const nextPage = (last: TSmartquotesResponse, pages: readonly unknown[]): number | undefined =>
  pages.length < last.meta.totalPages && last.data.length > 0 ? pages.length + 1 : undefined;

/** Keyed on the search and sort, so a change starts again at page 1 (docs/product/smartquotes.md#screens). */
export const smartquotesOptions = (params: SmartquoteListParams) =>
  infiniteQueryOptions({
    queryKey: smartquoteKeys.list(params),
    queryFn: ({ pageParam, signal }) => getSmartquotes(params, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

/** The rows of the previous search or sort stay on screen (dimmed) until the new first page comes. */
export const useSmartquotes = (params: SmartquoteListParams) =>
  useInfiniteQuery({ ...smartquotesOptions(params), placeholderData: keepPreviousData });

/** Every row of the loaded pages. */
export const smartquotesOf = (data: InfiniteData<TSmartquotesResponse> | undefined): TSmartquoteResource[] =>
  data?.pages.flatMap((page) => page.data) ?? [];
