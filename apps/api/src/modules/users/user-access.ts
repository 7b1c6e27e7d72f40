import {
  can,
  HTTP,
  isImpersonatable,
  isRoleGrantable,
  USER_ERROR_CODES,
  USER_MESSAGES,
  type Role,
} from '@hearth/domain';
import type { UserRow } from '../../db/schema';
import { scopeCallerOf } from '../../access/scope';
import { AppError } from '../../lib/app-error';
import type { SessionUser } from '../../types';

/**
 * Whether the caller may edit this user (`canUpdate`, docs/product/users.md#who-uses-it), judged per viewer: `user:update`, not from a
 * log-in-as session, and every role the user holds grantable by the caller (an admin cannot edit another admin or a
 * super admin). Their own record they may edit, but not its roles, status or company (update-user.ts).
 */
export const canUpdateUser = (caller: SessionUser, target: { id: string; roles: readonly Role[] }): boolean =>
  caller.impersonatorUserId === null &&
  can(scopeCallerOf(caller), 'user:update') &&
  (target.id === caller.user.id || target.roles.every((role) => isRoleGrantable(caller, role)));

/** The refusals of the user forms: the message is also the title, and points at the field when there is one. */
export const refuse = (status: number, code: string, detail: string, pointer?: string) =>
  new AppError({ status, code, detail, title: detail, ...(pointer ? { source: { pointer } } : {}) });

/** A log-in-as link is for an enabled owner or licensee only. */
export const mayBeImpersonated = (target: UserRow, roles: readonly string[]) =>
  target.enabled && isImpersonatable(roles);

export const impersonateError = (status: number, detail: string) =>
  new AppError({ status, code: USER_ERROR_CODES.impersonate, detail, title: detail });

export const roleNotGrantable = () =>
  refuse(HTTP.forbidden, USER_ERROR_CODES.roleNotGrantable, USER_MESSAGES.roleNotGrantable, '/roles');

/** A log-in-as session acts as an owner or licensee: it never changes roles or accounts, whatever it holds. */
export const refuseImpersonated = (caller: SessionUser) => {
  if (caller.impersonatorUserId !== null) {
    throw refuse(HTTP.forbidden, 'FORBIDDEN', USER_MESSAGES.impersonatedChange);
  }
};
