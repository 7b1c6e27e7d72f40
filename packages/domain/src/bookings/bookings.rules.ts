import { rolesThatCan } from '../access/permissions';
import { hasAnyRole, type Role } from '../access/roles';
import { CALENDAR_BOOKING_DEFAULTS, SCHEDULED_PAYMENT_TYPES } from './bookings.constants';

/**
 * Admin, staff and licensees load confidential data: notes, rates, events, tasks (spec 000 §6). The roles are the
 * permissions table's readers of booking notes, so the two cannot drift apart.
 */
export const CONFIDENTIAL_ROLES: readonly Role[] = rolesThatCan('booking:read-notes');
export const seesConfidential = (roles: readonly string[]): boolean => hasAnyRole(roles, CONFIDENTIAL_ROLES);

/** Reservation managers with a selected date range see a Book button (spec 000 §2). */
export const canBook = (roles: readonly string[]): boolean => hasAnyRole(roles, ['ROLE_RESERVATION_MANAGER']);

/** Booking statuses the calendar requests for this user (spec 000 §4). */
export const calendarBookingStatuses = (roles: readonly string[]) =>
  hasAnyRole(roles, ['ROLE_DEVELOPER'])
    ? CALENDAR_BOOKING_DEFAULTS.developerStatuses
    : CALENDAR_BOOKING_DEFAULTS.statuses;

/** A payment unpaid, of a scheduled type, whose due date has arrived is flagged scheduled (spec 000 §4). */
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
