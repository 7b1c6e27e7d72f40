/** Values and labels of the property area (docs/product/properties.md#screens, #states, #limits). Codes are what the API sends and stores. */

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
/** 'House' covers house, studio and townhouse (docs/product/properties.md#screens). */
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
/** KeyNest and KeyNest Locker each cover their variants (docs/product/properties.md#states). */
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
/** Labels on a property (docs/product/properties.md#states; {product} is the product name, filled in by the caller). */
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
/** NZ$, not NZ$ (the Namibian dollar's sign): issue 32 item 7. */
export const CURRENCY_SYMBOLS: Record<Currency, string> = { AUD: 'A$', NZD: 'NZ$' };

/** Sort drawer choices (docs/product/properties.md#screens); a descending sort is sent as `-field`. */
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

/** Limits of docs/product/properties.md#rules, #limits. */
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
  /**
   * An availability search stops counting here: past it the list says '1,000+ results', and the price bounds are
   * those of the homes counted (docs/product/properties.md#limits).
   */
  availabilityCountCap: 1_000,
  /** The longest place name the list's address keeps. */
  locationNameMax: 100,
  /** Half the side of the search box around a chosen place, in metres (bearings 315° and 135°). */
  searchBoxMetres: 5_000,
  photoCountMax: 6,
  multiSelectChips: 3,
} as const;

