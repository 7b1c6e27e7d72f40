import { eq } from 'drizzle-orm';
import { HTTP, TASK_ERROR_CODES, type TaskDisplayStatus, type TTaskDetailResponse } from '@hearth/domain';
import { propertyTaskComments, propertyTasks } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { actorOf, auditedChange } from '../../lib/audit';
import { findInScope, notFoundIn } from '../../access/find-in-scope';
import { scopeCallerOf } from '../../access/scope';
import { sendToBreezewaySoon } from './push-breezeway-tasks';
import { fullName, refuseSynced, snapshot } from './task-changes';
import type { TaskAssignment, TaskRow } from './tasks.presenter';
import { assigneesOf, readTaskDetail, type TaskChangeDeps } from './tasks.queries';

/** What a status change sets, or the message of the 409 when the task is not in a status it changes from. */
export type StatusChange =
  | { refused: string }
  | {
      set: Partial<Pick<TaskRow, 'displayStatus' | 'finishedAt' | 'isPaused' | 'totalTimeSeconds'>> & {
        displayStatus: TaskDisplayStatus;
      };
      /** A comment the caller leaves with it (a cancellation's reason). */
      comment?: string;
    };

/**
 * Complete, Reopen and Cancel (docs/product/tasks.md#rules): one audited change of a Hearth task's status, refused
 * with 409 when the task is not in a status it changes from; sent to Breezeway like any change.
 */
export const changeTaskStatus = async (
  options: TaskChangeDeps & {
    taskId: string;
    action: 'complete' | 'reopen' | 'cancel';
    now: Date;
    change: (task: TaskRow, assignees: readonly TaskAssignment[]) => StatusChange;
  },
): Promise<TTaskDetailResponse> => {
  const { db, caller, now } = options;
  const { row: before, home } = await findInScope(db, scopeCallerOf(caller), 'task', options.taskId);
  refuseSynced(before);
  const assignees = (await assigneesOf(db, [before.id])).get(before.id) ?? [];
  const change = options.change(before, assignees);
  if ('refused' in change) {
    throw new AppError({ status: HTTP.conflict, code: TASK_ERROR_CODES.notOpen, detail: change.refused });
  }
  const after = await auditedChange(db, async (tx) => {
    const [row] = await tx
      .update(propertyTasks)
      .set({ ...change.set, updatedAt: now })
      .where(eq(propertyTasks.id, before.id))
      .returning();
    if (!row) throw notFoundIn('task');
    if (change.comment) {
      await tx
        .insert(propertyTaskComments)
        .values({ taskId: row.id, comment: change.comment, author: fullName(caller), commentedAt: now });
    }
    return {
      result: row,
      audit: {
        actor: actorOf(caller),
        action: `property-task.${options.action}`,
        entity: 'property_task',
        entityId: row.id,
        before: snapshot(before, assignees),
        after: { ...snapshot(row, assignees), ...(change.comment ? { comment: change.comment } : {}) },
      },
    };
  });
  sendToBreezewaySoon(options, after.id);
  return readTaskDetail(options, after, { timezone: home.timezone, include: [], now });
};
