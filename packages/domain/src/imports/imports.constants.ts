import { PROPERTY_CREATE } from '../properties/property-create.constants';

/*
 * Imports from another system (docs/product/imports.md): homes and future bookings as CSV. Columns, defaults, the
 * templates' example rows and the messages, without zod, so the page reads them without loading a schema.
 */

export const IMPORT_KINDS = ['homes', 'bookings'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export const HOMES_CSV_COLUMNS = [
  'code',
  'name',
  'type',
  'unit',
  'street',
  'suburb',
  'state',
  'postcode',
  'country',
  'latitude',
  'longitude',
  'bedrooms',
  'bathrooms',
  'beds',
  'max_guests',
  'check_in_time',
  'check_out_time',
  'company',
  'management_fee',
  'cleaning_fee',
] as const;
export const HOMES_CSV_REQUIRED = [
  'code',
  'name',
  'type',
  'street',
  'suburb',
  'state',
  'postcode',
  'country',
  'bedrooms',
  'bathrooms',
  'beds',
  'max_guests',
] as const;

export const BOOKINGS_CSV_COLUMNS = [
  'code',
  'channel',
  'reference',
  'guest_name',
  'guest_email',
  'guest_phone',
  'check_in',
  'check_out',
  'adults',
  'children',
  'amount',
  'status',
] as const;
export const BOOKINGS_CSV_REQUIRED = [
  'code',
  'channel',
  'reference',
  'guest_name',
  'check_in',
  'check_out',
  'amount',
] as const;

/** What the template files hold below their header: one example row each (docs/product/imports.md#fields). */
export const IMPORT_TEMPLATE_ROWS: Record<ImportKind, readonly string[]> = {
  homes: [
    'NSH-104',
    'Sunrise Beach House',
    'house',
    '',
    '12 Hastings Street',
    'Noosa Heads',
    'QLD',
    '4567',
    'AU',
    '',
    '',
    '3',
    '2',
    '4',
    '6',
    PROPERTY_CREATE.defaultCheckInTime,
    PROPERTY_CREATE.defaultCheckOutTime,
    '',
    String(PROPERTY_CREATE.defaultManagementFee),
    '150',
  ],
  bookings: [
    'NSH-104',
    'Airbnb',
    'HMABC12345',
    'Ava Nguyen',
    'ava@example.com',
    '0400 123 456',
    '2027-01-03',
    '2027-01-06',
    '2',
    '0',
    '1245.50',
    'confirmed',
  ],
};

export const IMPORT_LIMITS = {
  /** Rows written per statement; also how often the progress moves. */
  batchRows: 1_000,
  /** The longest stay one booking holds (docs/product/bookings.md#limits). */
  nightsMax: 365,
  guestsMax: 30,
  nameMax: 120,
  emailMax: 254,
  phoneMax: 32,
  referenceMax: 100,
  /** A booking's amount in dollars. */
  amountMax: 1_000_000,
  /** How often the page asks how far an import has got. */
  pollMs: 1_000,
} as const;

/** Status words a file may use, and the booking status each becomes; empty is confirmed. */
export const IMPORT_BOOKING_STATUSES = {
  confirmed: 'BOOKED',
  booked: 'BOOKED',
  requested: 'REQUESTED',
  pending: 'REQUESTED',
  cancelled: 'CANCELLED',
  canceled: 'CANCELLED',
} as const;

export const IMPORT_MESSAGES = {
  // Homes.
  code: `Use ${PROPERTY_CREATE.codeMin} to ${PROPERTY_CREATE.codeMax} capital letters, digits or hyphens, like NSH-104`,
  codeTaken: 'Another property has this code',
  codeTwice: 'This code is on an earlier line too',
  type: 'Write the type as house, studio, townhouse or apartment',
  country: 'Write the country as AU or NZ',
  suburb: 'No suburb of this name in this state or region: check its spelling (like Noosa Heads, QLD)',
  point: "Give both latitude and longitude inside the country, or leave both empty for the suburb's centre",
  countryChange: 'A home cannot move to another country: add it with a new code',
  company: 'No partner company has this name: leave it empty for our own homes',
  companyNotYours: 'You can add homes for your own company only: leave the company empty',
  managementFee: 'Write the management fee as a percentage from 10 to 100, or leave it empty for 20',
  cleaningFee: 'Write the cleaning fee in dollars, like 150 or 150.50, or leave it empty for none',
  // Bookings.
  home: 'No home of yours has this code',
  homeInactive: 'This home is inactive: it takes no stays.',
  channelEmpty: 'Name the channel the stay was booked on, like Airbnb',
  channel: (names: readonly string[]) => `No channel has this name: use one of ${names.join(', ')}`,
  reference: `Give the channel's reservation reference (at most ${IMPORT_LIMITS.referenceMax} characters)`,
  referenceTwice: 'This channel and reference are on an earlier line too',
  guestName: `Give the guest's name (at most ${IMPORT_LIMITS.nameMax} characters)`,
  guestEmail: 'Write the email like ava@example.com, or leave it empty',
  guestPhone: `Write the phone with at most ${IMPORT_LIMITS.phoneMax} characters, or leave it empty`,
  day: 'Write the date as YYYY-MM-DD (or DD/MM/YYYY)',
  checkOut: 'Check-out must be after check-in',
  tooLong: `A stay can be at most ${IMPORT_LIMITS.nightsMax} nights`,
  past: 'Only stays to come are imported: this one arrives before today at the home',
  guests: `Write adults (1 to ${IMPORT_LIMITS.guestsMax}) and children (0 to ${IMPORT_LIMITS.guestsMax}) as whole numbers, or leave them empty`,
  amount: `Write the amount in dollars, from 0 to ${IMPORT_LIMITS.amountMax.toLocaleString('en-AU')}, like 1245.50`,
  status: 'Write the status as confirmed, requested or cancelled, or leave it empty for confirmed',
  overlapsLine: (line: number) => `Its nights overlap the stay on line ${line.toLocaleString('en-AU')}`,
  taken: (what: string) => `Those nights are already taken by ${what}`,
  // The import.
  notFound: 'No import with that id.',
  failed: 'The import stopped on an unexpected error: nothing was imported',
  stalled: 'The import stopped with its server: nothing was imported. Import the file again.',
} as const;

export const IMPORT_ERROR_CODES = {
  notFound: 'IMPORT_NOT_FOUND',
  tooLarge: 'CSV_TOO_LARGE',
} as const;

/** The file name of a template download. */
export const importTemplateName = (kind: ImportKind) => `hearth-${kind}-template.csv`;
