/*
 * iCal export and import (issue 4 item 9): the limits, messages and error codes the API and the web share. Apart from
 * the schemas so that the calendar page can show them without loading zod's classic build.
 */

export const ICAL_LIMITS = {
  /** The largest calendar we download or accept as an upload: a busy channel feed is well under 100 kB. */
  maxBytes: 1024 * 1024,
  fetchTimeoutMs: 10_000,
  feedNameMax: 100,
  urlMax: 2000,
  /** Characters of an imported event's SUMMARY kept in its name. */
  summaryMax: 100,
  uidMax: 500,
  feedsPerProperty: 20,
  lastErrorMax: 2000,
  /** Events in one calendar: a year of a busy home is a few hundred; more is not a channel's calendar. */
  maxEvents: 5000,
  /** Export window, from today: bookings and blocks one year back and two years ahead. */
  exportYearsBack: 1,
  exportYearsAhead: 2,
} as const;

export const ICAL_MESSAGES = {
  httpsOnly: 'Enter the calendar’s https:// address',
  nameRequired: 'Enter a name',
  nameMax: `Maximum length is ${ICAL_LIMITS.feedNameMax} characters`,
  notCalendar: 'This is not an iCal calendar (.ics)',
  tooLarge: 'The calendar is larger than 1 MB',
  noUrl: 'This feed has no address: upload its .ics file instead',
  tooManyFeeds: `A property can import at most ${ICAL_LIMITS.feedsPerProperty} calendars`,
  feedNotFound: 'This calendar feed does not exist',
  exportNotFound: 'This calendar link is invalid or has been replaced',
  /** Shown next to the import: without internet access the server cannot fetch a feed. */
  offline: 'Without internet access the server cannot fetch calendars: download the .ics file and upload it here.',
} as const;

/** What the API says of imports (the web shows the API's own words): apart, so no page's bundle carries them. */
export const ICAL_IMPORT_MESSAGES = {
  tooManyEvents: 'The calendar has more than 5,000 events: import a shorter one',
  importRunning: 'This calendar is being imported now: wait for that import to finish',
  importStopped: 'The import stopped before it finished (the server restarted): run it again',
  importNotFound: 'This import does not exist',
} as const;

export const ICAL_ERROR_CODES = {
  invalidCalendar: 'ICAL_INVALID',
  feedHasNoUrl: 'ICAL_FEED_NO_URL',
  tooManyFeeds: 'ICAL_TOO_MANY_FEEDS',
  tooManyEvents: 'ICAL_TOO_MANY_EVENTS',
  importRunning: 'ICAL_IMPORT_RUNNING',
} as const;
