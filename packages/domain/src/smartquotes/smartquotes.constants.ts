/**
 * SmartQuote (docs/product/smartquotes.md): the quote a business developer builds for a prospective owner, step by step, and the
 * forecast it shows. Every label, default, limit and message here is the spec's unless its comment says otherwise.
 */

export const SMARTQUOTE_STATUSES = ['draft', 'published'] as const;
export type SmartquoteStatus = (typeof SMARTQUOTE_STATUSES)[number];

/** docs/product/smartquotes.md#fields enumerations. */
export const SMARTQUOTE_SEGMENTS = ['essentials', 'comfort', 'premium', 'luxe'] as const;
export type SmartquoteSegment = (typeof SMARTQUOTE_SEGMENTS)[number];
export const SMARTQUOTE_AMENITIES = ['basic', 'standard', 'good', 'extra'] as const;
export type SmartquoteAmenities = (typeof SMARTQUOTE_AMENITIES)[number];
export const SMARTQUOTE_OCCUPANCIES = ['high', 'standard', 'low'] as const;
export type SmartquoteOccupancy = (typeof SMARTQUOTE_OCCUPANCIES)[number];
export const SMARTQUOTE_PRICINGS = ['low', 'standard', 'high'] as const;
export type SmartquotePricing = (typeof SMARTQUOTE_PRICINGS)[number];
export const SMARTQUOTE_PROPERTY_TYPES = ['house', 'apartment'] as const;
export type SmartquotePropertyType = (typeof SMARTQUOTE_PROPERTY_TYPES)[number];

export const SMARTQUOTE_COUNTRIES = ['Australia', 'New Zealand'] as const;
export type SmartquoteCountry = (typeof SMARTQUOTE_COUNTRIES)[number];
export const AU_STATES = ['NSW', 'ACT', 'VIC', 'TAS', 'QLD', 'NT', 'WA', 'SA'] as const;
/** The currency icon of rent and fee inputs (docs/product/smartquotes.md#limits). */
export const SMARTQUOTE_CURRENCY_SYMBOL: Record<SmartquoteCountry, string> = { Australia: 'A$', 'New Zealand': 'NZ$' };
export const SMARTQUOTE_CURRENCY: Record<SmartquoteCountry, 'AUD' | 'NZD'> = { Australia: 'AUD', 'New Zealand': 'NZD' };

/** The wizard's steps in order: company (0) and seven numbered ones ('Step n/7'). */
export const SMARTQUOTE_STEPS = [
  'company',
  'address',
  'details',
  'rent',
  'owner',
  'photo',
  'offer',
  'standard',
] as const;
export type SmartquoteStep = (typeof SMARTQUOTE_STEPS)[number];
/** Titles of the numbered steps; the spec names six, the address step's title is ours. */
export const SMARTQUOTE_STEP_TITLES: Record<Exclude<SmartquoteStep, 'company'>, string> = {
  address: 'Property Address',
  details: 'Property Details',
  rent: 'Rent Details',
  owner: 'Property Owner Details',
  photo: 'Property Photo',
  offer: 'Offer Details',
  standard: 'Level of Standard',
};
export const SMARTQUOTE_LABELS = {
  create: 'Create New Quote',
  update: 'Update Quote',
  startQuote: 'Start Quote',
  continue: 'Continue',
  seeOverview: 'See Overview',
  back: 'Back',
  manualAddress: 'Enter address manually',
  searchAddress: 'Use address search',
  searchPlaceholder: 'Search quotes by address',
  viewQuote: 'View Quote',
  brandingTitle: 'Company Branding',
  continueWithout: 'Continue Without',
  addBranding: 'Add Branding',
} as const;

/** Defaults (docs/product/smartquotes.md#states): what the standard step starts from, and what the overview shows before settings load. */
export const SMARTQUOTE_DEFAULTS = {
  standard: { segment: 'comfort', amenities: 'standard' },
  overview: { occupancy: 'high', pricing: 'standard', segment: 'luxe', amenities: 'extra' },
  propertyType: 'house',
} as const;

