import { and, eq, exists, inArray, or, sql, type SQL } from 'drizzle-orm';
import { grantOf, ROLES, type Action, type Grant } from '@hearth/domain';
import { userRoles, users } from '../db/schema';
import type { ScopeCaller } from './scope';

/*
 * Who a task of a home may be assigned to (docs/product/tasks.md#rules): a signed-up person, enabled, who may manage
 * tasks (`task:manage`) and whose own reach (`property:read`) takes in the home: staff and admins any home, a
 * licensee their company's. Of those, the caller picks among the people they reach themselves: staff every one, a
 * licensee only their own company's. Read from the permissions table, so no role is named here.
 */

const rolesWhere = (action: Action, grants: readonly Grant[]): string[] =>
  ROLES.filter((role) => {
    const grant = grantOf({ roles: [role] }, action);
    return grant !== null && grants.includes(grant);
  });

/** Roles that manage tasks, by how far their own homes reach. */
const MANAGERS = rolesWhere('task:manage', ['all', 'company', 'own']);
const REACH_ALL = MANAGERS.filter((role) => grantOf({ roles: [role] }, 'property:read') === 'all');
const REACH_COMPANY = MANAGERS.filter((role) => grantOf({ roles: [role] }, 'property:read') === 'company');

const holds = (roles: readonly string[]): SQL =>
  exists(
    sql`(select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${inArray(userRoles.role, [...roles])})`,
  );

/**
 * The `users` rows a task of `home` may be assigned to by `caller`, as a condition on the users table; without a
 * home, everyone who manages tasks of some home (the list's assignee filter).
 */
export const assignableUsers = (caller: ScopeCaller, home: { companyId: string | null } | null): SQL => {
  const reachesHome = !home
    ? holds(MANAGERS)
    : or(
        REACH_ALL.length > 0 ? holds(REACH_ALL) : undefined,
        home.companyId && REACH_COMPANY.length > 0
          ? and(eq(users.companyId, home.companyId), holds(REACH_COMPANY))
          : undefined,
      );
  const callerReach = grantOf(caller, 'property:read');
  const reachedByCaller =
    callerReach === 'all' ? undefined : caller.companyId ? eq(users.companyId, caller.companyId) : sql`false`;
  return and(eq(users.enabled, true), reachesHome ?? sql`false`, reachedByCaller) ?? sql`false`;
};
