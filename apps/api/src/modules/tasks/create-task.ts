import type { TaskDisplayStatus, TCreateTaskRequest, TTaskDetailResponse } from '@hearth/domain';
import { propertyTasks } from '../../db/schema';
import { actorOf, auditedChange } from '../../lib/audit';
import { findHomeInScope } from '../../access/find-in-scope';
import { scopeCallerOf } from '../../access/scope';
import { sendToBreezewaySoon } from './push-breezeway-tasks';
import {
  assignmentsOf,
  fullName,
  instant,
  replaceAssignees,
  resolveAssigneeUsers,
  secondsBetween,
  snapshot,
} from './task-changes';
import { readTaskDetail, type TaskChangeDeps } from './tasks.queries';

/**
 * `POST v3/property-tasks`: a task made in Hearth, assigned to staff users and named cleaners. On a home mapped to
 * Breezeway (with Breezeway configured) it is sent there after the answer, and again by the push job until
 * Breezeway has it (docs/product/tasks.md#breezeway).
 */
export const createTask = async (
  options: TaskChangeDeps & { body: TCreateTaskRequest; now?: Date },
): Promise<TTaskDetailResponse> => {
  const { db, caller } = options;
  const now = options.now ?? new Date();
  const a = options.body.data.attributes;
  const property = await findHomeInScope(db, scopeCallerOf(caller), a.propertyId);
  const people = await resolveAssigneeUsers(db, caller, property, a.assigneeUserIds ?? []);
  const assignments = assignmentsOf(people, a.assignees ?? []);
  const status: TaskDisplayStatus = a.displayStatus ?? (assignments.length > 0 ? 'assigned' : 'unassigned');
  const startedAt = instant(a.startedAt);
  const finishedAt = instant(a.finishedAt) ?? (status === 'finished' || status === 'approved' ? now : null);
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
        origin: 'hearth',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('task insert returned no row');
    await replaceAssignees(tx, row.id, assignments);
    return {
      result: row,
      audit: {
        actor: actorOf(caller),
        action: 'property-task.create',
        entity: 'property_task',
        entityId: row.id,
        after: { propertyId: row.propertyId, ...snapshot(row, assignments) },
      },
    };
  });
  sendToBreezewaySoon(options, task.id);
  return readTaskDetail(options, task, { timezone: property.timezone, include: [], now });
};
