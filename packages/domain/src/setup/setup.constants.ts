/*
 * First run (issue 30 item 1, docs/product/setup.md): the organisation and the first super admin, made through a
 * single-use setup link on a database with no user. Limits and messages shared by the API and the setup page.
 */

export const ORGANISATION_COUNTRIES = ['AU', 'NZ'] as const;
export type OrganisationCountry = (typeof ORGANISATION_COUNTRIES)[number];

/** The time zones an organisation in Australia or New Zealand keeps its books in. */
export const ORGANISATION_TIME_ZONES = [
  'Australia/Sydney',
  'Australia/Melbourne',
  'Australia/Brisbane',
  'Australia/Adelaide',
  'Australia/Darwin',
  'Australia/Perth',
  'Australia/Hobart',
  'Pacific/Auckland',
] as const;

export type OrganisationTimeZone = (typeof ORGANISATION_TIME_ZONES)[number];

/** What a country starts with: its currency and its capital's clock. */
export const COUNTRY_DEFAULTS: Record<
  OrganisationCountry,
  { currency: 'AUD' | 'NZD'; timezone: OrganisationTimeZone }
> = {
  AU: { currency: 'AUD', timezone: 'Australia/Sydney' },
  NZ: { currency: 'NZD', timezone: 'Pacific/Auckland' },
};

export const SETUP_LIMITS = {
  /** A setup link lives a day; a restart of the server with still no user prints a new one. */
  linkHours: 24,
  tradingNameMax: 100,
  nameMax: 50,
} as const;

export const SETUP_MESSAGES = {
  linkInvalid: 'This setup link is invalid, used or expired. Restart Hearth, or run npm run setup, for a new one.',
  alreadySetUp: 'Hearth is set up already: sign in instead.',
  tradingNameRequired: 'Enter the trading name',
  tradingNameMax: `Maximum length is ${SETUP_LIMITS.tradingNameMax} characters`,
  countryRequired: 'Choose the country',
  timezoneRequired: 'Choose the time zone',
  brandColour: 'Enter a colour as #RRGGBB',
  firstNameRequired: 'Enter the first name',
  lastNameRequired: 'Enter the last name',
  nameMax: `Maximum length is ${SETUP_LIMITS.nameMax} characters`,
} as const;

export const SETUP_ERROR_CODES = {
  linkInvalid: 'SETUP_LINK_INVALID',
  alreadySetUp: 'SETUP_DONE',
} as const;
