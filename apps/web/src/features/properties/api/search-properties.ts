import { PROPERTY_LIST } from '@hearth/domain/properties/properties.constants';
import { defaultPropertyStatuses } from '@hearth/domain/properties/properties.rules';
import type { TPropertySearchResponse } from '@hearth/domain/properties/properties.schemas';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isAvailabilitySearch, type ListState } from '../hooks/use-list-state';
import { filtersInEffect, hasPriceRange } from '../utils/filter-rules';
import { searchBoxAround } from '../utils/search-box';

export type SearchParams = Record<string, string | number | boolean | undefined>;

const csv = (values: readonly (string | number)[]): string | undefined =>
  values.length > 0 ? values.join(',') : undefined;

/**
 * The `GET v3/search` query for a list view, page number aside (spec 000 §7; validated by ZPropertySearchQuery).
 * Without chosen statuses the default set is sent (spec 000 §4).
 */
export const toSearchParams = (state: ListState): SearchParams => {
  const availability = isAvailabilitySearch(state);
  const priceRange = hasPriceRange(state.filters, availability);
  const f = filtersInEffect(state.filters, priceRange);
  const query = state.filterText.trim();
  const statuses =
    f.propertyStatuses.length > 0
      ? f.propertyStatuses
      : defaultPropertyStatuses({ availabilitySearch: availability, includeInactive: state.includeInactive });
  const box = state.location ? searchBoxAround(state.location.lat, state.location.lng) : null;
  return {
    'page[size]': PROPERTY_LIST.pageSize,
    'filters[type]': 'property',
    'filters[query]': query === '' ? undefined : query,
    sort: state.sort ?? undefined,
    'filters[propertyStatuses]': csv(statuses),
    ...(availability
      ? {
          'filters[availableFrom]': state.availableFrom ?? undefined,
          'filters[availableTo]': state.availableTo ?? undefined,
          'filters[isAvailabilitySearch]': true,
          'filters[adults]': state.adults,
          'filters[children]': state.children,
          'filters[corporateRate]': state.corporateRate ? true : undefined,
          'filters[minPrice]': f.minPrice ?? undefined,
          'filters[maxPrice]': f.maxPrice ?? undefined,
        }
      : {}),
    ...(box ?? {}),
    'filters[companies]': csv(f.companies),
    'filters[owners]': csv(f.owners),
    'filters[cleaningStatuses]': csv(f.cleaningStatuses),
    'filters[airbnbOverallRatings]': csv(f.airbnbOverallRatings),
    'filters[riskStatuses]': csv(f.riskStatuses),
    'filters[propertyTypes]': csv(f.propertyTypes),
    'filters[minimumStay]': f.minimumStay > 0 ? f.minimumStay : undefined,
    'filters[bedrooms]': f.bedrooms ?? undefined,
    'filters[bathrooms]': f.bathrooms ?? undefined,
    'filters[propertySegments]': csv(f.propertySegments),
    'filters[keyTypes]': csv(f.keyTypes),
    'filters[keyStatuses]': csv(f.keyStatuses),
    'filters[managementTypes]': csv(f.managementTypes),
    'filters[amenities]': csv(f.amenities),
  };
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
    queryKey: ['properties', 'search', params],
    queryFn: ({ pageParam, signal }) => searchProperties(params, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.pageNumber < last.meta.totalPages ? last.meta.pageNumber + 1 : undefined),
  });

export const usePropertySearch = (params: SearchParams) => useInfiniteQuery(propertySearchOptions(params));
