/** Who double-books: the 409 names the clash. */
export const CALENDAR_ERROR_CODES = {
  nightsTaken: 'NIGHTS_TAKEN',
  eventForbidden: 'EVENT_FORBIDDEN',
  windowTooLong: 'WINDOW_TOO_LONG',
} as const;

/** The longest from–to window the calendar calls accept: the load window is 26 months (docs/product/access.md#states). */
export const CALENDAR_WINDOW_MAX_DAYS = 800;
