import type { TLocation } from '@hearth/domain/locations';
import { COUNTRY_NAMES, PROPERTY_CREATE, type BuildingType } from '@hearth/domain/properties';
import type { TSmartquoteAttributes } from '@hearth/domain/smartquotes';

/*
 * The 'Add property' form's values, the POST body made of them and the messages of both checks by field. The values
 * mirror the request's attributes, so the schema's issue paths and the API's pointers name the form's fields; numbers
 * are kept as the inputs give them (a number, or the text while empty or unfinished, '' or '22.') and the cleaning fee
 * in dollars.
 */

export type Country = keyof typeof COUNTRY_NAMES;
/** A NumberInput's value: a number, or its text while it is not one yet. */
export type NumberText = number | string;

export type CreateValues = {
  name: string;
  code: string;
  type: BuildingType | null;
  address: {
    unit: string;
    street: string;
    suburb: string;
    state: string;
    postcode: string;
    /** Empty until a suburb is chosen from the gazetteer. */
    country: Country | '';
    latitude: NumberText;
    longitude: NumberText;
  };
  bedrooms: NumberText;
  bathrooms: NumberText;
  beds: NumberText;
  maxGuests: NumberText;
  checkInTime: string;
  checkOutTime: string;
  /** Null for the organisation's own company. */
  companyId: string | null;
  managementFee: NumberText;
  /** In dollars, as typed. */
  cleaningFee: NumberText;
  owner: { firstName: string; lastName: string; email: string; mobile: string };
  smartquoteId: string | null;
};

export const EMPTY_VALUES: CreateValues = {
  name: '',
  code: '',
  type: null,
  address: { unit: '', street: '', suburb: '', state: '', postcode: '', country: '', latitude: '', longitude: '' },
  bedrooms: '',
  bathrooms: '',
  beds: '',
  maxGuests: '',
  checkInTime: PROPERTY_CREATE.defaultCheckInTime,
  checkOutTime: PROPERTY_CREATE.defaultCheckOutTime,
  companyId: null,
  managementFee: PROPERTY_CREATE.defaultManagementFee,
  cleaningFee: '',
  owner: { firstName: '', lastName: '', email: '', mobile: '' },
  smartquoteId: null,
};

/**
 * What choosing a suburb fills: its name, state and country, and its centre as the home's point. The gazetteer has
 * no postcodes (docs/DATA.md), so a typed postcode stays unless the place brings one.
 */
export const addressOfLocation = (location: TLocation): Partial<CreateValues['address']> => ({
  suburb: location.name,
  state: location.region,
  ...(location.postcode ? { postcode: location.postcode } : {}),
  country: location.country,
  latitude: location.latitude,
  longitude: location.longitude,
});

const COUNTRY_OF_NAME: Record<string, Country> = Object.fromEntries(
  Object.entries(COUNTRY_NAMES).map(([code, name]) => [name, code as Country]),
);

/**
 * The gazetteer's place for a quote's suburb: same name and country, and the quote's state where it has one (a New
 * Zealand quote has none). The API checks the suburb against the gazetteer, so its state is the gazetteer's.
 */
export const placeOfQuote = (
  places: readonly TLocation[],
  property: Pick<TSmartquoteAttributes['property'], 'city' | 'state' | 'country'>,
): TLocation | null => {
  const country = COUNTRY_OF_NAME[property.country];
  const name = property.city.trim().toLowerCase();
  const state = property.state.trim().toLowerCase();
  return (
    places.find(
      (place) =>
        place.country === country &&
        place.name.toLowerCase() === name &&
        (state === '' || place.region.toLowerCase() === state),
    ) ?? null
  );
};

const textOf = (value: string | null) => value ?? '';

/**
 * The form as a published quote fills it: the street as the name, the address, rooms, type, company, management fee
 * and owner; the quote is sent along, so the home becomes its onboarded home. The suburb counts as chosen when the
 * gazetteer knows it (`place`); the quote's own point is kept, the suburb's centre standing in when it has none.
 */
