import { todayIn } from '@hearth/domain/dates';
import {
  PROPERTY_LIST,
  propertyListQuery,
  ZPropertyListFilters,
  type PropertyListAbilities,
  type TPropertyListFilters,
  type TPropertyListQuery,
} from '@hearth/domain/properties';
import { useCallback, useMemo } from 'react';
import { useLocation } from 'react-router';
import { readUrlState, useUrlState, writeUrlState } from '../../../lib/url-state';

/** What the filter drawer sets: one field per filter of the list's address schema (`ZPropertyListFilters`). */
export type PropertyFilters = TPropertyListFilters;

export type ChosenLocation = { name: string; lat: number; lng: number };

type FilterKey = keyof PropertyFilters;
const FILTER_KEYS = Object.keys(ZPropertyListFilters.shape) as FilterKey[];

/**
 * Everything the property list shows, as the address bar holds it (docs/product/properties.md#screens 'list page query parameters'): the
 * address schema's values, with the drawer's filters in `filters` and the place as one value.
 */
export type ListState = Omit<TPropertyListQuery, FilterKey | 'location' | 'lat' | 'lng'> & {
  location: ChosenLocation | null;
  filters: PropertyFilters;
};

const toListState = (query: TPropertyListQuery): ListState => {
  const { location, lat, lng, ...rest } = query;
  const top = Object.fromEntries(Object.entries(rest).filter(([key]) => !FILTER_KEYS.includes(key as FilterKey)));
  const filters = Object.fromEntries(FILTER_KEYS.map((key) => [key, query[key]]));
  return {
    ...(top as Omit<ListState, 'location' | 'filters'>),
    location: location !== null && lat !== null && lng !== null ? { name: location, lat, lng } : null,
    filters: filters as PropertyFilters,
  };
};

const toQuery = ({ location, filters, ...rest }: ListState): TPropertyListQuery => ({
  ...rest,
  ...filters,
  location: location?.name ?? null,
  lat: location?.lat ?? null,
  lng: location?.lng ?? null,
});

/** The searcher's own day, as the availability bar's date pickers count it: a stay cannot start before it. */
/** The searcher's own time zone, read once. */
const SEARCHER_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;
const listToday = () => todayIn(SEARCHER_TIME_ZONE);

export const EMPTY_FILTERS: PropertyFilters = ZPropertyListFilters.parse({});

/** The price filter is one filter of three values (a range and its currency), and applies only in an availability search. */
const PRICE_KEYS: readonly FilterKey[] = ['minPrice', 'maxPrice', 'currency'];

/** Each filter other than the price filter with its value, or null when it is Any (empty, 0 min nights, no rooms). */
export const otherFilters = (filters: PropertyFilters): [FilterKey, string | number | null][] =>
  FILTER_KEYS.filter((key) => !PRICE_KEYS.includes(key)).map((key) => {
    const value = filters[key];
    const any = Array.isArray(value) ? value.length === 0 : value === EMPTY_FILTERS[key];
    return [key, any ? null : Array.isArray(value) ? value.join(',') : value];
  });
export const DEFAULT_LIST_STATE: ListState = toListState(propertyListQuery(listToday()).parse({}));

/** Reads the address bar through the list's schema. Anything malformed is dropped on its own; nothing here throws. */
export const parseListState = (params: URLSearchParams, today: string = listToday()): ListState =>
  toListState(readUrlState(propertyListQuery(today), params).value);

/** Writes the address bar: only what differs from the defaults, in the schema's order. */
export const serialiseListState = (state: ListState): URLSearchParams =>
  writeUrlState(propertyListQuery(listToday()), toQuery(state));

/** Drops what the caller's roles do not offer (a link copied by an admin, opened by an owner). */
export const withinAbilities = (state: ListState, abilities: PropertyListAbilities): ListState => {
  const sortField = state.sort?.replace(/^-/, '');
  const sortAllowed =
    !(sortField === 'tasks' && !abilities.canSortByTasks) && !(sortField === 'partner' && !abilities.canSortByPartner);
  const availability = abilities.canSearchAvailability;
  return {
    ...state,
    sort: sortAllowed ? state.sort : null,
    availableFrom: availability ? state.availableFrom : null,
    availableTo: availability ? state.availableTo : null,
    location: availability ? state.location : null,
    adults: availability ? state.adults : PROPERTY_LIST.adultsDefault,
    children: availability ? state.children : PROPERTY_LIST.childrenDefault,
    includeInactive: abilities.canIncludeInactive && state.includeInactive,
    corporateRate: availability && state.corporateRate,
    filters: {
      ...state.filters,
      companies: abilities.canFilterByPartner ? state.filters.companies : [],
      owners: abilities.canFilterByOwner ? state.filters.owners : [],
      amenities: abilities.canFilterByAmenities ? state.filters.amenities : [],
      managementTypes: abilities.canFilterByManagement ? state.filters.managementTypes : [],
      riskStatuses: abilities.seesRiskStatus ? state.filters.riskStatuses : [],
    },
  };
};

/** An availability search needs both days (docs/product/properties.md#rules). */
export const isAvailabilitySearch = (state: Pick<ListState, 'availableFrom' | 'availableTo'>): boolean =>
  Boolean(state.availableFrom && state.availableTo);

export type SetListState = (
  next: ListState | ((current: ListState) => ListState),
  options?: { replace?: boolean },
) => void;

/**
 * The list's address-bar state through the one url-state helper: read with the list's schema (a refused value is
 * taken out of the address), trimmed to the caller's abilities, and written back (`replace` for typing, so Back is
 * not flooded with one entry per keystroke).
 */
export const usePropertyListState = (abilities: PropertyListAbilities): [ListState, SetListState] => {
  const { pathname } = useLocation();
  // The list writes only while the address is still its own: a debounced search that fires after the address has
  // moved on (another page, Back) must not navigate back to the list.
  const canWrite = useCallback(() => window.location.pathname === pathname, [pathname]);
  const today = listToday();
  const schema = useMemo(() => propertyListQuery(today), [today]);
  const [query, setQuery] = useUrlState(schema, { canWrite });
  const state = useMemo(() => withinAbilities(toListState(query), abilities), [query, abilities]);
  const setState = useCallback<SetListState>(
    (next, options) =>
      setQuery((current) => {
        const base = withinAbilities(toListState(current), abilities);
        return toQuery(typeof next === 'function' ? next(base) : next);
      }, options),
    [setQuery, abilities],
  );
  return [state, setState];
};
