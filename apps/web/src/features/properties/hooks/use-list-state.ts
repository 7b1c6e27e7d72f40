import {
  AMENITIES,
  CLEANING_STATUSES,
  KEY_STATUS_FILTERS,
  KEY_TYPE_FILTERS,
  MANAGEMENT_TYPES,
  PROPERTY_LIST,
  PROPERTY_SEGMENTS,
  PROPERTY_SORTS,
  PROPERTY_STATUSES,
  PROPERTY_TYPE_FILTERS,
  RATING_FILTERS,
  RISK_STATUSES,
  isNight,
  nightsBetween,
  type Amenity,
  type CleaningStatus,
  type KeyStatusFilter,
  type KeyTypeFilter,
  type ManagementType,
  type PropertySegment,
  type PropertySort,
  type PropertyStatus,
  type PropertyTypeFilter,
  type RiskStatus,
  type PropertyListAbilities,
} from '@hearth/domain';
import { useCallback, useMemo, useRef } from 'react';
import { useBlocker, useLocation, useSearchParams } from 'react-router';

/** What the filter drawer sets. Prices are cents of the stay's total; 0 min nights and null rooms mean Any. */
export type PropertyFilters = {
  minPrice: number | null;
  maxPrice: number | null;
  companies: string[];
  owners: string[];
  cleaningStatuses: CleaningStatus[];
  airbnbOverallRatings: number[];
  riskStatuses: RiskStatus[];
  propertyTypes: PropertyTypeFilter[];
  minimumStay: number;
  bedrooms: number | null;
  bathrooms: number | null;
  propertyStatuses: PropertyStatus[];
  propertySegments: PropertySegment[];
  keyTypes: KeyTypeFilter[];
  keyStatuses: KeyStatusFilter[];
  managementTypes: ManagementType[];
  amenities: Amenity[];
};

export type ChosenLocation = { name: string; lat: number; lng: number };

/** Everything the property list shows, as the address bar holds it (spec 000 §2 'list page query parameters'). */
export type ListState = {
  filterText: string;
  sort: PropertySort | null;
  availableFrom: string | null;
  availableTo: string | null;
  adults: number;
  children: number;
  location: ChosenLocation | null;
  includeInactive: boolean;
  corporateRate: boolean;
  filters: PropertyFilters;
};

export const EMPTY_FILTERS: PropertyFilters = {
  minPrice: null,
  maxPrice: null,
  companies: [],
  owners: [],
  cleaningStatuses: [],
  airbnbOverallRatings: [],
  riskStatuses: [],
  propertyTypes: [],
  minimumStay: 0,
  bedrooms: null,
  bathrooms: null,
  propertyStatuses: [],
  propertySegments: [],
  keyTypes: [],
  keyStatuses: [],
  managementTypes: [],
  amenities: [],
};

export const DEFAULT_LIST_STATE: ListState = {
  filterText: '',
  sort: null,
  availableFrom: null,
  availableTo: null,
  adults: PROPERTY_LIST.adultsDefault,
  children: PROPERTY_LIST.childrenDefault,
  location: null,
  includeInactive: false,
  corporateRate: false,
  filters: EMPTY_FILTERS,
};

/** The list filters whose URL value is a comma-separated list of codes. */
const LIST_FILTERS = {
  cleaningStatuses: CLEANING_STATUSES,
  riskStatuses: RISK_STATUSES,
  propertyTypes: PROPERTY_TYPE_FILTERS,
  propertyStatuses: PROPERTY_STATUSES,
  propertySegments: PROPERTY_SEGMENTS,
  keyTypes: KEY_TYPE_FILTERS,
  keyStatuses: KEY_STATUS_FILTERS,
  managementTypes: MANAGEMENT_TYPES,
  amenities: AMENITIES,
} as const satisfies Partial<Record<keyof PropertyFilters, readonly string[]>>;
type ListFilterKey = keyof typeof LIST_FILTERS;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PRICE_MAX_CENTS = 100_000_000;
const LOCATION_NAME_MAX = 100;

