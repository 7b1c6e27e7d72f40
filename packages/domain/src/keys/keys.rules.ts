import type { KeyStatus, KeyType } from '../properties/properties.constants';
import {
  AU_NZ_BOUNDS,
  ADDRESS_COUNTRIES,
  DISTANCE_MESSAGES,
  TEMPLATE_MESSAGES,
  type AddressMode,
  type DistanceKind,
  type KeyStoreType,
} from './keys.constants';

/*
 * The keys area's rules, shared by the API and the web (no zod here, so the web's first load may use them).
 */

/**
 * A distance as the maps service writes it, in metres (docs/product/keys.md#rules): a number with an optional unit, 'km' times
 * 1000, otherwise metres; anything else (empty, negative, not a number) is 0. Thousands separators are allowed.
 */
export const parseDistance = (value: unknown): number => {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? Math.round(value) : 0;
  if (typeof value !== 'string') return 0;
  const match = /^\s*(\d+(?:\.\d+)?)\s*(km|m)?\s*$/i.exec(value.replace(/(\d),(?=\d{3}\b)/g, '$1'));
  if (!match?.[1]) return 0;
  const amount = Number(match[1]);
  if (!Number.isFinite(amount)) return 0;
  return Math.round(match[2]?.toLowerCase() === 'km' ? amount * 1000 : amount);
};

/** '850 m', '1.2 km', '12 km': metres under a kilometre, one decimal under 10 km, whole kilometres above. */
export const formatDistance = (metres: number): string => {
  if (metres < 1000) return `${Math.round(metres)} m`;
  const km = metres / 1000;
  return km < 10 ? `${km.toFixed(1)} km` : `${Math.round(km)} km`;
};

/** A key's distance as shown beside it: the estimate says so (docs/CONTRIBUTING.md#adapters). */
export const distanceLabel = (distance: { metres: number; kind: DistanceKind } | null): string | null =>
  distance === null
    ? null
    : distance.kind === 'straight-line'
      ? `${formatDistance(distance.metres)} ${DISTANCE_MESSAGES.straightLineShort}`
      : `${formatDistance(distance.metres)} walk`;

/** Whether a point lies in Australia or New Zealand (their box; docs/product/keys.md#rules limits addresses to them). */
export const isInAustraliaOrNewZealand = (latitude: number, longitude: number): boolean =>
  latitude >= AU_NZ_BOUNDS.latMin &&
  latitude <= AU_NZ_BOUNDS.latMax &&
  longitude >= AU_NZ_BOUNDS.lngMin &&
  longitude <= AU_NZ_BOUNDS.lngMax;

export type AddressParts = {
  street: string | null;
  city: string | null;
  state: string | null;
  postcode: string | null;
  country: string | null;
};

/** '14 Hastings Street, Noosa Heads QLD 4567, Australia', as the property addresses are written; blanks left out. */
export const composeAddress = (parts: AddressParts): string => {
  const locality = [parts.city, parts.state, parts.postcode].filter((p) => p && p.trim() !== '').join(' ');
  return [parts.street, locality, parts.country].filter((p): p is string => Boolean(p && p.trim() !== '')).join(', ');
};

/**
 * The property's `keyType` and `keyStatus` follow its primary key (the list filters on them): its store's type
 * (a KeyNest store keeps the property's own KeyNest variant, docs/product/keys.md#states) and its status. No primary key: a
 * standard key, status unknown.
 */
export const propertyKeyOf = (
  primary: { status: KeyStatus; storeType: KeyStoreType | null } | null,
  currentType: KeyType,
): { keyType: KeyType; keyStatus: KeyStatus } => {
  if (!primary) return { keyType: 'standard', keyStatus: 'unknown' };
  const keyType: KeyType =
    primary.storeType === 'key-nest'
      ? currentType.startsWith('key-nest')
        ? currentType
        : 'key-nest'
      : (primary.storeType ?? 'standard');
  return { keyType, keyStatus: primary.status };
};