export const valuesOfQuote = (quoteId: string, quote: TSmartquoteAttributes, place: TLocation | null): CreateValues => {
  const { property, owner, settings, company } = quote;
  return {
    ...EMPTY_VALUES,
    name: property.street,
    type: property.propertyType,
    address: {
      ...EMPTY_VALUES.address,
      street: property.street,
      suburb: place?.name ?? property.city,
      state: place?.region ?? '',
      postcode: property.postcode,
      country: place?.country ?? '',
      latitude: property.latitude ?? place?.latitude ?? '',
      longitude: property.longitude ?? place?.longitude ?? '',
    },
    bedrooms: property.beds,
    bathrooms: property.baths,
    companyId: company.isHouse ? null : company.id,
    managementFee: settings.managementFee ?? PROPERTY_CREATE.defaultManagementFee,
    owner: {
      firstName: textOf(owner.firstName),
      lastName: textOf(owner.lastName),
      email: textOf(owner.email),
      mobile: textOf(owner.phone),
    },
    smartquoteId: quoteId,
  };
};

/** A number input's value as sent: null while empty (the schema says what the field takes), else its number. */
const numberOf = (value: NumberText): number | null => {
  if (typeof value === 'number') return value;
  const parsed = Number(value);
  return value.trim() === '' || !Number.isFinite(parsed) ? null : parsed;
};

/** The request's attributes as the values make them; the schema checks them (nulls included) with its own words. */
export const attributesOf = (values: CreateValues): Record<string, unknown> => {
  const owner = {
    firstName: values.owner.firstName.trim(),
    lastName: values.owner.lastName.trim(),
    email: values.owner.email.trim(),
    mobile: values.owner.mobile.trim(),
  };
  const dollars = numberOf(values.cleaningFee);
  return {
    name: values.name,
    code: values.code,
    type: values.type,
    address: {
      unit: values.address.unit.trim() === '' ? null : values.address.unit,
      street: values.address.street,
      suburb: values.address.suburb,
      state: values.address.state,
      postcode: values.address.postcode,
      country: values.address.country === '' ? null : values.address.country,
      latitude: numberOf(values.address.latitude),
      longitude: numberOf(values.address.longitude),
    },
    bedrooms: numberOf(values.bedrooms),
    bathrooms: numberOf(values.bathrooms),
    beds: numberOf(values.beds),
    maxGuests: numberOf(values.maxGuests),
    checkInTime: values.checkInTime,
    checkOutTime: values.checkOutTime,
    companyId: values.companyId,
    managementFee: numberOf(values.managementFee),
    cleaningFee: dollars === null ? null : Math.round(dollars * 100),
    // An owner is optional: four empty fields send none.
    owner: Object.values(owner).every((part) => part === '') ? null : { ...owner, mobile: owner.mobile || null },
    smartquoteId: values.smartquoteId,
  };
};

export type CreateErrors = Record<string, string>;

/** The parts of the address the suburb's choice fills: a message about either belongs to the suburb field. */
const FROM_SUBURB = new Set(['address.state', 'address.country']);

/** The form's field for an issue path or an API pointer's parts ('address/country' → 'address.suburb'). */
export const fieldOf = (path: readonly PropertyKey[]): string => {
  const key = path.map(String).join('.');
  return FROM_SUBURB.has(key) ? 'address.suburb' : key;
};

export const firstByField = (entries: [string, string][]): CreateErrors => {
  const errors: CreateErrors = {};
  for (const [field, message] of entries) if (!(field in errors)) errors[field] = message;
  return errors;
};

/** The API's field errors ('/data/attributes/code: Another property has this code' in errorDetails), by field. */
export const errorsOfDetails = (details: readonly string[]): CreateErrors =>
  firstByField(
    details.flatMap((line): [string, string][] => {
      const match = /^\/data\/attributes\/(\S+): (.+)$/.exec(line);
      return match?.[1] && match[2] ? [[fieldOf(match[1].split('/')), match[2]]] : [];
    }),
  );
