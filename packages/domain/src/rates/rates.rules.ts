import { hasAnyRole } from '../access/roles';
import { EVENT_ROLES } from '../events/events.rules';

/** Nightly rates: the confidential roles, and reservation managers, who quote and book. */
export const seesRates = (roles: readonly string[]): boolean => hasAnyRole(roles, EVENT_ROLES);
