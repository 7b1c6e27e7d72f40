import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { breezewayProperties, propertyTaskComments, propertyTasks } from '../../db/schema';
import { taskSyncEnabled } from '../../adapters/breezeway';
import type { TaskPush, TaskRow } from './tasks.presenter';

/*
 * Whether a task made in Hearth has reached Breezeway (docs/product/tasks.md#breezeway). A task goes there when
 * Breezeway is configured and its home is mapped; it has an unsent change until Breezeway has accepted its state as
 * of its last change (`pushedAt` >= `updatedAt`) and every comment made on it here has gone too.
 */

/** A task whose fields changed here since Breezeway last accepted them (SQL on property_tasks). */
export const hasUnsentChange = sql`(${propertyTasks.pushedAt} is null or ${propertyTasks.updatedAt} > ${propertyTasks.pushedAt})`;

/** A comment made here on the task that Breezeway has not been sent yet (SQL on property_tasks). */
export const hasUnsentComment = sql`exists (select 1 from ${propertyTaskComments} c where c.task_id = ${propertyTasks.id} and c.breezeway_id is null)`;

/** Each task's push state: null for a task that does not go to Breezeway. */
export const pushStatesOf = async (
  db: Db,
  config: Pick<Config, 'breezeway'>,
  tasks: readonly TaskRow[],
): Promise<Map<string, TaskPush>> => {
  const states = new Map<string, TaskPush>();
  const ours = tasks.filter((task) => task.origin === 'hearth');
  if (!taskSyncEnabled(config) || ours.length === 0) return states;
  const homes = [...new Set(ours.map((task) => task.propertyId))];
  const mapped = new Set(
    (
      await db
        .select({ id: breezewayProperties.propertyId })
        .from(breezewayProperties)
        .where(inArray(breezewayProperties.propertyId, homes))
    ).map((row) => row.id),
  );
  const sent = ours.filter((task) => mapped.has(task.propertyId));
  if (sent.length === 0) return states;
  const unsentComments = new Set(
    (
      await db
        .selectDistinct({ taskId: propertyTaskComments.taskId })
        .from(propertyTaskComments)
        .where(
          and(
            inArray(
              propertyTaskComments.taskId,
              sent.map((task) => task.id),
            ),
            isNull(propertyTaskComments.breezewayId),
          ),
        )
    ).map((row) => row.taskId),
  );
  for (const task of sent) {
    const pending =
      task.breezewayId === null ||
      task.pushedAt === null ||
      task.updatedAt > task.pushedAt ||
      unsentComments.has(task.id);
    states.set(task.id, {
      state: pending ? 'pending' : 'sent',
      lastError: pending ? task.pushError : null,
      lastAttemptAt: pending ? (task.pushAttemptedAt?.toISOString() ?? null) : null,
    });
  }
  return states;
};
