/** Values and labels of the property area (spec 000 §2, §4, §9). Codes are what the API sends and stores. */

export const PROPERTY_STATUSES = ['onboarding', 'active', 'offboarding', 'inactive'] as const;
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];
export const PROPERTY_STATUS_LABELS: Record<PropertyStatus, string> = {
  onboarding: 'Onboarding',
  active: 'Active',
  offboarding: 'Offboarding',
  inactive: 'Inactive',
};

export const PROPERTY_SEGMENTS = ['luxe', 'premium', 'comfort', 'essentials'] as const;
export type PropertySegment = (typeof PROPERTY_SEGMENTS)[number];
export const PROPERTY_SEGMENT_LABELS: Record<PropertySegment, string> = {
  luxe: 'Luxe',
  premium: 'Premium',
  comfort: 'Comfort',
  essentials: 'Essentials',
};

/** Stored building types; the filter groups them (see PROPERTY_TYPE_FILTERS). */
export const BUILDING_TYPES = ['house', 'studio', 'townhouse', 'apartment'] as const;
export type BuildingType = (typeof BUILDING_TYPES)[number];
export const PROPERTY_TYPE_FILTERS = ['house', 'apartment'] as const;
export type PropertyTypeFilter = (typeof PROPERTY_TYPE_FILTERS)[number];
export const PROPERTY_TYPE_FILTER_LABELS: Record<PropertyTypeFilter, string> = {
  house: 'House',
  apartment: 'Apartment',
};
/** 'House' covers house, studio and townhouse (spec 000 §2). */
export const PROPERTY_TYPE_FILTER_COVERS: Record<PropertyTypeFilter, readonly BuildingType[]> = {
  house: ['house', 'studio', 'townhouse'],
  apartment: ['apartment'],
};

export const CLEANING_STATUSES = ['ready', 'occupied', 'dirty', 'in-progress', 'blocked'] as const;
export type CleaningStatus = (typeof CLEANING_STATUSES)[number];
/** Labels in the filter typeahead. */
export const CLEANING_STATUS_FILTER_LABELS: Record<CleaningStatus, string> = {
  ready: 'Ready',
  occupied: 'Occupied',
  dirty: 'Dirty',
  'in-progress': 'In-progress',
  blocked: 'Blocked',
};
/** Labels on a property card: dirty and in progress both read 'Clean required'. */
export const CLEANING_STATUS_LABELS: Record<CleaningStatus, string> = {
  ready: 'Guest ready',
  occupied: 'Occupied',
  dirty: 'Clean required',
  'in-progress': 'Clean required',
  blocked: 'Blocked',
};

export const KEY_TYPES = [
  'standard',
  'key-nest',
  'key-nest-standard',
  'key-nest-locker',
  'key-nest-private-locker',
  'convenience-store',
  'offsite',
] as const;
export type KeyType = (typeof KEY_TYPES)[number];
export const KEY_TYPE_FILTERS = ['standard', 'key-nest', 'key-nest-locker', 'convenience-store', 'offsite'] as const;
export type KeyTypeFilter = (typeof KEY_TYPE_FILTERS)[number];
export const KEY_TYPE_FILTER_LABELS: Record<KeyTypeFilter, string> = {
  standard: 'Standard',
  'key-nest': 'KeyNest',
  'key-nest-locker': 'KeyNest Locker',
  'convenience-store': 'Convenience store',
  offsite: 'Offsite',
};
/** KeyNest and KeyNest Locker each cover their variants (spec 000 §4). */
export const KEY_TYPE_FILTER_COVERS: Record<KeyTypeFilter, readonly KeyType[]> = {
  standard: ['standard'],
  'key-nest': ['key-nest', 'key-nest-standard'],
  'key-nest-locker': ['key-nest-locker', 'key-nest-private-locker'],
  'convenience-store': ['convenience-store'],
  offsite: ['offsite'],
};

export const KEY_STATUSES = [
  'unknown',
  'hearth',
  'in-use',
  'in-store',
  'in-locker',
  'in-place',
  'in-place-unverified',
  'waiting-for-drop-off',
] as const;
export type KeyStatus = (typeof KEY_STATUSES)[number];
/** Labels on a property (spec 000 §4; {product} is the product name, filled in by the caller). */
export const KEY_STATUS_LABELS: Record<KeyStatus, string> = {
  unknown: 'Unknown',
  hearth: '{product}',
  'in-use': 'In Use',
  'in-store': 'In Store',
  'in-locker': 'In Locker',
  'in-place': 'Key in place',
  'in-place-unverified': 'Cleaner confirmed key is in place (needs verification)',
  'waiting-for-drop-off': 'Waiting for drop off',
};
export const KEY_STATUS_FILTERS = [
  'unknown',
  'in-use',
  'in-store',
  'in-place',
  'in-place-unverified',
  'waiting-for-drop-off',
] as const;
export type KeyStatusFilter = (typeof KEY_STATUS_FILTERS)[number];
export const KEY_STATUS_FILTER_LABELS: Record<KeyStatusFilter, string> = {
  unknown: 'Unknown',
  'in-use': 'In use',
  'in-store': 'In store',
  'in-place': 'In place',
  'in-place-unverified': 'In place (verification required)',
  'waiting-for-drop-off': 'Waiting for drop off',
};

export const MANAGEMENT_TYPES = ['hearth', 'pro-partner'] as const;
export type ManagementType = (typeof MANAGEMENT_TYPES)[number];
/** '{product}' is the product name, filled in by the caller. */
export const MANAGEMENT_TYPE_LABELS: Record<ManagementType, string> = { hearth: '{product}', 'pro-partner': 'Partner' };

