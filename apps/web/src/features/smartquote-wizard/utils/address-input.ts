import { AU_STATES, stateProblem, ZSmartquoteAddressFields, type SmartquoteCountry } from '@hearth/domain/smartquotes';
import type { TLocation } from '@hearth/domain/locations';

/** The address fields of the address step, as typed (strings) with the coordinates a suggestion gave. */
export type AddressFields = {
  street: string;
  city: string;
  state: string;
  postcode: string;
  country: SmartquoteCountry | '';
  latitude: number | null;
  longitude: number | null;
};
export type AddressField = 'street' | 'city' | 'state' | 'postcode' | 'country';

export const EMPTY_ADDRESS: AddressFields = {
  street: '',
  city: '',
  state: '',
  postcode: '',
  country: '',
  latitude: null,
  longitude: null,
};

const COUNTRY_OF = { AU: 'Australia', NZ: 'New Zealand' } as const satisfies Record<
  TLocation['country'],
  SmartquoteCountry
>;

/** `Unit 3`, `U3`, `Apt 3B`, `Flat 2` or a bare `3`: the unit part typed before the street. */
const UNIT = /^(?:unit|apartment|apt|flat|u)?\.?\s*(\d+[a-z]?)$/i;
/** `Unit 3 21 Hastings Street` with no comma between the unit and the street. */
const UNIT_THEN_STREET = /^(?:unit|apartment|apt|flat|u)\.?\s*(\d+[a-z]?)\s+(\d.*)$/i;
/** A trailing part that only names a state, a postcode or a country: `QLD 4567`, `4567`, `Australia`. */
const TAIL = new RegExp(`^(?:(?:${AU_STATES.join('|')})\\s*)?(\\d{4})?$|^(?:australia|new zealand|nz)$`, 'i');
const TRAILING_POSTCODE = /\s+(\d{4})$/;
const TRAILING_STATE = new RegExp(`\\s+(?:${AU_STATES.join('|')})$`, 'i');

export type ParsedAddressInput = { street: string; locality: string; postcode: string };

/**
 * What the user typed in search mode, e.g. `3/21 Hastings Street, Noosa Heads`: the street part is kept (a unit
 * typed before it becomes `unit/street`), the locality part is what the gazetteer is searched for, and a postcode
 * typed at the end is kept (the shipped gazetteer has none). Without a comma the whole text is the locality.
 */
export const parseAddressInput = (text: string): ParsedAddressInput => {
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  let postcode = '';
  // Trailing state, postcode or country parts are not the locality.
  while (parts.length > 1 && TAIL.test(parts.at(-1) ?? '')) {
    const match = /(\d{4})/.exec(parts.pop() ?? '');
    if (match?.[1]) postcode = match[1];
  }
  let locality = parts.pop() ?? '';
  const trailingPostcode = TRAILING_POSTCODE.exec(locality);
  if (trailingPostcode?.[1]) {
    postcode = trailingPostcode[1];
    locality = locality.slice(0, trailingPostcode.index);
  }
  locality = locality.replace(TRAILING_STATE, '').trim();
  const [first, ...rest] = parts;
  let street = parts.join(', ');
  const unit = first ? UNIT.exec(first) : null;
  if (unit?.[1] && rest.length > 0) street = `${unit[1]}/${rest.join(', ')}`;
  const joined = first && rest.length === 0 ? UNIT_THEN_STREET.exec(first) : null;
  if (joined?.[1] && joined[2]) street = `${joined[1]}/${joined[2]}`;
  return { street, locality, postcode };
};

/** The fields a chosen suggestion fills: the typed street, the place's suburb, state (AU only), country and position. */
export const addressFromSuggestion = (parsed: ParsedAddressInput, location: TLocation): AddressFields => {
  const country = COUNTRY_OF[location.country];
  return {
    street: parsed.street,
    city: location.name,
    // New Zealand addresses have no state (docs/product/smartquotes.md#rules); its regions are not one.
    state: country === 'Australia' ? location.region : '',
    postcode: location.postcode || parsed.postcode,
    country,
    latitude: location.latitude,
    longitude: location.longitude,
  };
};

/** A suggestion as the list shows it: `3/21 Hastings Street, Noosa Heads QLD, Australia`. */
export const suggestionLabel = (parsed: ParsedAddressInput, location: TLocation): string => {
  const place = [location.name, location.region, location.postcode].filter(Boolean).join(' ');
  return [parsed.street, place, COUNTRY_OF[location.country]].filter(Boolean).join(', ');
};

/**
 * Every message of docs/product/smartquotes.md#rules for the address, by field: the schema's own checks (the same the API makes) and the
 * state rule, which needs the country and so is checked even when another field fails.
 */
export const addressProblems = (fields: AddressFields): Partial<Record<AddressField, string>> => {
  const problems: Partial<Record<AddressField, string>> = {};
  const parsed = ZSmartquoteAddressFields.safeParse(fields);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as AddressField;
      problems[key] ??= issue.message;
    }
  }
  const state = stateProblem(fields.state, fields.country === '' ? null : fields.country);
  if (state) problems.state = state;
  return problems;
};
