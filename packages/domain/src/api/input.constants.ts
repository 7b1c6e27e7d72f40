/**
 * Limits every request value meets before it reaches a service (issue 10). PostgreSQL has no year 0 and the day
 * after 9999-12-31 has no `YYYY-MM-DD` form, so days and instants stay in a range no property calendar leaves; and
 * text must be storable: PostgreSQL refuses NUL in text, and an unpaired UTF-16 surrogate has no UTF-8 form.
 */
export const DAY_RANGE = { first: '1900-01-01', last: '2200-12-31' } as const;

export const INPUT_MESSAGES = {
  dayFormat: 'Use the date format YYYY-MM-DD',
  monthFormat: 'Use the month format YYYY-MM',
  month: `Month must be between ${DAY_RANGE.first.slice(0, 7)} and ${DAY_RANGE.last.slice(0, 7)}`,
  day: `Date must be a real day between ${DAY_RANGE.first} and ${DAY_RANGE.last}`,
  instant: `Use an ISO-8601 date and time with an offset, between ${DAY_RANGE.first} and ${DAY_RANGE.last}`,
  text: 'Text cannot contain NUL or unpaired surrogate characters',
} as const;

/** The API's words for a filter a list does not have, or one sent empty (apart, so no page's bundle carries them). */
export const FILTER_MESSAGES = {
  unknownFilter: 'This list has no such filter',
  emptyFilter: 'This filter is empty: give it a value or leave it out',
} as const;