export const RISK_STATUSES = ['at-risk', 'suspended'] as const;
export type RiskStatus = (typeof RISK_STATUSES)[number];
export const RISK_STATUS_LABELS: Record<RiskStatus, string> = {
  'at-risk': 'Airbnb at risk',
  suspended: 'Airbnb suspended',
};
/** Rating filter values: whole stars 1 to 5 (a 4.7 counts as 4). */
export const RATING_FILTERS = [1, 2, 3, 4, 5] as const;

export const AMENITIES = [
  'wireless-internet',
  'air-conditioning',
  'free-parking-on-premises',
  'pool',
  'hot-tub',
  'heating',
  'indoor-fireplace',
  'kitchen',
  'washer',
  'balcony',
  'garden',
  'bbq-grill',
] as const;
export type Amenity = (typeof AMENITIES)[number];
export const AMENITY_LABELS: Record<Amenity, string> = {
  'wireless-internet': 'WiFi',
  'air-conditioning': 'Air conditioning',
  'free-parking-on-premises': 'Parking',
  pool: 'Pool',
  'hot-tub': 'Hot tub',
  heating: 'Heating',
  'indoor-fireplace': 'Fireplace',
  kitchen: 'Kitchen',
  washer: 'Washing machine',
  balcony: 'Balcony',
  garden: 'Garden',
  'bbq-grill': 'BBQ',
};

export const CURRENCIES = ['AUD', 'NZD'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const CURRENCY_SYMBOLS: Record<Currency, string> = { AUD: 'A$', NZD: 'N$' };

/** Rate channels of a Daily rate (spec 000 §3); `price` is the base rate, `hearth` the direct channel. */
export const RATE_CHANNELS = ['airbnb', 'booking-com', 'vrbo', 'hearth'] as const;
export type RateChannel = (typeof RATE_CHANNELS)[number];

/** Sort drawer choices (spec 000 §2); a descending sort is sent as `-field`. */
export const PROPERTY_SORT_FIELDS = [
  'name',
  'bedrooms',
  'bathrooms',
  'maxGuests',
  'minimumStay',
  'rating',
  'tasks',
  'partner',
] as const;
export type PropertySortField = (typeof PROPERTY_SORT_FIELDS)[number];
export type PropertySort = PropertySortField | `-${PropertySortField}`;
export const PROPERTY_SORTS = PROPERTY_SORT_FIELDS.flatMap((f) => [f, `-${f}`] as const) as readonly PropertySort[];

/** Limits of spec 000 §5 and §9. */
export const PROPERTY_LIST = {
  pageSize: 25,
  searchBarPageSize: 26,
  pageSizeMax: 100,
  pageNumberMax: 10_000,
  searchDebounceMs: 600,
  locationDebounceMs: 300,
  locationMinChars: 2,
  ownerTypeaheadPageSize: 10,
  queryMax: 200,
  minimumStayMax: 99,
  roomsMax: 4,
  adultsMin: 1,
  adultsMax: 10,
  adultsDefault: 2,
  childrenMin: 0,
  childrenMax: 10,
  childrenDefault: 0,
  /** The longest stay an availability search accepts, in nights. */
  stayMax: 365,
  /** The longest place name the list's address keeps. */
  locationNameMax: 100,
  /** Half the side of the search box around a chosen place, in metres (bearings 315° and 135°). */
  searchBoxMetres: 5_000,
  photoCountMax: 6,
  multiSelectChips: 3,
} as const;

/** Messages of spec 000 §8 for the list. */
export const PROPERTY_MESSAGES = {
  listErrorTitle: 'Could not load properties',
  listErrorBody: (code: string, message: string) => `There was an error ${code} ${message}`,
  noResults: 'No results found',
  /** In place of the price range when the matches are priced in both currencies (the API then gives no bounds). */
  priceMixedCurrencies:
    'Choose a location to filter by price (stays in Australia and New Zealand are priced in different currencies).',
  noLocations: 'No locations found. Try searching by a suburb.',
  noItems: 'No items found.',
  linksError: 'Could not load links!',
  fromAfterTo: 'Check-out must be after check-in',
  checkInPast: 'Check-in cannot be before today',
  checkOutAlone: 'A check-out needs its check-in',
  stayTooLong: `A stay can be at most ${PROPERTY_LIST.stayMax} nights`,
  priceRangeInverted: 'The minimum price must not be above the maximum price',
  boundingBoxIncomplete: 'A search area needs nwlat, nwlng, selat and selng',
  boundingBoxInverted: 'The north-west corner (nwlat) must be north of the south-east corner (selat)',
} as const;

export const PROPERTY_ERROR_CODES = {
  countError: 'PROPERTIES_COUNT_ERROR',
} as const;

/** Company partner types (spec 000 §3). */
export const PARTNER_TYPES = ['Hearth', 'Corporate travel', 'Franchise - Licensee'] as const;
export type PartnerType = (typeof PARTNER_TYPES)[number];

/** The link licensees follow to submit a new property (spec 000 §7 Lookups). */
export const PROPERTY_SUBMISSION_LINK_TITLE = 'Property Submission';

/** Relations `GET v3/properties/{id}` may include (spec 000 §3, 'Property in full'). */
export const PROPERTY_INCLUDES = [
  'address',
  'amenities',
  'base-fees',
  'channels',
  'company',
  'compliance',
  'details',
  'finance',
  'keys',
  'managers',
  'management-fees',
  'merchant',
  'photos',
  'policy',
  'pricing-exclusions',
  'resources',
  'rooms',
  'settings',
  'users',
] as const;
