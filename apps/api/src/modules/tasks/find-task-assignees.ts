import { asc } from 'drizzle-orm';
import type { TTaskAssigneesResponse } from '@hearth/domain';
import { users } from '../../db/schema';
import { assignableUsers } from '../../access/assignee-scope';
import { findHomeInScope } from '../../access/find-in-scope';
import { scopeCallerOf } from '../../access/scope';
import type { TaskDeps } from './tasks.queries';

/** The longest list the assignee select offers; the people who run a portfolio's homes are far fewer. */
const ASSIGNEES_MAX = 500;

/**
 * `GET v3/tasks/assignees?propertyId=`: the staff users a task of this home may be assigned to by the caller
 * (access/assignee-scope.ts), by name; without a home, those of any home (the list's filter). Names only: a
 * licensee reads no user record.
 */
export const findTaskAssignees = async (
  options: TaskDeps & { propertyId: string | undefined },
): Promise<TTaskAssigneesResponse> => {
  const caller = scopeCallerOf(options.caller);
  const home = options.propertyId ? await findHomeInScope(options.db, caller, options.propertyId) : null;
  const rows = await options.db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(assignableUsers(caller, home))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(ASSIGNEES_MAX);
  return {
    data: rows.map((row) => ({
      id: row.id,
      type: 'task-assignee' as const,
      attributes: { name: `${row.firstName} ${row.lastName}`.trim() },
    })),
  };
};
