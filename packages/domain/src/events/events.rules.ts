import { hasAnyRole, type Role } from '../access/roles';
import { addDaysToInstant } from '../dates/days';
import { CONFIDENTIAL_ROLES } from '../bookings/bookings.rules';
import { type EventExpiryDays, type EventVerb } from './events.constants';

/**
 * Who may see and change property events. The spec names the messages, not the roles: the people who run a
 * calendar may (admin, staff, licensees for their own homes, and reservation managers, who place holds: the expiry
 * field is theirs and licensees'); owners and the rest may not.
 */
export const EVENT_ROLES: readonly Role[] = [...CONFIDENTIAL_ROLES, 'ROLE_RESERVATION_MANAGER'];
const EVENT_VERB_ROLES: Record<EventVerb, readonly Role[]> = {
  view: EVENT_ROLES,
  create: EVENT_ROLES,
  update: EVENT_ROLES,
  delete: EVENT_ROLES,
};
export const canManageEvents = (roles: readonly string[], verb: EventVerb): boolean =>
  hasAnyRole(roles, EVENT_VERB_ROLES[verb]);

/** The expiry field shows only when blocking and the user is a licensee or reservation manager (spec 001 §5). */
export const canSetEventExpiry = (roles: readonly string[]): boolean =>
  hasAnyRole(roles, ['ROLE_LICENSEE', 'ROLE_RESERVATION_MANAGER']);

/** `expiryAt` for an expiry of `days` from `now`, as an ISO instant in GMT; null for Never. */
export const expiryAtFromDays = (days: EventExpiryDays, now: Date = new Date()): string | null =>
  days === 0 ? null : addDaysToInstant(now, days).toISOString();

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
