import {
  AMENITY_LABELS,
  CLEANING_STATUS_FILTER_LABELS,
  CURRENCY_SYMBOLS,
  KEY_STATUS_FILTER_LABELS,
  KEY_TYPE_FILTER_LABELS,
  MANAGEMENT_TYPE_LABELS,
  PROPERTY_LIST,
  PROPERTY_SEGMENT_LABELS,
  PROPERTY_STATUS_LABELS,
  PROPERTY_TYPE_FILTER_LABELS,
  RISK_STATUS_LABELS,
  type Currency,
} from '@hearth/domain/properties';
import { formatMoney } from '../../../lib/format';
import { EMPTY_FILTERS, type PropertyFilters } from '../hooks/use-list-state';
import { filtersInEffect, hasPriceFilter, hasPriceRange } from './filter-rules';

/** One active filter as a chip under the search box: what it says, and the filters without it. */
export type FilterChip = { key: string; label: string; remove: (filters: PropertyFilters) => PropertyFilters };

export type FilterChipContext = {
  availabilitySearch: boolean;
  /** The currency of a range set without a choice: the search's one currency (meta.currency). */
  searchCurrency: Currency | null;
  productName: string;
  /** Names of owners and partners by id, from the listed properties. */
  knownOwners: Record<string, string>;
  knownCompanies: Record<string, string>;
};

/** Up to three values, then '+N' (as the drawer's multi-selects show them, docs/product/properties.md#limits). */
const valuesText = (values: readonly string[]): string => {
  const shown = values.slice(0, PROPERTY_LIST.multiSelectChips);
  const more = values.length - shown.length;
  return more > 0 ? `${shown.join(', ')} +${more}` : shown.join(', ');
};

const money = (cents: number, currency: Currency | null) =>
  currency ? formatMoney(cents, currency) : `$${(cents / 100).toLocaleString('en-AU')}`;

/** 'Price: A$500 – A$900', 'Price: from A$500', 'Price: up to NZ$900', or 'Priced in NZ$' for a currency alone. */
export const priceChipLabel = (filters: PropertyFilters, searchCurrency: Currency | null): string => {
  const currency = filters.currency ?? searchCurrency;
  const { minPrice, maxPrice } = filters;
  if (minPrice !== null && maxPrice !== null)
    return `Price: ${money(minPrice, currency)} – ${money(maxPrice, currency)}`;
  if (minPrice !== null) return `Price: from ${money(minPrice, currency)}`;
  if (maxPrice !== null) return `Price: up to ${money(maxPrice, currency)}`;
  return filters.currency ? `Priced in ${CURRENCY_SYMBOLS[filters.currency]}` : 'Price';
};

const rooms = (count: number) => (count >= PROPERTY_LIST.roomsMax ? `${count}+` : String(count));

/** The names of chosen ids where the list shows them; otherwise how many are chosen. */
const named = (ids: readonly string[], known: Record<string, string>, one: string, many: string) => {
  const names = ids.map((id) => known[id]);
  const label = ids.length === 1 ? one : many;
  return names.every((name) => name !== undefined)
    ? `${label}: ${valuesText(names as string[])}`
    : `${label}: ${ids.length} chosen`;
};

/**
 * The filters that narrow the list now, in the drawer's order, one chip each (a filter of several values is one chip,
 * as 'Filter (n)' counts it). What does not take effect has no chip: the price filter without dates, and the statuses a
 * price range hides.
 */
export const filterChips = (filters: PropertyFilters, context: FilterChipContext): FilterChip[] => {
  const f = filtersInEffect(filters, hasPriceRange(filters, context.availabilitySearch));
  const chips: FilterChip[] = [];
  const add = (key: keyof PropertyFilters, label: string) =>
    chips.push({ key, label, remove: (current) => ({ ...current, [key]: EMPTY_FILTERS[key] }) });
  const list = <T extends string>(
    key: keyof PropertyFilters,
    title: string,
    values: readonly T[],
    labels: Record<T, string>,
  ) => {
    if (values.length > 0) add(key, `${title}: ${valuesText(values.map((value) => labels[value]))}`);
  };

  if (hasPriceFilter(filters, context.availabilitySearch)) {
    chips.push({
      key: 'price',
      label: priceChipLabel(filters, context.searchCurrency),
      remove: (current) => ({ ...current, minPrice: null, maxPrice: null, currency: null }),
    });
  }
  list('propertyTypes', 'Type', f.propertyTypes, PROPERTY_TYPE_FILTER_LABELS);
  if (f.minimumStay > 0) add('minimumStay', `Min nights: ${f.minimumStay}`);
  if (f.bedrooms !== null) add('bedrooms', `Bedrooms: ${rooms(f.bedrooms)}`);
  if (f.bathrooms !== null) add('bathrooms', `Bathrooms: ${rooms(f.bathrooms)}`);
  list('propertyStatuses', 'Status', f.propertyStatuses, PROPERTY_STATUS_LABELS);
  list('propertySegments', 'Segment', f.propertySegments, PROPERTY_SEGMENT_LABELS);
  if (f.airbnbOverallRatings.length > 0) {
    const stars = f.airbnbOverallRatings;
    add(
      'airbnbOverallRatings',
      `Rating: ${valuesText(stars.map(String))} ${stars.length === 1 && stars[0] === 1 ? 'star' : 'stars'}`,
    );
  }
  if (f.riskStatuses.length > 0)
    add('riskStatuses', valuesText(f.riskStatuses.map((risk) => RISK_STATUS_LABELS[risk])));
  list('cleaningStatuses', 'Cleaning', f.cleaningStatuses, CLEANING_STATUS_FILTER_LABELS);
  list('keyTypes', 'Key type', f.keyTypes, KEY_TYPE_FILTER_LABELS);
  list('keyStatuses', 'Key status', f.keyStatuses, KEY_STATUS_FILTER_LABELS);
  list('managementTypes', 'Management', f.managementTypes, {
    ...MANAGEMENT_TYPE_LABELS,
    hearth: MANAGEMENT_TYPE_LABELS.hearth.replace('{product}', context.productName),
  });
  if (f.companies.length > 0) add('companies', named(f.companies, context.knownCompanies, 'Partner', 'Partners'));
  if (f.owners.length > 0) add('owners', named(f.owners, context.knownOwners, 'Owner', 'Owners'));
  list('amenities', 'Amenities', f.amenities, AMENITY_LABELS);
  return chips;
};
