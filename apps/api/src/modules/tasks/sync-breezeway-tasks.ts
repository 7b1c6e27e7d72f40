import { and, eq, gte, inArray, isNotNull, isNull, lte, notInArray, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { addDays, TASK_PRIORITIES, type TaskDisplayStatus, type TaskPriority } from '@hearth/domain';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import {
  breezewayProperties,
  jobRuns,
  propertyTaskAssignments,
  propertyTaskAttachments,
  propertyTaskComments,
  propertyTasks,
} from '../../db/schema';
import { auditedChange } from '../../lib/audit';
import type { Job } from '../../lib/jobs';
import { breezewayClientFor, type RemoteComment, type RemoteTask, type TaskService } from '../../adapters/breezeway';
import { hasUnsentChange } from './task-push-state';

export const BREEZEWAY_SYNC_JOB = 'breezeway-sync';

/**
 * The window of scheduled days each run reads, around today (UTC): the first run reaches further back; later runs
 * re-read the recent past too, since finished tasks still get approved, commented on and photographed.
 */
export const SYNC_WINDOW = { firstRunPastDays: 90, pastDays: 30, aheadDays: 180 } as const;

/** job_runs.cursor of the sync: the last run's instant and the window it read. */
export type SyncCursor = { syncedAt: string; from: string; to: string; homes: number; failedHomes: string[] };

export type SyncResult = {
  homes: number;
  created: number;
  updated: number;
  deleted: number;
  comments: number;
  attachments: number;
  /** Breezeway home ids whose tasks could not be read this run (their rows were left as they were). */
  failedHomes: string[];
  cursor: SyncCursor;
};

/** Breezeway's status and ours: overdue is not stored, the API derives it from the day (see tasks.presenter). */
export const displayStatusOf = (task: RemoteTask): TaskDisplayStatus => {
  const code = task.status.code ?? '';
  const stage = task.status.stage ?? '';
  if (code === 'approved') return 'approved';
  if (code === 'closed' || code === 'cancelled' || code === 'canceled') return 'closed';
  if (code === 'finished' || code === 'completed' || stage === 'finished') return 'finished';
  if (task.isPaused || code === 'paused') return 'paused';
  if (code === 'in_progress' || stage === 'in_progress' || task.startedAt) return 'in_progress';
  return task.assignees.length > 0 ? 'assigned' : 'unassigned';
};

const priorityOf = (value: string | null): TaskPriority =>
  (TASK_PRIORITIES as readonly string[]).includes(value ?? '') ? (value as TaskPriority) : 'normal';

const readCursor = async (db: Db): Promise<SyncCursor | null> => {
  const [row] = await db.select({ cursor: jobRuns.cursor }).from(jobRuns).where(eq(jobRuns.name, BREEZEWAY_SYNC_JOB));
  if (!row?.cursor) return null;
  try {
    return JSON.parse(row.cursor) as SyncCursor;
  } catch {
    return null;
  }
};

const writeCursor = async (db: Db, cursor: SyncCursor) => {
  const value = JSON.stringify(cursor);
  await db
    .insert(jobRuns)
    .values({ name: BREEZEWAY_SYNC_JOB, cursor: value })
    .onConflictDoUpdate({ target: jobRuns.name, set: { cursor: value } });
};

type Counts = Pick<SyncResult, 'created' | 'updated' | 'deleted' | 'comments' | 'attachments'>;

/** Writes one home's tasks, comments and photos, and marks its vanished tasks deleted, in one transaction. */
const storeHome = async (options: {
  db: Db;
  propertyId: string;
  homeId: string;
  tasks: RemoteTask[];
  comments: ReadonlyMap<string, RemoteComment[]>;
  known: ReadonlyMap<string, { id: string }>;
  window: { from: string; to: string };
  now: Date;
}): Promise<Counts> => {
  const { propertyId, tasks, comments, known, window, now } = options;
  const counts: Counts = { created: 0, updated: 0, deleted: 0, comments: 0, attachments: 0 };
  return auditedChange(options.db, async (tx) => {
    for (const task of tasks) {
      const fields = {
        propertyId,
        name: task.name,
        description: task.description,
        displayStatus: displayStatusOf(task),
        priority: priorityOf(task.priority),
        scheduledDate: task.scheduledDate,
        scheduledTime: task.scheduledTime,
        startedAt: task.startedAt ? new Date(task.startedAt) : null,
        finishedAt: task.finishedAt ? new Date(task.finishedAt) : null,
        isPaused: task.isPaused,
        reportUrl: task.reportUrl,
        department: task.department,
        tags: task.tags,
        statusCode: task.status.code,
        statusStage: task.status.stage,
        reporterType: task.reporterType,
        location: task.location,
        repairDuringStay: task.repairDuringStay,
        totalTimeSeconds: task.totalTimeSeconds,
        createdByName: task.createdBy,
        externalUrl: task.externalUrl,
        deletedAt: null,
        syncedAt: now,
      };
      // A task made in Hearth keeps who made it; while its own change waits to be sent, Breezeway's older state is
      // not written over it (the push sends it, and the next sync brings Breezeway's answer).
      const [row] = await tx
        .insert(propertyTasks)
        .values({
          ...fields,
          breezewayId: task.id,
          origin: 'breezeway',
          createdAt: task.createdAt ? new Date(task.createdAt) : now,
        })
        .onConflictDoUpdate({
          target: propertyTasks.breezewayId,
          set: {
            ...fields,
            createdByName: sql`case when ${propertyTasks.origin} = 'hearth' then ${propertyTasks.createdByName} else excluded.created_by_name end`,
          },
          setWhere: sql`not (${propertyTasks.origin} = 'hearth' and ${hasUnsentChange})`,
        })
        .returning({ id: propertyTasks.id });
      if (!row) continue;
      if (known.has(task.id)) counts.updated += 1;
      else counts.created += 1;

      await tx.delete(propertyTaskAssignments).where(eq(propertyTaskAssignments.taskId, row.id));
      if (task.assignees.length > 0) {
        await tx.insert(propertyTaskAssignments).values(task.assignees.map((name) => ({ taskId: row.id, name })));
      }

      const photoIds = task.photos.map((p) => `photo:${p.id}`);
      await tx
        .delete(propertyTaskAttachments)
        .where(
          and(
            eq(propertyTaskAttachments.taskId, row.id),
            isNotNull(propertyTaskAttachments.breezewayId),
            photoIds.length > 0 ? notInArray(propertyTaskAttachments.breezewayId, photoIds) : undefined,
          ),
        );
      for (const photo of task.photos) {
        const values = { taskId: row.id, url: photo.url, blobKey: null, contentType: photo.contentType };
        await tx
          .insert(propertyTaskAttachments)
          .values({ ...values, breezewayId: `photo:${photo.id}` })
          .onConflictDoUpdate({ target: propertyTaskAttachments.breezewayId, set: values });
        counts.attachments += 1;
      }

      const taskComments = comments.get(task.id);
      if (!taskComments) continue; // unchanged on Breezeway since the last run: its comments stand
      const commentIds = taskComments.map((c) => `comment:${c.id}`);
      await tx
        .delete(propertyTaskComments)
        .where(
          and(
            eq(propertyTaskComments.taskId, row.id),
            isNotNull(propertyTaskComments.breezewayId),
            commentIds.length > 0 ? notInArray(propertyTaskComments.breezewayId, commentIds) : undefined,
          ),
        );
      for (const comment of taskComments) {
        const values = {
          taskId: row.id,
          comment: comment.comment,
          author: comment.author,
          commentedAt: new Date(comment.commentedAt),
        };
        await tx
          .insert(propertyTaskComments)
          .values({ ...values, breezewayId: `comment:${comment.id}` })
          .onConflictDoUpdate({ target: propertyTaskComments.breezewayId, set: values });
        counts.comments += 1;
      }
    }

    // A synced task of this home, in the window read, that Breezeway no longer lists was deleted there. A task made
    // in Hearth counts once a sync has seen it there: one sent after this run listed the home is not gone.
    const seen = tasks.map((t) => t.id);
    const gone = await tx
      .update(propertyTasks)
      .set({ deletedAt: now, syncedAt: now })
      .where(
        and(
          eq(propertyTasks.propertyId, propertyId),
          isNotNull(propertyTasks.breezewayId),
          isNull(propertyTasks.deletedAt),
          or(eq(propertyTasks.origin, 'breezeway'), isNotNull(propertyTasks.syncedAt)),
          sql`not (${propertyTasks.origin} = 'hearth' and ${hasUnsentChange})`,
          gte(propertyTasks.scheduledDate, window.from),
          lte(propertyTasks.scheduledDate, window.to),
          seen.length > 0 ? notInArray(propertyTasks.breezewayId, seen) : undefined,
        ),
      )
      .returning({ id: propertyTasks.id });
    counts.deleted = gone.length;

    // A home with no task to write or mark deleted leaves no entry.
    const changed = counts.created + counts.updated + counts.deleted > 0;
    return {
      result: counts,
      audit: changed
        ? {
            actor: { userId: null, impersonatorUserId: null },
            action: 'property-task.sync',
            entity: 'property',
            entityId: propertyId,
            after: {
              source: 'breezeway',
              homeId: options.homeId,
              window,
              ...counts,
              deletedTaskIds: gone.map((g) => g.id),
            },
          }
        : null,
    };
  });
};

/**
 * Pulls the tasks, comments and photo URLs of every mapped property (breezeway_properties) from Breezeway into our
 * tables: upserts by Breezeway id, marks vanished tasks deleted, and keeps its window in job_runs.cursor. Comments
 * are re-read only for tasks new here or changed on Breezeway since the last run (each read costs a request of the
 * rate limit). A home that fails is left as it was and named in the result; the others still sync.
 */
export const syncBreezewayTasks = async (options: {
  db: Db;
  client: TaskService;
  now: Date;
  log?: FastifyBaseLogger;
}): Promise<SyncResult> => {
  const { db, client, now, log } = options;
  const previous = await readCursor(db);
  const today = now.toISOString().slice(0, 10);
  const window = {
    from: addDays(today, -(previous ? SYNC_WINDOW.pastDays : SYNC_WINDOW.firstRunPastDays)),
    to: addDays(today, SYNC_WINDOW.aheadDays),
  };
  const mappings = await db.select().from(breezewayProperties).orderBy(breezewayProperties.breezewayPropertyId);
  const totals: Counts = { created: 0, updated: 0, deleted: 0, comments: 0, attachments: 0 };
  const failedHomes: string[] = [];

  for (const mapping of mappings) {
    const homeId = mapping.breezewayPropertyId;
    try {
      const tasks = await client.listTasks({ homeId, scheduledFrom: window.from, scheduledTo: window.to });
      const ids = tasks.map((t) => t.id);
      const knownRows =
        ids.length === 0
          ? []
          : await db
              .select({
                id: propertyTasks.id,
                breezewayId: propertyTasks.breezewayId,
                syncedAt: propertyTasks.syncedAt,
              })
              .from(propertyTasks)
              .where(inArray(propertyTasks.breezewayId, ids));
      const known = new Map(knownRows.map((r) => [r.breezewayId ?? '', r]));
      const comments = new Map<string, RemoteComment[]>();
      for (const task of tasks) {
        const row = known.get(task.id);
        const changed = !row?.syncedAt || !task.updatedAt || Date.parse(task.updatedAt) >= row.syncedAt.getTime();
        if (changed) comments.set(task.id, await client.listTaskComments(task.id));
      }
      const counts = await storeHome({
        db,
        propertyId: mapping.propertyId,
        homeId,
        tasks,
        comments,
        known,
        window,
        now,
      });
      for (const key of Object.keys(totals) as (keyof Counts)[]) totals[key] += counts[key];
    } catch (error) {
      failedHomes.push(homeId);
      log?.error({ err: error, homeId }, 'breezeway sync: a home failed');
    }
  }

  const cursor: SyncCursor = {
    syncedAt: now.toISOString(),
    from: window.from,
    to: window.to,
    homes: mappings.length,
    failedHomes,
  };
  await writeCursor(db, cursor);
  return { homes: mappings.length, ...totals, failedHomes, cursor };
};

/** The scheduled sync (every 10 minutes); its client, and so its tokens and rate limit, is the process's one (the push's too). */
export const breezewaySyncJob = (config: NonNullable<Config['breezeway']>): Job => {
  let client: TaskService | undefined;
  return {
    name: BREEZEWAY_SYNC_JOB,
    everyMs: 10 * 60_000,
    // At one request a second a large portfolio takes a while; another process may take over only after this.
    leaseMs: 60 * 60_000,
    run: async ({ db, log, now }) => {
      client ??= breezewayClientFor(config);
      const result = await syncBreezewayTasks({ db, client, now, log });
      log.info({ ...result, cursor: undefined }, 'breezeway sync finished');
      if (result.failedHomes.length > 0) {
        throw new Error(`Breezeway sync: ${result.failedHomes.length} of ${result.homes} homes failed`);
      }
    },
  };
};