const splitList = (raw: string | null): string[] =>
  [
    ...new Set(
      (raw ?? '')
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ].slice(0, 50);

const oneOf = <T extends string>(values: readonly T[], raw: string | null): T[] =>
  splitList(raw).filter((part): part is T => (values as readonly string[]).includes(part));

/** A whole number in [min, max] written plainly (no '1e3', no '2.5'), else null. */
const intIn = (raw: string | null, min: number, max: number): number | null => {
  if (raw === null || !/^-?\d{1,9}$/.test(raw.trim())) return null;
  const value = Number(raw.trim());
  return value >= min && value <= max ? value : null;
};

const numberIn = (raw: string | null, min: number, max: number): number | null => {
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) && value >= min && value <= max ? value : null;
};

/** A `YYYY-MM-DD` day that exists, else null (2026-02-30 is dropped). */
const nightOrNull = (raw: string | null): string | null => (raw !== null && isNight(raw) ? raw : null);

const flag = (raw: string | null): boolean => raw === 'true' || raw === '1';

/** Reads the address bar. Anything malformed is dropped on its own; nothing here throws. */
export const parseListState = (params: URLSearchParams): ListState => {
  const get = (key: string) => params.get(key);
  const lists = Object.fromEntries(
    (Object.keys(LIST_FILTERS) as ListFilterKey[]).map((key) => [key, oneOf(LIST_FILTERS[key], get(key))]),
  ) as { [K in ListFilterKey]: PropertyFilters[K] };

  let minPrice = intIn(get('minPrice'), 0, PRICE_MAX_CENTS);
  let maxPrice = intIn(get('maxPrice'), 0, PRICE_MAX_CENTS);
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) {
    minPrice = null;
    maxPrice = null;
  }

  const availableFrom = nightOrNull(get('availableFrom'));
  let availableTo = nightOrNull(get('availableTo'));
  if (availableFrom && availableTo) {
    const nights = nightsBetween(availableFrom, availableTo);
    if (nights <= 0 || nights > PROPERTY_LIST.stayMax) availableTo = null;
  }
  // A lone check-out means nothing without its check-in.
  if (!availableFrom && availableTo) availableTo = null;

  const name = (get('location') ?? '').trim().slice(0, LOCATION_NAME_MAX);
  const lat = numberIn(get('lat'), -90, 90);
  const lng = numberIn(get('lng'), -180, 180);
  const sortRaw = get('sort');

  return {
    filterText: (get('filterText') ?? '').slice(0, PROPERTY_LIST.queryMax),
    sort: sortRaw && (PROPERTY_SORTS as readonly string[]).includes(sortRaw) ? (sortRaw as PropertySort) : null,
    availableFrom,
    availableTo,
    adults: intIn(get('adults'), PROPERTY_LIST.adultsMin, PROPERTY_LIST.adultsMax) ?? PROPERTY_LIST.adultsDefault,
    children:
      intIn(get('children'), PROPERTY_LIST.childrenMin, PROPERTY_LIST.childrenMax) ?? PROPERTY_LIST.childrenDefault,
    location: name && lat !== null && lng !== null ? { name, lat, lng } : null,
    includeInactive: flag(get('includeInactive')),
    corporateRate: flag(get('corporateRate')),
    filters: {
      ...lists,
      minPrice,
      maxPrice,
      companies: splitList(get('companies')).filter((id) => UUID.test(id)),
      owners: splitList(get('owners')).filter((id) => UUID.test(id)),
      airbnbOverallRatings: splitList(get('airbnbOverallRatings'))
        .map(Number)
        .filter((rating) => (RATING_FILTERS as readonly number[]).includes(rating))
        .sort(),
      minimumStay: intIn(get('minimumStay'), 0, PROPERTY_LIST.minimumStayMax) ?? 0,
      bedrooms: intIn(get('bedrooms'), 1, PROPERTY_LIST.roomsMax),
      bathrooms: intIn(get('bathrooms'), 1, PROPERTY_LIST.roomsMax),
    },
  };
};

