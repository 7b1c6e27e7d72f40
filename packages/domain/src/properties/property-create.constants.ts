import { PROPERTY_EDIT_MESSAGES } from './properties.constants';

/*
 * Adding a home (docs/product/properties.md#adding-a-home): limits, messages and the facts that follow from the
 * country, without zod, so the form's page reads them without loading a schema (the schema is
 * property-create.schemas.ts, loaded on submit).
 */

export const PROPERTY_CREATE = {
  codeMin: 2,
  codeMax: 20,
  streetMax: 120,
  unitMax: 20,
  /** The shortest gap between check-out and check-in a clean fits in is the operator's; times are free. */
  defaultCheckInTime: '15:00',
  defaultCheckOutTime: '10:00',
  defaultManagementFee: 20,
} as const;

/** Latitude and longitude boxes around Australia (with Tasmania) and New Zealand (with the Chathams). */
export const COUNTRY_BOUNDS = {
  AU: { south: -44, north: -9, west: 112, east: 154 },
  NZ: { south: -48, north: -34, west: 166, east: 179.9 },
} as const;

export const PROPERTY_CREATE_MESSAGES = {
  code: `Use ${PROPERTY_CREATE.codeMin} to ${PROPERTY_CREATE.codeMax} capital letters, digits or hyphens, like NSH-104`,
  codeTaken: 'Another property has this code',
  street: `Enter the street address (at most ${PROPERTY_CREATE.streetMax} characters)`,
  unit: `The unit can be at most ${PROPERTY_CREATE.unitMax} characters`,
  suburb: 'Choose the suburb from the list',
  postcode: 'Enter the 4-digit postcode',
  outsideCountry: 'The location must be in the chosen country: pick it on the map again',
  bedsBelowBedrooms: 'Beds cannot be fewer than bedrooms',
  guestsBelowBedrooms: PROPERTY_EDIT_MESSAGES.guestsBelowBedrooms,
  companyNotFound: 'Choose the company that runs this home',
  companyNotYours: 'You can add homes for your own company only',
  quoteNotPublished: 'Publish the quote before onboarding its home',
  quoteOnboarded: 'This quote already has its home',
  ownerOutsideCompany:
    'An account with this email exists outside your company: ask our team to attach the owner to this home',
  ownerNotOwner: 'An account with this email exists but is not an owner: give it the Owner role first',
} as const;

export const PROPERTY_CREATE_ERROR_CODES = {
  codeTaken: 'PROPERTY_CODE_TAKEN',
  suburbUnknown: 'PROPERTY_SUBURB_UNKNOWN',
  companyNotYours: 'PROPERTY_COMPANY_NOT_YOURS',
  quoteNotPublished: 'SMARTQUOTE_NOT_PUBLISHED',
  quoteOnboarded: 'SMARTQUOTE_ONBOARDED',
  ownerEmailTaken: 'OWNER_EMAIL_TAKEN',
} as const;

/** The street line as stored: '3/12 Hastings Street' for a unit, as AU and NZ addresses write it. */
export const streetLineOf = (address: { unit: string | null; street: string }): string =>
  address.unit ? `${address.unit}/${address.street}` : address.street;

export const COUNTRY_NAMES = { AU: 'Australia', NZ: 'New Zealand' } as const;
export const COUNTRY_CURRENCIES = { AU: 'AUD', NZ: 'NZD' } as const;
