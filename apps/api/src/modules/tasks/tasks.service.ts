import { and, asc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import {
  todayIn,
  HTTP,
  TASK_ERROR_CODES,
  TASK_INCLUDES,
  TASK_MESSAGES,
  taskTimesProblem,
  TASK_RESOURCE_NAMES,
  type TaskDisplayStatus,
  type TaskSource,
  type TCreateTaskCommentRequest,
  type TCreateTaskRequest,
  type TTask,
  type TTaskAttachment,
  type TTaskComment,
  type TTaskDetailResponse,
  type TTaskResource,
  type TTasksListResponse,
  type TUpdateTaskRequest,
} from '@hearth/domain';
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
import type { BlobStore } from '../../adapters/blob';
import { taskSyncEnabled } from '../../adapters/breezeway';
import { AppError } from '../../lib/app-error';
import { actorOf, auditedChange } from '../../lib/audit';
import type { SessionUser } from '../../types';
import { findHomeInScope, findInScope, notFoundIn } from '../../access/find-in-scope';
import { scopeCallerOf } from '../../access/scope';
import { BREEZEWAY_SYNC_JOB } from './breezeway-sync';

type TaskInclude = (typeof TASK_INCLUDES)[number];
type TaskRow = typeof propertyTasks.$inferSelect;
type Included = TTaskComment | TTaskAttachment | TTaskResource;
type Deps = { db: Db; blob: BlobStore; config: Pick<Config, 'breezeway'>; caller: SessionUser };

// ---------- Access ----------

/** Tasks pulled from Breezeway are changed there; here they are read-only. */
const refuseSynced = (task: TaskRow) => {
  if (task.breezewayId === null) return;
  throw new AppError({
    status: HTTP.conflict,
    code: TASK_ERROR_CODES.synced,
    detail: TASK_MESSAGES.synced,
    meta: { externalUrl: task.externalUrl },
  });
};

const isMapped = async (db: Db, propertyId: string) => {
  const [row] = await db
    .select({ id: breezewayProperties.propertyId })
    .from(breezewayProperties)
    .where(eq(breezewayProperties.propertyId, propertyId));
  return row !== undefined;
};

/** Breezeway when the sync runs and pulls this property; local otherwise (the offline mode, or an unmapped home). */
const propertySource = async (db: Db, config: Pick<Config, 'breezeway'>, propertyId: string): Promise<TaskSource> =>
  taskSyncEnabled(config) && (await isMapped(db, propertyId)) ? 'breezeway' : 'local';

const lastSyncedAt = async (db: Db): Promise<string | null> => {
  const [row] = await db
    .select({ at: jobRuns.lastFinishedAt, status: jobRuns.lastStatus })
    .from(jobRuns)
    .where(eq(jobRuns.name, BREEZEWAY_SYNC_JOB));
  return row?.at && row.status === 'ok' ? row.at.toISOString() : null;
};

// ---------- Presenters ----------

/** An open task (nobody has started it) whose day has passed at the property shows as overdue. */
export const shownStatus = (task: Pick<TaskRow, 'displayStatus' | 'scheduledDate'>, today: string) =>
  (task.displayStatus === 'unassigned' || task.displayStatus === 'assigned') &&
  task.scheduledDate !== null &&
  task.scheduledDate < today
    ? 'overdue'
    : task.displayStatus;

const presentTask = (task: TaskRow, assignees: readonly string[], today: string): TTask => ({
  id: task.id,
  type: 'property-task',
  attributes: {
    propertyId: task.propertyId,
    breezewayId: task.breezewayId,
    name: task.name,
    description: task.description,
    displayStatus: shownStatus(task, today),
    priority: task.priority,
    scheduledDate: task.scheduledDate,
    scheduledTime: task.scheduledTime,
    startedAt: task.startedAt?.toISOString() ?? null,
    finishedAt: task.finishedAt?.toISOString() ?? null,
    isPaused: task.isPaused,
    reportUrl: task.reportUrl,
    department: task.department,
    tags: task.tags,
    statusCode: task.statusCode,
    statusStage: task.statusStage,
    createdAt: task.createdAt.toISOString(),
    deletedAt: task.deletedAt?.toISOString() ?? null,
    assignments: assignees.map((name) => ({ name })),
    reporterType: task.reporterType,
    location: task.location,
    repairDuringStay: task.repairDuringStay,
    totalTime: task.totalTimeSeconds,
    createdBy: task.createdByName ? { name: task.createdByName } : null,
    externalUrl: task.externalUrl,
  },
});

const presentComment = (row: typeof propertyTaskComments.$inferSelect): TTaskComment => ({
  id: row.id,
  type: 'task-comment',
  attributes: {
    taskId: row.taskId,
    comment: row.comment,
    commentedAt: row.commentedAt.toISOString(),
    author: row.author,
  },
});

/** Photos we hold go out as 15-minute signed URLs; Breezeway's own URLs as they are. */
const presentAttachment = (
  row: typeof propertyTaskAttachments.$inferSelect,
  blob: BlobStore,
): TTaskAttachment | null => {
  const url = row.blobKey ? blob.signedUrl(row.blobKey) : row.url;
  if (!url) return null;
  return { id: row.id, type: 'task-attachment', attributes: { taskId: row.taskId, url, contentType: row.contentType } };
};

const presentResources = (task: TaskRow): TTaskResource[] => [
  ...(task.externalUrl
    ? [
        {
          id: `${task.id}:view`,
          type: 'task-resource' as const,
          attributes: { taskId: task.id, name: TASK_RESOURCE_NAMES.view, url: task.externalUrl },
        },
      ]
    : []),
  ...(task.reportUrl
    ? [
        {
          id: `${task.id}:report`,
          type: 'task-resource' as const,
          attributes: { taskId: task.id, name: TASK_RESOURCE_NAMES.report, url: task.reportUrl },
        },
      ]
    : []),
];

const assigneesOf = async (db: Db, taskIds: string[]): Promise<Map<string, string[]>> => {
  const byTask = new Map<string, string[]>();
  if (taskIds.length === 0) return byTask;
  const rows = await db
    .select()
    .from(propertyTaskAssignments)
    .where(inArray(propertyTaskAssignments.taskId, taskIds))
    .orderBy(asc(propertyTaskAssignments.name));
  for (const row of rows) byTask.set(row.taskId, [...(byTask.get(row.taskId) ?? []), row.name]);
  return byTask;
};

/** The related documents asked for, for these tasks: comments oldest first, then attachments, then links. */
const includedFor = async (
  db: Db,
  blob: BlobStore,
  tasks: readonly TaskRow[],
  include: readonly TaskInclude[],
): Promise<Included[] | undefined> => {
  if (include.length === 0) return undefined;
  const ids = tasks.map((t) => t.id);
  const included: Included[] = [];
  if (ids.length > 0 && include.includes('comments')) {
    const rows = await db
      .select()
      .from(propertyTaskComments)
      .where(inArray(propertyTaskComments.taskId, ids))
      .orderBy(asc(propertyTaskComments.commentedAt), asc(propertyTaskComments.id));
    included.push(...rows.map(presentComment));
  }
  if (ids.length > 0 && include.includes('attachments')) {
    const rows = await db
      .select()
      .from(propertyTaskAttachments)
      .where(inArray(propertyTaskAttachments.taskId, ids))
      .orderBy(asc(propertyTaskAttachments.id));
    included.push(...rows.flatMap((row) => presentAttachment(row, blob) ?? []));
  }
  if (include.includes('resources')) included.push(...tasks.flatMap(presentResources));
  return included;
};

const detailDocument = async (
  deps: Pick<Deps, 'db' | 'blob'>,
  task: TaskRow,
  options: { timezone: string; include: readonly TaskInclude[]; now: Date },
): Promise<TTaskDetailResponse> => {
  const assignees = await assigneesOf(deps.db, [task.id]);
  const included = await includedFor(deps.db, deps.blob, [task], options.include);
  const source: TaskSource = task.breezewayId ? 'breezeway' : 'local';
  return {
    data: presentTask(task, assignees.get(task.id) ?? [], todayIn(options.timezone, options.now)),
    ...(included ? { included } : {}),
    meta: { source, canEdit: source === 'local' },
  };
};

// ---------- Reads ----------

/** `GET v3/property-tasks`: a property's live tasks scheduled in [from, to], by day and time. */
export const findTasks = async (
  options: Deps & {
    query: { propertyId: string; from: string; to: string; include: TaskInclude[] };
    now?: Date;
  },
): Promise<TTasksListResponse> => {
  const { db, blob, config, caller, query } = options;
  const property = await findHomeInScope(db, scopeCallerOf(caller), query.propertyId);
  const rows = await db
    .select()
    .from(propertyTasks)
    .where(
      and(
        eq(propertyTasks.propertyId, property.id),
        isNull(propertyTasks.deletedAt),
        gte(propertyTasks.scheduledDate, query.from),
        lte(propertyTasks.scheduledDate, query.to),
      ),
    )
    .orderBy(
      asc(propertyTasks.scheduledDate),
      sql`${propertyTasks.scheduledTime} asc nulls last`,
      asc(propertyTasks.name),
      asc(propertyTasks.id),
    );
  const today = todayIn(property.timezone, options.now ?? new Date());
  const assignees = await assigneesOf(
    db,
    rows.map((r) => r.id),
  );
  const included = await includedFor(db, blob, rows, query.include);
  const source = await propertySource(db, config, property.id);
  return {
    data: rows.map((row) => presentTask(row, assignees.get(row.id) ?? [], today)),
    ...(included ? { included } : {}),
    meta: {
      source,
      lastSyncedAt: source === 'breezeway' ? await lastSyncedAt(db) : null,
      canCreate: source === 'local',
    },
  };
};

/** `GET v3/property-tasks/{taskId}` with its comments, attachments and links as asked. */
export const getTask = async (
  options: Deps & { taskId: string; include: TaskInclude[]; now?: Date },
): Promise<TTaskDetailResponse> => {
  const { row: task, home } = await findInScope(options.db, scopeCallerOf(options.caller), 'task', options.taskId);
  const { timezone } = home;
  return detailDocument(options, task, { timezone, include: options.include, now: options.now ?? new Date() });
};

// ---------- Local management (the offline mode) ----------

const fullName = (caller: SessionUser) => `${caller.user.firstName} ${caller.user.lastName}`.trim();

const secondsBetween = (startedAt: Date | null, finishedAt: Date | null): number | null =>
  startedAt && finishedAt ? Math.max(0, Math.round((finishedAt.getTime() - startedAt.getTime()) / 1000)) : null;

const instant = (value: string | null | undefined) => (value ? new Date(value) : null);

/** What the audit log keeps of a task. */
const snapshot = (task: TaskRow, assignees: readonly string[]) => ({
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

const replaceAssignees = async (db: Db, taskId: string, names: readonly string[]) => {
  await db.delete(propertyTaskAssignments).where(eq(propertyTaskAssignments.taskId, taskId));
  const unique = [...new Set(names)];
  if (unique.length > 0) await db.insert(propertyTaskAssignments).values(unique.map((name) => ({ taskId, name })));
};

/** `POST v3/property-tasks`: a task kept here. Refused for a property whose tasks Breezeway syncs. */
export const createTask = async (
  options: Deps & { body: TCreateTaskRequest; now?: Date },
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
  return detailDocument(options, task, { timezone: property.timezone, include: [], now });
};

/** `PATCH v3/property-tasks/{taskId}`: status, priority, schedule, assignees, times, name, description. */
export const updateTask = async (
  options: Deps & { taskId: string; body: TUpdateTaskRequest; now?: Date },
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
  return detailDocument(options, after, { timezone, include: [], now });
};

/** `POST v3/property-tasks/{taskId}/comments`: a comment by the caller, now. */
export const createTaskComment = async (
  options: Deps & { taskId: string; body: TCreateTaskCommentRequest; now?: Date },
): Promise<{ data: TTaskComment }> => {
  const { db, caller } = options;
  const { row: task } = await findInScope(db, scopeCallerOf(caller), 'task', options.taskId);
  refuseSynced(task);
  const comment = await auditedChange(db, async (tx) => {
    const [row] = await tx
      .insert(propertyTaskComments)
      .values({
        taskId: task.id,
        comment: options.body.data.attributes.comment,
        author: fullName(caller),
        commentedAt: options.now ?? new Date(),
      })
      .returning();
    if (!row) throw new Error('comment insert returned no row');
    return {
      result: row,
      audit: {
        actor: actorOf(caller),
        action: 'property-task-comment.create',
        entity: 'property_task_comment',
        entityId: row.id,
        after: { taskId: task.id, comment: row.comment, author: row.author },
      },
    };
  });
  return { data: presentComment(comment) };
};
