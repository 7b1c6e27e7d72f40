import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { TASK_DONE_STATUSES, type TaskDisplayStatus } from '@hearth/domain';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { breezewayProperties, propertyTaskComments, propertyTasks } from '../../db/schema';
import { auditedChange } from '../../lib/audit';
import type { Job } from '../../lib/jobs';
import {
  breezewayClientFor,
  type RemoteTaskInput,
  type TaskDepartmentName,
  type TaskWriter,
} from '../../adapters/breezeway';
import { hasUnsentChange, hasUnsentComment } from './task-push-state';
import type { TaskRow } from './tasks.presenter';
import { assigneesOf, type TaskChangeDeps } from './tasks.queries';

/*
 * Tasks made in Hearth go to Breezeway (docs/product/tasks.md#breezeway): once Breezeway is configured and the home
 * mapped, each change of such a task is sent after the call that made it has answered, and the push job sends what
 * is still unsent every minute. A task Breezeway has not yet accepted stays here as it is, 'Not yet sent to
 * Breezeway' with the last failure, and is tried again later, waiting longer after each failure (5 minutes, doubled,
 * at most an hour). The whole task is sent each time, so a send repeated after a lost answer changes nothing more.
 */

export const BREEZEWAY_PUSH_JOB = 'breezeway-push';
export const PUSH_LIMITS = { batch: 25, everyMs: 60_000, firstWaitSeconds: 300, longestWaitSeconds: 3600 } as const;

const DONE: readonly TaskDisplayStatus[] = TASK_DONE_STATUSES;
const DEPARTMENTS: readonly TaskDepartmentName[] = ['cleaning', 'maintenance', 'inspection'];

/** Our status in Breezeway's words (the sync reads them back: sync-breezeway-tasks.ts displayStatusOf). */
const statusCodeOf = (status: TaskDisplayStatus): RemoteTaskInput['statusCode'] => {
  if (DONE.includes(status)) return 'finished';
  if (status === 'closed') return 'closed';
  if (status === 'paused') return 'paused';
  if (status === 'in_progress') return 'in_progress';
  return 'not_started';
};

/**
 * A task no other send holds: never tried, or its last try (one running, or one that failed) is older than its wait.
 * A send in flight holds its task for the first wait, so two processes never send one task at once.
 */
const isDue = (now: Date) =>
  sql`(${propertyTasks.pushAttemptedAt} is null or ${propertyTasks.pushAttemptedAt} <= ${now.toISOString()}::timestamptz
    - make_interval(secs => least(${PUSH_LIMITS.firstWaitSeconds} * power(2, ${propertyTasks.pushAttempts}), ${PUSH_LIMITS.longestWaitSeconds})))`;

/** Takes the task for this send (one statement, so one sender wins); null when it is not due or has nothing to send. */
const claim = async (db: Db, taskId: string, now: Date) => {
  const [row] = await db
    .update(propertyTasks)
    .set({ pushAttemptedAt: now })
    .where(and(eq(propertyTasks.id, taskId), isDue(now)))
    .returning();
  return row ?? null;
};

const sendOne = async (options: { db: Db; client: TaskWriter; task: TaskRow; homeId: string; now: Date }) => {
  const { db, client, task, homeId, now } = options;
  const assignees = ((await assigneesOf(db, [task.id])).get(task.id) ?? []).map((a) => a.name);
  const input: RemoteTaskInput = {
    homeId,
    name: task.name,
    description: task.description,
    department: DEPARTMENTS.find((d) => d === task.department) ?? 'cleaning',
    priority: task.priority,
    scheduledDate: task.scheduledDate,
    scheduledTime: task.scheduledTime,
    assignees,
    statusCode: statusCodeOf(task.displayStatus),
    referenceId: task.id,
  };
  let breezewayId = task.breezewayId;
  const created = breezewayId === null;
  if (breezewayId === null) {
    const made = await client.createTask(input);
    breezewayId = made.id;
    // Kept at once: a failure after this point sends changes to this task, never a second one.
    await db
      .update(propertyTasks)
      .set({ breezewayId, externalUrl: made.externalUrl })
      .where(eq(propertyTasks.id, task.id));
  } else {
    await client.updateTask(breezewayId, input);
  }
  if (DONE.includes(task.displayStatus)) {
    await client.completeTask(breezewayId, (task.finishedAt ?? now).toISOString());
  }
  const comments = await db
    .select()
    .from(propertyTaskComments)
    .where(and(eq(propertyTaskComments.taskId, task.id), isNull(propertyTaskComments.breezewayId)))
    .orderBy(asc(propertyTaskComments.commentedAt), asc(propertyTaskComments.id));
  for (const comment of comments) {
    const sent = await client.addTaskComment(breezewayId, { comment: comment.comment, author: comment.author });
    // The sync keys Breezeway's comments so: the next sync finds this one rather than adding it twice.
    await db
      .update(propertyTaskComments)
      .set({ breezewayId: `comment:${sent.id}` })
      .where(eq(propertyTaskComments.id, comment.id));
  }
  await auditedChange(db, async (tx) => {
    await tx
      .update(propertyTasks)
      // Accepted as of the change that was read: a change made while this send ran is still unsent.
      .set({ pushedAt: task.updatedAt, pushError: null, pushAttempts: 0, pushAttemptedAt: null })
      .where(eq(propertyTasks.id, task.id));
    return {
      result: undefined,
      audit: {
        actor: { userId: null, impersonatorUserId: null },
        action: 'property-task.push',
        entity: 'property_task',
        entityId: task.id,
        after: { breezewayId, created, comments: comments.length, status: task.displayStatus },
      },
    };
  });
};