/** Messages of docs/product/properties.md#messages for the list. */
export const PROPERTY_MESSAGES = {
  listErrorTitle: 'Could not load properties',
  listErrorBody: (code: string, message: string) => `There was an error ${code} ${message}`,
  noResults: 'No results found',
  /** In place of the price range when the matches are priced in A$ and NZ$ and no currency is chosen yet. */
  priceMixedCurrencies: 'Stays here are priced in A$ and NZ$: choose a currency to filter by price.',
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

/** Company partner types (docs/product/properties.md#fields). */
export const PARTNER_TYPES = ['Hearth', 'Corporate travel', 'Franchise - Licensee'] as const;
export type PartnerType = (typeof PARTNER_TYPES)[number];
/** The partner type of the organisation's own company (docs/product/setup.md): the homes it manages itself. */
export const OWN_PARTNER_TYPE: PartnerType = 'Hearth';

/** The link licensees follow to submit a new property (docs/product/properties.md#calls Lookups). */
export const PROPERTY_SUBMISSION_LINK_TITLE = 'Property Submission';
/** Where it leads: Hearth's own form to add a home, for the licensee's company (docs/product/properties.md#adding-a-home). */
export const PROPERTY_SUBMISSION_PATH = '/properties/new';

/** Relations `GET v3/properties/{id}` may include (docs/product/properties.md#fields, 'Property in full'). */
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
export type PropertyInclude = (typeof PROPERTY_INCLUDES)[number];

// ---- The property record (docs/product/properties.md#screens, #fields, #who-uses-it 'Other pieces'; issue 14).

/** Texts of the details tab, the renewal and compliance block and the onboarding page (docs/product/properties.md#who-uses-it, #screens). */
export const PROPERTY_RECORD_TEXT = {
  editDetails: 'Edit property details',
  longTermOnly: 'Long-term stays only',
  allStays: 'All stays accepted',
  onboardingTitle: 'Onboarding in progress!',
  onboardingBody: 'Our team is working to get this property onboarded. Meanwhile, our articles answer most questions.',
  goToArticles: 'Go to articles',
  history: 'History',
  detailsErrorTitle: 'Could not load the property details',
  saved: 'Property details saved',
  saveErrorTitle: 'Could not save the property details',
} as const;

/** The resource link the external property-manager link is (docs/product/properties.md#fields 'resources.links'), and the Salesforce one. */
export const PROPERTY_MANAGER_LINK_NAME = 'Property manager';
export const SALESFORCE_LINK_NAME = 'Salesforce';
const hostOf = (url: string): string => /^[a-z][a-z0-9+.-]*:\/\/([^/:?#]+)/i.exec(url)?.[1] ?? '';
/** Whether a resource link is the Salesforce record: hidden from and never writable by owners and licensees. */
export const isSalesforceLink = (link: { name: string; url: string }): boolean =>
  link.name.trim().toLowerCase() === SALESFORCE_LINK_NAME.toLowerCase() ||
  /(^|\.)(salesforce|force)\.com$/i.test(hostOf(link.url));

/** The onboarding checkpoints of a property (docs/product/properties.md#fields), in the order they happen. */
export const CHECKPOINTS = ['ingoingInspectionDate', 'entryCleanDate', 'photographyDate', 'readyReportDate'] as const;
export type Checkpoint = (typeof CHECKPOINTS)[number];
export const CHECKPOINT_LABELS: Record<Checkpoint, string> = {
  ingoingInspectionDate: 'Ingoing inspection',
  entryCleanDate: 'Entry clean',
  photographyDate: 'Photography',
  readyReportDate: 'Ready report',
};

export const RISK_COLOURS = ['green', 'yellow', 'orange', 'red'] as const;
export type RiskColour = (typeof RISK_COLOURS)[number];

/** A property's base fees (charged to the guest on top of the nightly rate), in cents of its currency. */
export const BASE_FEE_TYPES = [
  'cleaning',
  'linen',
  'pet',
  'extra-guest',
  'early-check-in',
  'late-check-out',
  'security-deposit',
] as const;
export type BaseFeeType = (typeof BASE_FEE_TYPES)[number];
export const BASE_FEE_LABELS: Record<BaseFeeType, string> = {
  cleaning: 'Cleaning fee',
  linen: 'Linen fee',
  pet: 'Pet fee',
  'extra-guest': 'Extra guest fee',
  'early-check-in': 'Early check-in',
  'late-check-out': 'Late check-out',
  'security-deposit': 'Security deposit',
};
export const FEE_CHARGED_PER = ['stay', 'night', 'guest-night'] as const;
export type FeeChargedPer = (typeof FEE_CHARGED_PER)[number];
export const FEE_CHARGED_PER_LABELS: Record<FeeChargedPer, string> = {
  stay: 'per stay',
  night: 'per night',
  'guest-night': 'per extra guest per night',
};

/** Management fees by kind of stay: short stays and long-term rentals (the STR and LTR fees of docs/product/properties.md#rules). */
export const MANAGEMENT_FEE_KINDS = ['short-stay', 'long-term'] as const;
export type ManagementFeeKind = (typeof MANAGEMENT_FEE_KINDS)[number];
export const MANAGEMENT_FEE_LABELS: Record<ManagementFeeKind, string> = {
  'short-stay': 'Short stays',
  'long-term': 'Long-term rental',
};
export const PAYOUT_FREQUENCIES = ['weekly', 'fortnightly', 'monthly'] as const;
export type PayoutFrequency = (typeof PAYOUT_FREQUENCIES)[number];
export const CANCELLATION_POLICIES = ['flexible', 'moderate', 'strict'] as const;
export type CancellationPolicy = (typeof CANCELLATION_POLICIES)[number];
export const CANCELLATION_POLICY_LABELS: Record<CancellationPolicy, string> = {
  flexible: 'Flexible',
  moderate: 'Moderate',
  strict: 'Strict',
};
export const ROOM_TYPES = ['bedroom', 'bathroom', 'living', 'kitchen', 'outdoor', 'other'] as const;
export type RoomType = (typeof ROOM_TYPES)[number];
export const BED_TYPES = ['king', 'queen', 'double', 'king-single', 'single', 'bunk', 'sofa-bed'] as const;
export type BedType = (typeof BED_TYPES)[number];
export const BED_LABELS: Record<BedType, string> = {
  king: 'King',
  queen: 'Queen',
  double: 'Double',
  'king-single': 'King single',
  single: 'Single',
  bunk: 'Bunk',
  'sofa-bed': 'Sofa bed',
};
export const CHECK_IN_METHODS = ['self', 'key-collection', 'meet-and-greet'] as const;
export type CheckInMethod = (typeof CHECK_IN_METHODS)[number];
export const CHECK_IN_METHOD_LABELS: Record<CheckInMethod, string> = {
  self: 'Self check-in',
  'key-collection': 'Key collection',
  'meet-and-greet': 'Meet and greet',
};
export const PRICING_EXCLUSION_REASONS = ['owner-rate', 'event', 'long-stay', 'other'] as const;
export type PricingExclusionReason = (typeof PRICING_EXCLUSION_REASONS)[number];

/** Limits of the 'Edit property details' form and its call (PATCH v3/properties/{id}). */
export const PROPERTY_EDIT = {
  nameMax: 120,
  bedroomsMax: 30,
  bathroomsMax: 30,
  bedsMax: 60,
  maxGuestsMax: 50,
  minimumStayMax: PROPERTY_LIST.minimumStayMax,
  linksMax: 20,
  linkNameMax: 60,
  urlMax: 500,
  riskLabelMax: 80,
  bookableDaysMax: 366,
  feesMax: 20,
  feeMaxCents: 1_000_000,
  roomsMax: 40,
  bedsPerRoomMax: 10,
  exclusionsMax: 50,
  textMax: 2_000,
  shortTextMax: 120,
  /** docs/product/properties.md#rules: the short-stay (STR) fee is at least 10 %, the long-term (LTR) fee at least 1 %. */
  shortStayFeeMin: 10,
  longTermFeeMin: 1,
} as const;

/** The messages of the edit form and its call: one per rule, shared by the API's 400 and the form's fields. */
export const PROPERTY_EDIT_MESSAGES = {
  nothingToChange: 'Change at least one detail',
  nameRequired: 'Enter the property name',
  nameTooLong: `The name can be at most ${PROPERTY_EDIT.nameMax} characters`,
  bedrooms: `Bedrooms must be a whole number from 0 to ${PROPERTY_EDIT.bedroomsMax}`,
  bathrooms: `Bathrooms must be a whole number from 1 to ${PROPERTY_EDIT.bathroomsMax}`,
  beds: `Beds must be a whole number from 1 to ${PROPERTY_EDIT.bedsMax}`,
  maxGuests: `Guests must be a whole number from 1 to ${PROPERTY_EDIT.maxGuestsMax}`,
  minimumStay: `Minimum stay must be a whole number of nights from 1 to ${PROPERTY_EDIT.minimumStayMax}`,
  guestsBelowBedrooms: 'Guests cannot be fewer than bedrooms',
  type: 'Choose a property type',
  segment: 'Choose a segment',
  amenity: 'Unknown amenity',
  amenityTwice: 'An amenity can be listed once',
  linkName: `Give each link a name of 1 to ${PROPERTY_EDIT.linkNameMax} characters`,
  linkUrl: 'Enter a full web address starting with https://',
  tooManyLinks: `At most ${PROPERTY_EDIT.linksMax} links`,
  salesforceLink: 'You cannot see or change the Salesforce link',
  riskLabel: `The risk label can be at most ${PROPERTY_EDIT.riskLabelMax} characters`,
  bookableDays: `Bookable days must be a whole number from 0 to ${PROPERTY_EDIT.bookableDaysMax}`,
  feeAmount: 'Enter an amount of 0 or more',
  feeTooHigh: `A fee can be at most ${PROPERTY_EDIT.feeMaxCents / 100} dollars`,
  feeTwice: 'Each fee type can be listed once',
  shortStayFee: 'Must be a number and at least 10%',
  longTermFee: 'Must be a number and at least 1%',
  /** Above 100 the message names the whole range the fee breaks (issue 32 item 6). */
  shortStayFeeRange: 'Must be a number between 10% and 100%',
  longTermFeeRange: 'Must be a number between 1% and 100%',
  rangeReversed: 'The end date must be on or after the start date',
  time: 'Use a 24-hour time like 15:00',
  taxNumber: 'Enter an 11-digit ABN or an 8 or 9-digit IRD number',
  last4: 'Enter the last 4 digits of the account number',
  text: `At most ${PROPERTY_EDIT.textMax} characters`,
  shortText: `Enter 1 to ${PROPERTY_EDIT.shortTextMax} characters`,
  notAllowedPart: 'You cannot change this part of the property',
} as const;
