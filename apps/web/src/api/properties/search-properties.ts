import type { TPropertySearchParams, TPropertySearchResponse } from '@hearth/domain/properties';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { propertyKeys } from './keys';

/** The query's yes/no flags, which the client may hand over as booleans: the query string carries 'true' or 'false'. */
type Flag = 'filters[isAvailabilitySearch]' | 'filters[corporateRate]';

/** The `GET v3/search` query of a list view, page number aside (docs/product/properties.md#calls; validated by ZPropertySearchQuery). */
export type SearchParams = Omit<TPropertySearchParams, 'page[number]' | Flag> & {
  [K in Flag]?: TPropertySearchParams[K] | boolean;
};

/** `GET v3/search`: one page of properties. */
export const searchProperties = (params: SearchParams, page: number, signal?: AbortSignal) =>
  api.get<TPropertySearchResponse>('/api/v3/search', { params: { 'page[number]': page, ...params }, signal });

/**
 * Keyed on the whole query, so a changed search, filter or sort starts again at page 1 and an older answer
 * lands in its own cache entry: it can never replace the newer one on screen.
 */
export const propertySearchOptions = (params: SearchParams) =>
  infiniteQueryOptions({
    queryKey: propertyKeys.search(params),
    queryFn: ({ pageParam, signal }) => searchProperties(params, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.pageNumber < last.meta.totalPages ? last.meta.pageNumber + 1 : undefined),
  });

export const usePropertySearch = (params: SearchParams) => useInfiniteQuery(propertySearchOptions(params));
