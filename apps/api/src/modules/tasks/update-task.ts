import { eq } from 'drizzle-orm';
import {
  HTTP,
  taskTimesProblem,
  type TaskDisplayStatus,
  type TTaskDetailResponse,
  type TUpdateTaskRequest,
} from '@hearth/domain';
import { propertyTasks } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { actorOf, auditedChange } from '../../lib/audit';
import { findInScope, notFoundIn } from '../../access/find-in-scope';
import { scopeCallerOf } from '../../access/scope';
import { sendToBreezewaySoon } from './push-breezeway-tasks';
import {
  assignmentsOf,
  instant,
  refuseSynced,
  replaceAssignees,
  resolveAssigneeUsers,
  secondsBetween,
  snapshot,
} from './task-changes';
import { assigneesOf, readTaskDetail, type TaskChangeDeps } from './tasks.queries';

/**
 * `PATCH v3/property-tasks/{taskId}`: status, priority, schedule (a move), assignees, times, name, description of a
 * task made in Hearth. Sending `assignees` replaces the named cleaners, `assigneeUserIds` the staff users; either
 * alone keeps the other.
 */
export const updateTask = async (
  options: TaskChangeDeps & { taskId: string; body: TUpdateTaskRequest; now?: Date },
): Promise<TTaskDetailResponse> => {
  const { db, caller } = options;
  const now = options.now ?? new Date();
  const { row: before, home } = await findInScope(db, scopeCallerOf(caller), 'task', options.taskId);
  const { timezone } = home;
  refuseSynced(before);
  const a = options.body.data.attributes;
  const beforeAssignees = (await assigneesOf(db, [before.id])).get(before.id) ?? [];
  const assigneesChanged = a.assignees !== undefined || a.assigneeUserIds !== undefined;
  const people =
    a.assigneeUserIds === undefined
      ? beforeAssignees.filter((x) => x.userId !== null)
      : await resolveAssigneeUsers(db, caller, home, a.assigneeUserIds);
  const cleaners = a.assignees ?? beforeAssignees.filter((x) => x.userId === null).map((x) => x.name);
  const assignees = assigneesChanged ? assignmentsOf(people, cleaners) : beforeAssignees;

  const startedAt = a.startedAt === undefined ? before.startedAt : instant(a.startedAt);
  const sentFinish = a.finishedAt === undefined ? before.finishedAt : instant(a.finishedAt);
  // Assigning someone to an open task (or taking the last one off) moves it between unassigned and assigned.
  const open = before.displayStatus === 'unassigned' || before.displayStatus === 'assigned';
  const status: TaskDisplayStatus =
    a.displayStatus ??
    (assigneesChanged && open ? (assignees.length > 0 ? 'assigned' : 'unassigned') : before.displayStatus);
  // Finished without a finish time: it finished now.
  const finishedAt = sentFinish ?? (status === 'finished' || status === 'approved' ? now : null);

  // The stored start or finish joins the one sent: checked together, as the request schema checks a pair.
  const timesProblem = startedAt && finishedAt ? taskTimesProblem(startedAt.getTime(), finishedAt.getTime()) : null;
  if (timesProblem) {
    throw new AppError({
      status: HTTP.badRequest,
      code: 'VALIDATION_ERROR',
      detail: timesProblem,
      source: { pointer: '/data/attributes/finishedAt' },
    });
  }
  const after = await auditedChange(db, async (tx) => {
    const [row] = await tx
      .update(propertyTasks)
      .set({
        ...(a.name !== undefined ? { name: a.name } : {}),
        ...(a.description !== undefined ? { description: a.description } : {}),
        ...(a.priority !== undefined ? { priority: a.priority } : {}),
        ...(a.department !== undefined ? { department: a.department } : {}),
        ...(a.scheduledDate !== undefined ? { scheduledDate: a.scheduledDate } : {}),
        ...(a.scheduledTime !== undefined ? { scheduledTime: a.scheduledTime } : {}),
        displayStatus: status,
        isPaused: status === 'paused',
        startedAt,
        finishedAt,
        totalTimeSeconds: secondsBetween(startedAt, finishedAt),
        updatedAt: now,
      })
      .where(eq(propertyTasks.id, before.id))
      .returning();
    if (!row) throw notFoundIn('task');
    if (assigneesChanged) await replaceAssignees(tx, row.id, assignees);
    return {
      result: row,
      audit: {
        actor: actorOf(caller),
        action: 'property-task.update',
        entity: 'property_task',
        entityId: row.id,
        before: snapshot(before, beforeAssignees),
        after: snapshot(row, assignees),
      },
    };
  });
  sendToBreezewaySoon(options, after.id);
  return readTaskDetail(options, after, { timezone, include: [], now });
};
