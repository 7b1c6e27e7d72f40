import { PROPERTY_LIST, defaultPropertyStatuses } from '@hearth/domain/properties';
import type { SearchParams } from '../../../api/properties/search-properties';
import { isAvailabilitySearch, otherFilters, type ListState } from '../hooks/use-list-state';
import { filtersInEffect, hasPriceRange } from './filter-rules';
import { searchBoxAround } from './search-box';

/**
 * The `GET v3/search` query for a list view, page number aside (docs/product/properties.md#calls; validated by ZPropertySearchQuery).
 * Without chosen statuses the default set is sent (docs/product/properties.md#states).
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
    'filters[propertyStatuses]': statuses.join(','),
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
          'filters[currency]': f.currency ?? undefined,
        }
      : {}),
    ...(box ?? {}),
    ...Object.fromEntries(
      otherFilters(f)
        .filter(([key]) => key !== 'propertyStatuses')
        .map(([key, value]) => [`filters[${key}]`, value ?? undefined]),
    ),
  };
};
