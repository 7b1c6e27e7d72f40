/** Partner companies: the list, the company page and its settings (docs/product/companies.md#screens, #rules, #calls, #messages, #limits; issue 13). */

/** 3 or 6 hex digits, with or without '#' (docs/product/companies.md#rules). */
export const BRAND_COLOUR_PATTERN = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

export const COMPANY_MESSAGES = {
  brandColourInvalid: 'Please enter a valid Hex color code.',
  feeRequired: 'Please enter the LTR management fee',
  feeMin: 'The LTR management fee must be at least 1',
  feeMax: 'The LTR management fee cannot be more than 100',
  noCompanies: 'There are no companies matching your search',
  /** The company list's load error is titled like this in the spec (docs/product/companies.md#messages). */
  listErrorTitle: 'Could not load properties',
  logoImagesOnly: 'Only image files can be used as a logo',
  logoTypes: 'A logo must be a PNG, JPEG, GIF or WebP image',
  logoRecommended: 'Recommended minimum size 500x600 px',
  logoTooLarge: 'A logo can be at most 5 MB',
  logoNotUploaded: 'That logo was not uploaded here. Upload it again.',
  companyNotFound: 'No company with that id.',
  searchPlaceholder: 'Search by company name',
} as const;

/** 'There was an error {code} {message}' (docs/product/companies.md#messages). */
export const companyListError = (code: string | number, message: string) => `There was an error ${code} ${message}`;

export const COMPANY_ERROR_CODES = { notFound: 'COMPANY_NOT_FOUND', logo: 'COMPANY_LOGO_ERROR' } as const;

export const COMPANY_LIST = {
  pageSize: 25,
  pageSizeMax: 100,
  searchDebounceMs: 400,
  /** Logo, colour and fee modals (docs/product/companies.md#limits). */
  settingsModalWidth: 480,
  feeMin: 1,
  feeMax: 100,
} as const;

/** Sorts of the companies list (docs/product/companies.md#calls), '-' for descending. */
export const COMPANY_SORTS = [
  'name',
  '-name',
  'state',
  '-state',
  'cx-manager',
  '-cx-manager',
  'properties',
  '-properties',
] as const;
export type CompanySort = (typeof COMPANY_SORTS)[number];

/** Raster images only: an SVG logo could carry script. Keys are the `type` of logo-url, values the content type. */
export const LOGO_TYPES = { png: 'image/png', jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' } as const;
export type LogoType = keyof typeof LOGO_TYPES;
export const LOGO_TYPE_KEYS = Object.keys(LOGO_TYPES) as [LogoType, ...LogoType[]];
/** Logo uploads are capped well under the 20 MB upload limit: a header logo never needs more. */
export const LOGO_MAX_BYTES = 5 * 1024 * 1024;

/** Relations `GET v3/companies/{id}` may include. */
export const COMPANY_INCLUDES = ['users'] as const;
