import { can, type PermissionCaller } from '../access/permissions';
import { CALENDAR_BOOKING_DEFAULTS, SCHEDULED_PAYMENT_TYPES } from './bookings.constants';

/** Booking statuses the calendar requests for this caller (docs/product/bookings.md#states). */
export const calendarBookingStatuses = (caller: PermissionCaller) =>
  can(caller, 'booking:read-all-statuses')
    ? CALENDAR_BOOKING_DEFAULTS.developerStatuses
    : CALENDAR_BOOKING_DEFAULTS.statuses;

/**
 * The calendar's bookings query for a caller and its load window (docs/product/bookings.md#states, #who-uses-it):
 * active and cancelling records, booked and blocked (developers also requested and cancelled), with notes only for
 * those who see confidential data. In the order the web sends them: the server preloads the same URL
 * (calendarWindowCalls).
 */
export const calendarBookingParams = (
  window: { from: string; to: string },
  caller: PermissionCaller,
): Record<'from' | 'to' | 'recordStatuses' | 'statuses' | 'include', string> => ({
  from: window.from,
  to: window.to,
  recordStatuses: CALENDAR_BOOKING_DEFAULTS.recordStatuses.join(','),
  statuses: calendarBookingStatuses(caller).join(','),
  include: can(caller, 'property:read-confidential') ? 'resources,notes' : 'resources',
});

/** A payment unpaid, of a scheduled type, whose due date has arrived is flagged scheduled (docs/product/bookings.md#states). */
export const isPaymentScheduled = (
  payment: { status: string; paymentType: string; dueOn: string | null },
  today: string,
): boolean =>
  payment.status === 'unpaid' &&
  (SCHEDULED_PAYMENT_TYPES as readonly string[]).includes(payment.paymentType) &&
  payment.dueOn !== null &&
  payment.dueOn <= today;

/** Whole dollars from cents, as the calendar shows rates ('A$245'). */
export const wholeDollars = (cents: number): number => Math.round(cents / 100);

/** The management fee shown with a trailing .00 trimmed ('20' not '20.00', '17.5' stays). */
export const formatFeePercentage = (value: number): string =>
  value
    .toFixed(2)
    .replace(/\.00$/, '')
    .replace(/(\.\d)0$/, '$1');
