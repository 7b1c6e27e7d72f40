import { hasAnyRole } from '../access/roles';

/** Owners and licensees cannot change their own email (spec 001 §2 Settings). */
export const canEditOwnEmail = (roles: readonly string[]): boolean =>
  !hasAnyRole(roles, ['ROLE_OWNER', 'ROLE_LICENSEE']);

/** The notifications section shows only to owners and licensees. */
export const seesBookingNotifications = (roles: readonly string[]): boolean =>
  hasAnyRole(roles, ['ROLE_OWNER', 'ROLE_LICENSEE']);

/** Owner-stay toggles show only to licensees. */
export const seesOwnerStayNotifications = (roles: readonly string[]): boolean => hasAnyRole(roles, ['ROLE_LICENSEE']);
