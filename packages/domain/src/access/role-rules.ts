import { USER_MESSAGES } from '../users/users.constants';
import { can, type Action, type PermissionCaller } from './permissions';
import { ROLES, type Role } from './roles';

/**
 * The rules of a user's set of roles (docs/product/access.md#rules, #who-uses-it). They live here because only access/ names roles; the user
 * form checks them as you tick, and the API again on every create and update.
 */

/** The first rule `roles` breaks, in the spec's order, or null. */
export const roleCombinationProblem = (roles: readonly string[]): string | null => {
  if (roles.length === 0) return USER_MESSAGES.rolesRequired;
  if (roles.includes('ROLE_OWNER') && roles.length > 1) return USER_MESSAGES.ownerAlone;
  if (roles.includes('ROLE_LICENSEE') && roles.length > 1) return USER_MESSAGES.licenseeAlone;
  if (
    roles.includes('ROLE_CONTENT_CREATOR') &&
    !(roles.includes('ROLE_CONFIGURATOR_CODES') && roles.includes('ROLE_CONFIGURATOR_INSTRUCTIONS'))
  ) {
    return USER_MESSAGES.contentCreatorNeedsConfig;
  }
  return null;
};

const SUPER_ONLY: readonly Role[] = ['ROLE_ADMIN', 'ROLE_SUPER_ADMIN'];
const MACHINE: readonly Role[] = ['ROLE_BACKEND', 'ROLE_API', 'ROLE_API_BACKEND'];

/** The action of the permissions table that grants or removes each role: admin and machine roles are a super admin's. */
export const roleGrantAction = (role: Role): Action =>
  SUPER_ONLY.includes(role) ? 'role:grant-admin' : MACHINE.includes(role) ? 'role:grant-system' : 'role:grant';

export const isRoleGrantable = (caller: Pick<PermissionCaller, 'roles'>, role: Role): boolean =>
  can(caller, roleGrantAction(role));

/** Every role the caller may grant (the `grantable` flags of GET v3/roles). */
export const grantableRoles = (caller: Pick<PermissionCaller, 'roles'>): Role[] =>
  ROLES.filter((role) => isRoleGrantable(caller, role));

/** Roles added or removed between `before` and `after` that the caller may not grant. */
export const ungrantableChanges = (
  caller: Pick<PermissionCaller, 'roles'>,
  before: readonly Role[],
  after: readonly Role[],
): Role[] => {
  const changed = [...after.filter((r) => !before.includes(r)), ...before.filter((r) => !after.includes(r))];
  return changed.filter((role) => !isRoleGrantable(caller, role));
};

/** Log in as is for owners and licensees only (docs/product/access.md#who-uses-it). */
export const isImpersonatable = (roles: readonly string[]): boolean =>
  roles.includes('ROLE_OWNER') || roles.includes('ROLE_LICENSEE');

/** The booking notification toggles show for owners and licensees, the owner-stay ones for licensees (docs/product/access.md#rules). */
export const notificationGroupsFor = (roles: readonly string[]): { booking: boolean; ownerStay: boolean } => ({
  booking: can({ roles }, 'user:see-booking-notifications'),
  ownerStay: can({ roles }, 'user:see-owner-stay-notifications'),
});

/** A user's partner company is assigned on the form for licensees; every other user gets properties (docs/product/access.md#screens). */
export const attachesCompanies = (roles: readonly string[]): boolean => roles.includes('ROLE_LICENSEE');

/** A property is attached as owned only to a user with the owner role. */
export const mayOwnProperties = (roles: readonly string[]): boolean => roles.includes('ROLE_OWNER');
