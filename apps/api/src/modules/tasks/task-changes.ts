import { eq } from 'drizzle-orm';
import { HTTP, TASK_ERROR_CODES, TASK_MESSAGES } from '@hearth/domain';
import type { Db } from '../../db/client';
import { propertyTaskAssignments } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { SessionUser } from '../../types';
import type { TaskRow } from './tasks.presenter';

/** What the writes of local tasks (the offline mode) share. */

/** Tasks pulled from Breezeway are changed there; here they are read-only. */
export const refuseSynced = (task: TaskRow) => {
  if (task.breezewayId === null) return;
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
export const snapshot = (task: TaskRow, assignees: readonly string[]) => ({
  name: task.name,
  description: task.description,
  displayStatus: task.displayStatus,
  priority: task.priority,
  department: task.department,
  scheduledDate: task.scheduledDate,
  scheduledTime: task.scheduledTime,
  startedAt: task.startedAt?.toISOString() ?? null,
  finishedAt: task.finishedAt?.toISOString() ?? null,
  assignees,
});

export const replaceAssignees = async (db: Db, taskId: string, names: readonly string[]) => {
  await db.delete(propertyTaskAssignments).where(eq(propertyTaskAssignments.taskId, taskId));
  const unique = [...new Set(names)];
  if (unique.length > 0) await db.insert(propertyTaskAssignments).values(unique.map((name) => ({ taskId, name })));
};