export type PushResult = { sent: number; failed: number };

/**
 * Sends to Breezeway the tasks made in Hearth on mapped homes that have an unsent change (all that are due, a batch
 * at a time, or just `taskIds`, after the call that changed them). A task that fails keeps its row as it was, with
 * the reason and one more attempt counted; the others still go.
 */
export const pushBreezewayTasks = async (options: {
  db: Db;
  client: TaskWriter;
  now: Date;
  taskIds?: readonly string[];
  log?: { error: (object: object, message: string) => void };
}): Promise<PushResult> => {
  const { db, client, now, log } = options;
  const candidates = await db
    .select({ id: propertyTasks.id, homeId: breezewayProperties.breezewayPropertyId })
    .from(propertyTasks)
    .innerJoin(breezewayProperties, eq(breezewayProperties.propertyId, propertyTasks.propertyId))
    .where(
      and(
        eq(propertyTasks.origin, 'hearth'),
        isNull(propertyTasks.deletedAt),
        or(hasUnsentChange, hasUnsentComment),
        options.taskIds ? inArray(propertyTasks.id, [...options.taskIds]) : isDue(now),
      ),
    )
    .orderBy(asc(propertyTasks.updatedAt), asc(propertyTasks.id))
    .limit(PUSH_LIMITS.batch);
  const result: PushResult = { sent: 0, failed: 0 };
  for (const { id, homeId } of candidates) {
    const task = await claim(db, id, now);
    if (!task) continue;
    try {
      await sendOne({ db, client, task, homeId, now });
      result.sent += 1;
    } catch (error) {
      result.failed += 1;
      const reason = error instanceof Error ? error.message : String(error);
      await db
        .update(propertyTasks)
        .set({ pushError: reason.slice(0, 500), pushAttempts: sql`${propertyTasks.pushAttempts} + 1` })
        .where(eq(propertyTasks.id, id));
      log?.error({ err: error, taskId: id }, 'breezeway push: a task was not sent');
    }
  }
  return result;
};

/**
 * After a change of a task made in Hearth: its send to Breezeway, once the call has answered (the background tasks
 * of the app). Nothing when Breezeway is not configured; the push job takes over whatever this one could not send.
 */
export const sendToBreezewaySoon = (
  deps: Pick<TaskChangeDeps, 'db' | 'config' | 'background' | 'log'>,
  taskId: string,
) => {
  const config = deps.config.breezeway;
  if (!config) return;
  deps.background.run(() =>
    pushBreezewayTasks({
      db: deps.db,
      client: breezewayClientFor(config),
      now: new Date(),
      taskIds: [taskId],
      log: deps.log,
    }),
  );
};

/** The scheduled push (every minute), on the process's one Breezeway client (the sync's too). */
export const breezewayPushJob = (config: NonNullable<Config['breezeway']>): Job => ({
  name: BREEZEWAY_PUSH_JOB,
  everyMs: PUSH_LIMITS.everyMs,
  leaseMs: 30 * 60_000,
  run: async ({ db, log, now }) => {
    const result = await pushBreezewayTasks({ db, client: breezewayClientFor(config), now, log });
    if (result.sent + result.failed > 0) log.info(result, 'breezeway push finished');
    if (result.failed > 0)
      throw new Error(`Breezeway push: ${result.failed} of ${result.sent + result.failed} tasks not sent`);
  },
});