/** docs/product/smartquotes.md#rules, #limits. Money minimums are in dollars as the user types them; the API stores cents. */
export const SMARTQUOTE_LIMITS = {
  weeklyLtrMin: 100,
  ltrManagementFeeMin: 1,
  setupFeeMin: 0,
  managementFeeMin: 10,
  /** A percentage is at most 100; dollars at most this (a weekly rent of a million is a typo). */
  percentMax: 100,
  dollarsMax: 1_000_000,
  bedsMax: 7,
  /** A home has at least one bathroom (issue 32 item 6): a quote becomes a managed home, whose record needs one. */
  bathsMin: 1,
  bathsMax: 7,
  carSpacesMax: 4,
  lockUpGaragesMax: 4,
  ownerTextMin: 2,
  textMax: 200,
  companySearchDebounceMs: 400,
  companyPageSize: 10,
  listPageSize: 25,
  listPageSizeMax: 100,
  photoDialogWidth: 480,
  photoMaxBytes: 20 * 1024 * 1024,
  /**
   * The overview's map (docs/product/smartquotes.md#limits): default centre Australia, zoom 6, at most 15 when fitting the
   * homes; 220 px high on a phone (issue 32 item 5: the page under 2,500 px).
   */
  map: {
    centre: [-25.27, 133.78] as const,
    zoom: 6,
    maxFitZoom: 15,
    height: 400,
    overviewHeight: 300,
    phoneHeight: 220,
  },
} as const;
export const SMARTQUOTE_PLACEHOLDERS = {
  weeklyLtr: '1000',
  ltrManagementFee: '7',
  setupFee: '1200',
  managementFee: '20',
};

export const SMARTQUOTE_SORTS = [
  'address',
  'suburb',
  'beds',
  'baths',
  'propertyType',
  'createdAt',
  'closeBy',
  'companyName',
  /** Beyond the spec (issue 16 item 6): quotes whose home was onboarded, by how far the forecast was off. */
  'forecastError',
] as const;
export type SmartquoteSort = (typeof SMARTQUOTE_SORTS)[number];

export const SMARTQUOTE_INCLUDES = ['overview'] as const;

/** Every message of docs/product/smartquotes.md#rules, #messages, shown by the web and enforced by the API. */
export const SMARTQUOTE_MESSAGES = {
  streetRequired: 'Street address is required',
  cityRequired: 'City is required',
  postcode: 'Postcode must be exactly 4 digits',
  country: 'Country must be Australia or New Zealand',
  auState: `State must be one of: ${AU_STATES.join(', ')}`,
  nzState: 'State must be empty for New Zealand',
  countryFirst: 'Please select a country first',
  pickSuggestion: 'Please select an address from the suggestions',
  /** Under the postcode when the chosen suburb brought none (docs/product/smartquotes.md#rules). */
  postcodeUnknown: 'Type the postcode: we do not have it for this suburb',
  weeklyLtr: 'Must be a number and at least 100',
  ltrManagementFee: 'Must be a number and at least 1%',
  setupFee: 'Must be a number and at least 0',
  managementFee: 'Must be a number and at least 10%',
  /** Above 100 the message names the whole range the fee breaks (issue 32 item 6). */
  ltrManagementFeeRange: 'Must be a number between 1% and 100%',
  managementFeeRange: 'Must be a number between 10% and 100%',
  houseBaths: 'A house has at least one bathroom',
  apartmentBaths: 'An apartment has at least one bathroom',
  ownerText: 'Enter at least 2 characters',
  email: 'Enter a valid email',
  saveAddress: 'Failed to save address. Please try again.',
  saveDetails: 'Failed to save details. Please try again.',
  saveRent: 'Failed to save rent details. Please try again.',
  saveOwner: 'Failed to save owner details. Please try again.',
  savePhoto: 'Failed to save photo. Please try again.',
  saveSettings: 'Failed to save settings. Please try again.',
  noQuote: 'Cannot proceed without an existing smart quote',
  notFound: 'No quote with that id.',
  publicNotFound: 'This quote is not available.',
  notPublishable: 'A quote needs its address, rent, fees and owner before it is published.',
  companyNotFound: 'No partner company with that id.',
} as const;

export const SMARTQUOTE_ERROR_CODES = {
  notFound: 'SMART_QUOTE_NOT_FOUND',
  photo: 'SMART_QUOTE_PHOTO_ERROR',
  notPublishable: 'SMART_QUOTE_NOT_PUBLISHABLE',
} as const;

/** Chart labels (docs/product/smartquotes.md#screens). */
export const SMARTQUOTE_CHART_LABELS = {
  revenue: { ltr: 'LTR', strmedian: 'STR Median', conservative: 'Conservative', optimal: 'Optimal' },
  seasons: { low: 'Low', mid: 'Shoulder', high: 'High Season' },
  occupancy: { low: 'Low', mid: 'Mid', high: 'High' },
} as const;
export const SMARTQUOTE_SEASONS = ['low', 'mid', 'high'] as const;