/** Writes the address bar: only what differs from the defaults, in a stable order. */
export const serialiseListState = (state: ListState): URLSearchParams => {
  const params = new URLSearchParams();
  const put = (key: string, value: string | number | null | undefined) => {
    if (value !== null && value !== undefined && value !== '') params.set(key, String(value));
  };
  const f = state.filters;
  put('filterText', state.filterText);
  put('sort', state.sort);
  put('availableFrom', state.availableFrom);
  put('availableTo', state.availableTo);
  if (state.adults !== PROPERTY_LIST.adultsDefault) put('adults', state.adults);
  if (state.children !== PROPERTY_LIST.childrenDefault) put('children', state.children);
  if (state.location) {
    put('location', state.location.name);
    put('lat', state.location.lat);
    put('lng', state.location.lng);
  }
  if (state.includeInactive) put('includeInactive', 'true');
  if (state.corporateRate) put('corporateRate', 'true');
  put('minPrice', f.minPrice);
  put('maxPrice', f.maxPrice);
  put('companies', f.companies.join(','));
  put('owners', f.owners.join(','));
  put('cleaningStatuses', f.cleaningStatuses.join(','));
  put('airbnbOverallRatings', f.airbnbOverallRatings.join(','));
  put('riskStatuses', f.riskStatuses.join(','));
  put('propertyTypes', f.propertyTypes.join(','));
  if (f.minimumStay > 0) put('minimumStay', f.minimumStay);
  put('bedrooms', f.bedrooms);
  put('bathrooms', f.bathrooms);
  put('propertyStatuses', f.propertyStatuses.join(','));
  put('propertySegments', f.propertySegments.join(','));
  put('keyTypes', f.keyTypes.join(','));
  put('keyStatuses', f.keyStatuses.join(','));
  put('managementTypes', f.managementTypes.join(','));
  put('amenities', f.amenities.join(','));
  return params;
};

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

/** An availability search needs both days (spec 000 §5). */
export const isAvailabilitySearch = (state: Pick<ListState, 'availableFrom' | 'availableTo'>): boolean =>
  Boolean(state.availableFrom && state.availableTo);

/** A price range applies only in an availability search and once one end is set. */
export const priceRangeApplies = (state: Pick<ListState, 'availableFrom' | 'availableTo' | 'filters'>): boolean =>
  isAvailabilitySearch(state) && (state.filters.minPrice !== null || state.filters.maxPrice !== null);

export type SetListState = (
  next: ListState | ((current: ListState) => ListState),
  options?: { replace?: boolean },
) => void;

/**
 * The one helper for the list's address-bar state: read (parsed defensively, trimmed to the caller's abilities)
 * and write (serialised; `replace` for typing, so Back is not flooded with one entry per keystroke).
 */
export const usePropertyListState = (abilities: PropertyListAbilities): [ListState, SetListState] => {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  // While the next page's chunk loads, React Router keeps this list on screen (a transition) but already resolves a
  // search write against the new address: a debounced search firing then would put `?filterText=` on the next page.
  // The router tells every blocker where it is going; this one never blocks, it only notes that the list is left.
  const leaving = useRef(false);
  useBlocker(({ nextLocation }) => {
    leaving.current = nextLocation.pathname !== pathname;
    return false;
  });
  const state = useMemo(() => withinAbilities(parseListState(params), abilities), [params, abilities]);
  const setState = useCallback<SetListState>(
    (next, options) => {
      if (leaving.current) return;
      setParams(
        (current) => {
          const base = withinAbilities(parseListState(current), abilities);
          return serialiseListState(typeof next === 'function' ? next(base) : next);
        },
        // A controlled checkbox or chip must not flick back while the navigation settles in a transition.
        { replace: options?.replace ?? false, flushSync: true },
      );
    },
    [setParams, abilities],
  );
  return [state, setState];
};
