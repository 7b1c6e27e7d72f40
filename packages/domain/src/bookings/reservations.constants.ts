/** The reservation list (/reservation-all), booking creation, cancellation and notes: values shared by API and web. */

export const RESERVATION_LIST = {
  pageSize: 25,
  pageSizeMax: 100,
  pageNumberMax: 10_000,
  /** The search box waits this long after the last key (issue 15). */
  searchDebounceMs: 600,
  searchMax: 100,
  /** Counting stops here: past it the list says "1,000+" rather than scanning a million rows for a number. */
  countCap: 1_000,
  /** A CSV export holds at most this many rows. */
  exportMax: 100_000,
} as const;

export const RESERVATION_SORTS = [
  'checkIn',
  '-checkIn',
  'checkOut',
  '-checkOut',
  'bookedAt',
  '-bookedAt',
  'guest',
  '-guest',
  'property',
  '-property',
  'total',
  '-total',
] as const;
export type ReservationSort = (typeof RESERVATION_SORTS)[number];
export const RESERVATION_DEFAULT_SORT: ReservationSort = '-checkIn';

/** Channels a booking can come from (the portal names of docs/product/bookings.md#fields that we take bookings from). */
export const BOOKING_CHANNELS = [
  'hearth',
  'airbnb',
  'booking-com',
  'vrbo',
  'expedia',
  'stayz',
  'google',
  'agoda',
] as const;

/** The booking record's tabs, in order (/reservations/{id}/{tab}). */
export const BOOKING_TABS = [
  'overview',
  'payments',
  'payout',
  'quotes',
  'notes',
  'messages',
  'review',
  'verification',
  'cards',
] as const;
export type BookingTab = (typeof BOOKING_TABS)[number];

export const NOTE_TAGS = ['general', 'guest', 'payment', 'cleaning', 'maintenance', 'owner'] as const;
export const NOTE_MAX = 2000;

export const BOOKING_FORM = {
  nameMax: 120,
  emailMax: 254,
  phoneMax: 32,
  guestsMax: 30,
  /** The longest stay one booking holds. */
  nightsMax: 365,
  idempotencyKeyMax: 200,
} as const;

export const CANCELLATION_REASON_MAX = 500;

export const RESERVATION_MESSAGES = {
  nightsTaken: 'Those nights are no longer free: another booking or a block holds some of them. Pick other dates.',
  idempotencyMismatch: 'This Idempotency-Key was already used for a different booking. Start a new booking.',
  idempotencyMissing: 'An Idempotency-Key header is required to create a booking.',
  noRates: 'Some nights of this stay have no rate yet, so it cannot be priced. Set rates first.',
  alreadyCancelled: 'This booking is already cancelled.',
  notCancellable: 'Only an active booking can be cancelled.',
  pastStay: 'This stay has already ended and cannot be cancelled.',
} as const;
