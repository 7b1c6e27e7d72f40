import { PROPERTY_LIST, defaultPropertyStatuses } from '@hearth/domain';
import type { SearchParams } from '../../../api/properties/search-properties';
import { isAvailabilitySearch, type ListState } from '../hooks/use-list-state';
import { filtersInEffect, hasPriceRange } from './filter-rules';
import { searchBoxAround } from './search-box';

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
