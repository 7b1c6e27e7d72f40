import { eq } from 'drizzle-orm';
import {
  can,
  HTTP,
  ungrantableChanges,
  USER_ERROR_CODES,
  USER_MESSAGES,
  type TUpdateUserRequest,
  type UserInclude,
} from '@hearth/domain';
import type { Db } from '../../db/client';
import { sessions, userRoles, users, type UserRow } from '../../db/schema';
import { forbidden } from '../../access/forbidden';
import { findUserInScope } from '../../access/people-scope';
import { scopeCallerOf } from '../../access/scope';
import { actorOf, auditedChange } from '../../lib/audit';
import { endImpersonationsBy } from '../../common/auth/impersonations';
import type { SessionUser } from '../../types';
import { canUpdateUser, refuse, refuseImpersonated, roleNotGrantable } from './user-access';
import { assertEmailFree, checkToggles, togglesOf } from './user-fields';
import { readUserRecord, reloadUser, rolesOf } from './users.queries';

/**
 * `PATCH v3/users/{id}`. Mass assignment is refused twice: the schema is strict, and here nobody changes their
 * own roles or status, and nobody adds or removes a role they may not grant. Disabling ends the user's sessions.
 */
export const updateUser = async (options: {
  db: Db;
  caller: SessionUser;
  id: string;
  input: TUpdateUserRequest;
  include: readonly UserInclude[];
}) => {
  const { db, caller, input } = options;
  const target = await findUserInScope(db, scopeCallerOf(caller), options.id);
  refuseImpersonated(caller);
  const before = await rolesOf(db, target.id);
  const after = input.roles ? [...input.roles].sort() : before;
  const rolesChange = after.join() !== before.join();
  const enabledChange = input.enabled !== undefined && input.enabled !== target.enabled;
  if (target.id === caller.user.id && (rolesChange || enabledChange)) {
    throw refuse(HTTP.forbidden, USER_ERROR_CODES.selfChange, USER_MESSAGES.selfChange);
  }
  if (!canUpdateUser(caller, { id: target.id, roles: before })) {
    throw input.roles ? roleNotGrantable() : forbidden('user:update');
  }
  if (ungrantableChanges(caller, before, after).length > 0) throw roleNotGrantable();
  checkToggles(input, after);
  if (input.email && input.email !== target.email) await assertEmailFree(db, input.email, target.id);

  const fields = {
    ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
    ...(input.firstName !== undefined ? { firstName: input.firstName } : {}),
    ...(input.lastName !== undefined ? { lastName: input.lastName } : {}),
    ...(input.email !== undefined ? { email: input.email } : {}),
    ...(input.mobile !== undefined ? { mobile: input.mobile ? input.mobile : null } : {}),
    ...(input.nps !== undefined ? { nps: input.nps } : {}),
    ...togglesOf(input),
  };
  const changed = Object.fromEntries(
    Object.entries(fields).filter(([key, value]) => target[key as keyof UserRow] !== value),
  );
  if (Object.keys(changed).length > 0 || rolesChange) {
    await auditedChange(db, async (tx) => {
      if (Object.keys(changed).length > 0) {
        await tx
          .update(users)
          .set({ ...changed, updatedAt: new Date() })
          .where(eq(users.id, target.id));
      }
      if (rolesChange) {
        await tx.delete(userRoles).where(eq(userRoles.userId, target.id));
        await tx.insert(userRoles).values(after.map((role) => ({ userId: target.id, role })));
      }
      // A disabled account is signed out everywhere at once (docs/CONTRIBUTING.md#security), not at its next request.
      if (changed.enabled === false) await tx.delete(sessions).where(eq(sessions.userId, target.id));
      // What they opened as others ends with them, or with their right to log in as (issue 29 D).
      if (changed.enabled === false || (rolesChange && !can({ roles: after }, 'user:impersonate'))) {
        await endImpersonationsBy(tx, target.id);
      }
      return {
        result: undefined,
        audit: {
          actor: actorOf(caller),
          action:
            changed.enabled === false ? 'users.disable' : changed.enabled === true ? 'users.enable' : 'users.update',
          entity: 'users',
          entityId: target.id,
          before: {
            ...Object.fromEntries(Object.keys(changed).map((key) => [key, target[key as keyof UserRow]])),
            ...(rolesChange ? { roles: before } : {}),
          },
          after: { ...changed, ...(rolesChange ? { roles: after } : {}) },
        },
      };
    });
  }
  return readUserRecord({ db, caller, user: await reloadUser(db, target.id), include: options.include });
};