/** A KeyNest template's name and address come from KeyNest (docs/product/keys.md#rules). */
export const isTemplateLocked = (storeType: KeyStoreType): boolean => storeType === 'key-nest';

/** The templates list's empty text (docs/product/keys.md#screens): one for a search that found nothing, one for no templates at all. */
export const templateEmptyText = (search: string): string =>
  search.trim() === '' ? TEMPLATE_MESSAGES.emptyNone : TEMPLATE_MESSAGES.emptySearch;

export const POSTCODE_PATTERN = /^\d{4}$/;

/** What the template form and `POST`/`PATCH v3/key-stores` check (docs/product/keys.md#rules), field by field. */
export type TemplateInput = {
  name?: string | null;
  storeType?: KeyStoreType | null;
  addressMode?: AddressMode | null;
  /** Search mode: the gazetteer place picked. */
  placeId?: string | null;
  street?: string | null;
  city?: string | null;
  postcode?: string | null;
  country?: string | null;
  /** NaN for text that is not a number. */
  latitude?: number | null;
  longitude?: number | null;
};
export type TemplateField =
  'name' | 'storeType' | 'placeId' | 'street' | 'city' | 'postcode' | 'country' | 'latitude' | 'longitude';
export type TemplateProblems = Partial<Record<TemplateField, string>>;

const blank = (value: string | null | undefined) => value === undefined || value === null || value.trim() === '';

/**
 * The first problem of each field: name required; in manual mode street, city, postcode, latitude and longitude all
 * required (docs/product/keys.md#rules), the postcode 4 digits, the country and the point in Australia or New Zealand; in search
 * mode a place picked. Fields the input leaves out (`undefined`) are checked only when `partial` is false.
 */
export const templateProblems = (input: TemplateInput, options: { partial?: boolean } = {}): TemplateProblems => {
  const problems: TemplateProblems = {};
  const checks = (value: unknown) => !options.partial || value !== undefined;
  if (checks(input.name) && blank(input.name)) problems.name = TEMPLATE_MESSAGES.nameRequired;
  if (checks(input.storeType) && !input.storeType) problems.storeType = TEMPLATE_MESSAGES.typeRequired;
  if (!input.addressMode) return problems;
  if (input.addressMode === 'search') {
    if (blank(input.placeId)) problems.placeId = TEMPLATE_MESSAGES.placeRequired;
    return problems;
  }
  if (blank(input.street)) problems.street = TEMPLATE_MESSAGES.streetRequired;
  if (blank(input.city)) problems.city = TEMPLATE_MESSAGES.cityRequired;
  if (blank(input.postcode)) problems.postcode = TEMPLATE_MESSAGES.postcodeRequired;
  else if (!POSTCODE_PATTERN.test(input.postcode!.trim())) problems.postcode = TEMPLATE_MESSAGES.postcodeInvalid;
  if (!blank(input.country) && !(ADDRESS_COUNTRIES as readonly string[]).includes(input.country!.trim())) {
    problems.country = TEMPLATE_MESSAGES.countryInvalid;
  }
  const { latitude, longitude } = input;
  if (latitude === undefined || latitude === null) problems.latitude = TEMPLATE_MESSAGES.latitudeRequired;
  else if (!Number.isFinite(latitude) || latitude < AU_NZ_BOUNDS.latMin || latitude > AU_NZ_BOUNDS.latMax) {
    problems.latitude = TEMPLATE_MESSAGES.latitudeInvalid;
  }
  if (longitude === undefined || longitude === null) problems.longitude = TEMPLATE_MESSAGES.longitudeRequired;
  else if (!Number.isFinite(longitude) || longitude < AU_NZ_BOUNDS.lngMin || longitude > AU_NZ_BOUNDS.lngMax) {
    problems.longitude = TEMPLATE_MESSAGES.longitudeInvalid;
  }
  return problems;
};

/** A coordinate typed in a form: null when blank, NaN when not a number. */
export const coordinateOf = (text: string): number | null => {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^-?\d{1,3}(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
};
