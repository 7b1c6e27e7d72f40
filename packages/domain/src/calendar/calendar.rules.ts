import { rolesThatCan } from '../access/permissions';
import { hasAnyRole, type Role } from '../access/roles';
import type { EventExpiryDays, EventVerb } from './calendar.constants';
import { CALENDAR_BOOKING_DEFAULTS, SCHEDULED_PAYMENT_TYPES } from './calendar.constants';

/**
 * Admin, staff and licensees load confidential data: notes, rates, events, tasks (spec 000 §6). The roles are the
 * permissions table's readers of booking notes, so the two cannot drift apart.
 */
export const CONFIDENTIAL_ROLES: readonly Role[] = rolesThatCan('booking:read-notes');
export const seesConfidential = (roles: readonly string[]): boolean => hasAnyRole(roles, CONFIDENTIAL_ROLES);

/**
 * Who may see and change property events. The spec names the messages, not the roles: the people who run a
 * calendar may (admin, staff, licensees for their own homes, and reservation managers, who place holds: the expiry
 * field is theirs and licensees'); owners and the rest may not.
 */
const EVENT_ROLES: readonly Role[] = [...CONFIDENTIAL_ROLES, 'ROLE_RESERVATION_MANAGER'];
const EVENT_VERB_ROLES: Record<EventVerb, readonly Role[]> = {
  view: EVENT_ROLES,
  create: EVENT_ROLES,
  update: EVENT_ROLES,
  delete: EVENT_ROLES,
};
export const canManageEvents = (roles: readonly string[], verb: EventVerb): boolean =>
  hasAnyRole(roles, EVENT_VERB_ROLES[verb]);

/** Nightly rates: the confidential roles, and reservation managers, who quote and book. */
export const seesRates = (roles: readonly string[]): boolean => hasAnyRole(roles, EVENT_ROLES);

/** The expiry field shows only when blocking and the user is a licensee or reservation manager (spec 001 §5). */
export const canSetEventExpiry = (roles: readonly string[]): boolean =>
  hasAnyRole(roles, ['ROLE_LICENSEE', 'ROLE_RESERVATION_MANAGER']);

/** Reservation managers with a selected date range see a Book button (spec 000 §2). */
export const canBook = (roles: readonly string[]): boolean => hasAnyRole(roles, ['ROLE_RESERVATION_MANAGER']);

/** Booking statuses the calendar requests for this user (spec 000 §4). */
export const calendarBookingStatuses = (roles: readonly string[]) =>
  hasAnyRole(roles, ['ROLE_DEVELOPER'])
    ? CALENDAR_BOOKING_DEFAULTS.developerStatuses
    : CALENDAR_BOOKING_DEFAULTS.statuses;

/** The calendar load window for a shown year: 1 December of the year before to 31 January two years on. */
export const calendarLoadWindow = (year: number): { from: string; to: string } => ({
  from: `${year - 1}-12-01`,
  to: `${year + 2}-01-31`,
});

/** `expiryAt` for an expiry of `days` from `now`, as an ISO instant in GMT; null for Never. */
export const expiryAtFromDays = (days: EventExpiryDays, now: Date = new Date()): string | null =>
  days === 0 ? null : new Date(now.getTime() + days * 86_400_000).toISOString();

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

/** The visible text of the event details (the editor's HTML), for the 1–250 character rule. */
export const eventDetailsText = (html: string): string =>
  html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|li)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
