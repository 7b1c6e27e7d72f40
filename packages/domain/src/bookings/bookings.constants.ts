/** Bookings and quotes: the values and words of docs/product/bookings.md#screens, #fields, #states. */

export const BOOKING_STATUSES = ['BOOKED', 'BLOCKED', 'REQUESTED', 'CANCELLED'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const BOOKING_RECORD_STATUSES = ['ACTIVE', 'CANCELLING', 'CANCELLED'] as const;
export type BookingRecordStatus = (typeof BOOKING_RECORD_STATUSES)[number];

/** What the calendar asks for by default (docs/product/bookings.md#states); developers also get REQUESTED and CANCELLED. */
export const CALENDAR_BOOKING_DEFAULTS = {
  recordStatuses: ['ACTIVE', 'CANCELLING'] as readonly BookingRecordStatus[],
  statuses: ['BOOKED', 'BLOCKED'] as readonly BookingStatus[],
  developerStatuses: ['BOOKED', 'BLOCKED', 'REQUESTED', 'CANCELLED'] as readonly BookingStatus[],
};

/** Payment types flagged 'scheduled' once due and unpaid (docs/product/bookings.md#states). */
export const SCHEDULED_PAYMENT_TYPES = ['accommodation', 'deposit', 'one-off'] as const;

/** A payment's type as people read it: 'deposit' is the part of the stay paid up front, 'bond' the refundable one. */
const PAYMENT_TYPE_LABELS: Record<string, string> = {
  accommodation: 'Accommodation',
  deposit: 'Deposit',
  'one-off': 'One-off',
  bond: 'Security deposit',
  refund: 'Refund',
};
export const paymentTypeLabel = (type: string): string => PAYMENT_TYPE_LABELS[type] ?? type;

/** Relations `GET v3/bookings/{id}` may include (docs/product/bookings.md#fields, 'Booking'). */
export const BOOKING_INCLUDES = [
  'cards',
  'clean-cancellation',
  'merchant',
  'merchant.platform',
  'messages',
  'notes',
  'payments',
  'property',
  'property.address',
  'current-quote',
  'resources',
  'review',
  'quotes',
] as const;

export const QUOTE_INCLUDES = ['payout-summary', 'base-quote', 'base-quote.payout-summary'] as const;
