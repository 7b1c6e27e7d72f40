import { and, asc, eq, inArray } from 'drizzle-orm';
import { HTTP, TASK_ERROR_CODES, TASK_MESSAGES } from '@hearth/domain';
import type { Db } from '../../db/client';
import { propertyTaskAssignments, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { assignableUsers } from '../../access/assignee-scope';
import { scopeCallerOf } from '../../access/scope';
import type { SessionUser } from '../../types';
import type { TaskAssignment, TaskRow } from './tasks.presenter';

/** What the writes of tasks made in Hearth share. */

/** Tasks pulled from Breezeway are changed there; here they are read-only. */
export const refuseSynced = (task: TaskRow) => {
  if (task.origin === 'hearth') return;
  throw new AppError({
    status: HTTP.conflict,
    code: TASK_ERROR_CODES.synced,
    detail: TASK_MESSAGES.synced,
    meta: { externalUrl: task.externalUrl },
  });
};

export const fullName = (caller: SessionUser) => `${caller.user.firstName} ${caller.user.lastName}`.trim();

export const secondsBetween = (startedAt: Date | null, finishedAt: Date | null): number | null =>
  startedAt && finishedAt ? Math.max(0, Math.round((finishedAt.getTime() - startedAt.getTime()) / 1000)) : null;

export const instant = (value: string | null | undefined) => (value ? new Date(value) : null);

/** What the audit log keeps of a task. */
export const snapshot = (task: TaskRow, assignees: readonly TaskAssignment[]) => ({
  name: task.name,
  description: task.description,
  displayStatus: task.displayStatus,
  priority: task.priority,
  department: task.department,
  scheduledDate: task.scheduledDate,
  scheduledTime: task.scheduledTime,
  startedAt: task.startedAt?.toISOString() ?? null,
  finishedAt: task.finishedAt?.toISOString() ?? null,
  assignees: assignees.map((a) => a.name),
  assigneeUserIds: assignees.flatMap((a) => (a.userId ? [a.userId] : [])),
});

/**
 * The staff users with these ids, each one a task of this home may be given by the caller (access/assignee-scope.ts),
 * with the name the task shows; 400 naming the first that is not.
 */
export const resolveAssigneeUsers = async (
  db: Db,
  caller: SessionUser,
  home: { companyId: string | null },
  ids: readonly string[],
): Promise<TaskAssignment[]> => {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const found = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(and(inArray(users.id, unique), assignableUsers(scopeCallerOf(caller), home)))
    .orderBy(asc(users.firstName), asc(users.lastName));
  const missing = unique.findIndex((id) => !found.some((user) => user.id === id));
  if (missing >= 0) {
    throw new AppError({
      status: HTTP.badRequest,
      code: TASK_ERROR_CODES.notAssignable,
      detail: TASK_MESSAGES.notAssignable,
      source: { pointer: `/data/attributes/assigneeUserIds/${ids.indexOf(unique[missing] ?? '')}` },
    });
  }
  // Two people of one name are told apart by their email: an assignee is one name per task.
  const names = found.map((user) => `${user.firstName} ${user.lastName}`.trim());
  return found.map((user, i) => ({
    userId: user.id,
    name: names.indexOf(names[i] ?? '') === i ? (names[i] ?? user.email) : `${names[i]} (${user.email})`,
  }));
};

/** Staff users first, then the named cleaners whose name is none of theirs. */
export const assignmentsOf = (people: readonly TaskAssignment[], cleaners: readonly string[]): TaskAssignment[] => {
  const taken = new Set(people.map((person) => person.name));
  return [
    ...people,
    ...[...new Set(cleaners)].filter((name) => !taken.has(name)).map((name) => ({ name, userId: null })),
  ];
};

export const replaceAssignees = async (db: Db, taskId: string, assignments: readonly TaskAssignment[]) => {
  await db.delete(propertyTaskAssignments).where(eq(propertyTaskAssignments.taskId, taskId));
  if (assignments.length > 0) {
    await db
      .insert(propertyTaskAssignments)
      .values(assignments.map((a) => ({ taskId, name: a.name, userId: a.userId })));
  }
};
