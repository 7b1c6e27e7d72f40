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
import { instant, refuseSynced, replaceAssignees, secondsBetween, snapshot } from './task-changes';
import { assigneesOf, readTaskDetail, type TaskDeps } from './tasks.queries';

/** `PATCH v3/property-tasks/{taskId}`: status, priority, schedule, assignees, times, name, description. */
export const updateTask = async (
  options: TaskDeps & { taskId: string; body: TUpdateTaskRequest; now?: Date },
): Promise<TTaskDetailResponse> => {
  const { db, caller } = options;
  const now = options.now ?? new Date();
  const { row: before, home } = await findInScope(db, scopeCallerOf(caller), 'task', options.taskId);
  const { timezone } = home;
  refuseSynced(before);
  const a = options.body.data.attributes;
  const beforeAssignees = (await assigneesOf(db, [before.id])).get(before.id) ?? [];
  const assignees = a.assignees ? [...new Set(a.assignees)] : beforeAssignees;

  const startedAt = a.startedAt === undefined ? before.startedAt : instant(a.startedAt);
  const finishedAt = a.finishedAt === undefined ? before.finishedAt : instant(a.finishedAt);
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
  // Assigning someone to an open task (or taking the last one off) moves it between unassigned and assigned.
  const open = before.displayStatus === 'unassigned' || before.displayStatus === 'assigned';
  const status: TaskDisplayStatus =
    a.displayStatus ??
    (a.assignees && open ? (assignees.length > 0 ? 'assigned' : 'unassigned') : before.displayStatus);

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
      })
      .where(eq(propertyTasks.id, before.id))
      .returning();
    if (!row) throw notFoundIn('task');
    if (a.assignees) await replaceAssignees(tx, row.id, assignees);
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
  return readTaskDetail(options, after, { timezone, include: [], now });
};
