/*
 * A home's clock comes from where it is (docs/product/properties.md#fields 'Time zone'): its check-in and check-out,
 * bookings and tasks are on that clock. Queensland keeps standard time all year; New South Wales, the ACT,
 * Victoria, Tasmania and South Australia change for daylight saving; New Zealand has its own. Two places keep
 * another state's clock: Broken Hill (NSW, postcode 2880) is on South Australian time, Lord Howe Island (2898) on its
 * own half-hour.
 */

const AU_STATE_ZONES: Record<string, string> = {
  NSW: 'Australia/Sydney',
  ACT: 'Australia/Sydney',
  VIC: 'Australia/Melbourne',
  QLD: 'Australia/Brisbane',
  SA: 'Australia/Adelaide',
  WA: 'Australia/Perth',
  TAS: 'Australia/Hobart',
  NT: 'Australia/Darwin',
};

const AU_POSTCODE_ZONES: Record<string, string> = {
  '2880': 'Australia/Broken_Hill',
  '2898': 'Australia/Lord_Howe',
};

/** The organisation's own clock, and a home's when its place says nothing better. */
export const DEFAULT_HOME_TIMEZONE = 'Australia/Sydney';

/** The IANA time zone of a home at this place; Sydney's when the state is not one we know. */
export const timezoneOfPlace = (place: { country: 'AU' | 'NZ'; state: string; postcode?: string | null }): string => {
  if (place.country === 'NZ') return 'Pacific/Auckland';
  const postcode = place.postcode?.trim();
  if (postcode && AU_POSTCODE_ZONES[postcode]) return AU_POSTCODE_ZONES[postcode];
  return AU_STATE_ZONES[place.state.trim().toUpperCase()] ?? DEFAULT_HOME_TIMEZONE;
};
