import {
  HTTP,
  TASK_ERROR_CODES,
  TASK_MESSAGES,
  type TaskDisplayStatus,
  type TCreateTaskRequest,
  type TTaskDetailResponse,
} from '@hearth/domain';
import { propertyTasks } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { actorOf, auditedChange } from '../../lib/audit';
import { findHomeInScope } from '../../access/find-in-scope';
import { scopeCallerOf } from '../../access/scope';
import { fullName, instant, replaceAssignees, secondsBetween, snapshot } from './task-changes';
import { propertySource, readTaskDetail, type TaskDeps } from './tasks.queries';

/** `POST v3/property-tasks`: a task kept here. Refused for a property whose tasks Breezeway syncs. */
export const createTask = async (
  options: TaskDeps & { body: TCreateTaskRequest; now?: Date },
): Promise<TTaskDetailResponse> => {
  const { db, config, caller } = options;
  const now = options.now ?? new Date();
  const a = options.body.data.attributes;
  const property = await findHomeInScope(db, scopeCallerOf(caller), a.propertyId);
  if ((await propertySource(db, config, property.id)) === 'breezeway') {
    throw new AppError({
      status: HTTP.conflict,
      code: TASK_ERROR_CODES.propertySynced,
      detail: TASK_MESSAGES.propertySynced,
    });
  }
  const assignees = [...new Set(a.assignees ?? [])];
  const status: TaskDisplayStatus = a.displayStatus ?? (assignees.length > 0 ? 'assigned' : 'unassigned');
  const startedAt = instant(a.startedAt);
  const finishedAt = instant(a.finishedAt);
  const task = await auditedChange(db, async (tx) => {
    const [row] = await tx
      .insert(propertyTasks)
      .values({
        propertyId: property.id,
        name: a.name,
        description: a.description ?? null,
        displayStatus: status,
        priority: a.priority ?? 'normal',
        department: a.department ?? 'cleaning',
        scheduledDate: a.scheduledDate,
        scheduledTime: a.scheduledTime ?? null,
        startedAt,
        finishedAt,
        isPaused: status === 'paused',
        totalTimeSeconds: secondsBetween(startedAt, finishedAt),
        createdByName: fullName(caller),
        reporterType: 'staff',
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('task insert returned no row');
    await replaceAssignees(tx, row.id, assignees);
    return {
      result: row,
      audit: {
        actor: actorOf(caller),
        action: 'property-task.create',
        entity: 'property_task',
        entityId: row.id,
        after: { propertyId: row.propertyId, ...snapshot(row, assignees) },
      },
    };
  });
  return readTaskDetail(options, task, { timezone: property.timezone, include: [], now });
};
