import { asc, eq, inArray, sql } from 'drizzle-orm';
import { todayIn, TASK_INCLUDES, type TaskSource, type TTaskDetailResponse } from '@hearth/domain';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import {
  breezewayProperties,
  propertyTaskAssignments,
  propertyTaskAttachments,
  propertyTaskComments,
} from '../../db/schema';
import type { BlobStore } from '../../adapters/blob';
import { taskSyncEnabled } from '../../adapters/breezeway';
import type { BackgroundTasks } from '../../lib/background-tasks';
import type { SessionUser } from '../../types';
import { pushStatesOf } from './task-push-state';
import {
  presentAttachment,
  presentComment,
  presentResources,
  presentTaskDetail,
  type TaskAssignment,
  type TaskIncluded,
  type TaskRow,
} from './tasks.presenter';

export type TaskInclude = (typeof TASK_INCLUDES)[number];
/** What every task operation is given. */
export type TaskDeps = { db: Db; blob: BlobStore; config: Pick<Config, 'breezeway'>; caller: SessionUser };
/** What a change is given besides: where its send to Breezeway runs, after the answer. */
export type TaskChangeDeps = TaskDeps & {
  background: BackgroundTasks;
  log: { error: (object: object, message: string) => void };
};

const isMapped = async (db: Db, propertyId: string) => {
  const [row] = await db
    .select({ id: breezewayProperties.propertyId })
    .from(breezewayProperties)
    .where(eq(breezewayProperties.propertyId, propertyId));
  return row !== undefined;
};

/** Breezeway when the sync runs and pulls this property; local otherwise (the offline mode, or an unmapped home). */
export const propertySource = async (
  db: Db,
  config: Pick<Config, 'breezeway'>,
  propertyId: string,
): Promise<TaskSource> => (taskSyncEnabled(config) && (await isMapped(db, propertyId)) ? 'breezeway' : 'local');

/** Each task's assignees by name: staff users (with their id) and named cleaners alike. */
export const assigneesOf = async (db: Db, taskIds: string[]): Promise<Map<string, TaskAssignment[]>> => {
  const byTask = new Map<string, TaskAssignment[]>();
  if (taskIds.length === 0) return byTask;
  const rows = await db
    .select()
    .from(propertyTaskAssignments)
    .where(inArray(propertyTaskAssignments.taskId, taskIds))
    .orderBy(asc(propertyTaskAssignments.name));
  for (const row of rows) {
    byTask.set(row.taskId, [...(byTask.get(row.taskId) ?? []), { name: row.name, userId: row.userId }]);
  }
  return byTask;
};

/*
 * A list reads each task's assignees and comments as columns of the task's own row, so a calendar's tasks are one
 * statement (issue 33 item 3). JSON carries no dates: `commentedAt` comes back as an ISO instant.
 */
type CommentRow = typeof propertyTaskComments.$inferSelect;
type CommentRead = Omit<CommentRow, 'commentedAt'> & { commentedAt: string };

// Aliased and qualified by hand: in a query of one table Drizzle writes its columns unqualified.
/** A task's assignees by name, as a column of its row. */
export const assigneesColumn = sql<TaskAssignment[]>`coalesce((
  select json_agg(json_build_object('name', a.name, 'userId', a.user_id) order by a.name)
  from ${propertyTaskAssignments} a where a.task_id = "property_tasks"."id"), '[]')`;

/** A task's comments, as a column of its row. */
export const commentsColumn = sql<CommentRead[]>`coalesce((
  select json_agg(json_build_object('id', c.id, 'taskId', c.task_id, 'breezewayId', c.breezeway_id,
      'comment', c.comment, 'author', c.author, 'commentedAt', c.commented_at))
  from ${propertyTaskComments} c where c.task_id = "property_tasks"."id"), '[]')`;

/** The comments read with their tasks, oldest first across them, as `includedFor` is given them. */
export const commentsFromColumns = (columns: readonly CommentRead[][]): CommentRow[] =>
  columns
    .flat()
    .map((read) => ({ ...read, commentedAt: new Date(read.commentedAt) }))
    .sort((a, b) => a.commentedAt.getTime() - b.commentedAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

/**
 * The related documents asked for, for these tasks: comments oldest first, then attachments, then links. `comments`
 * are the ones already read with the tasks, if they were.
 */
export const includedFor = async (
  db: Db,
  blob: BlobStore,
  tasks: readonly TaskRow[],
  include: readonly TaskInclude[],
  comments?: readonly CommentRow[],
): Promise<TaskIncluded[] | undefined> => {
  if (include.length === 0) return undefined;
  const ids = tasks.map((t) => t.id);
  const included: TaskIncluded[] = [];
  if (ids.length > 0 && include.includes('comments')) {
    const rows =
      comments ??
      (await db
        .select()
        .from(propertyTaskComments)
        .where(inArray(propertyTaskComments.taskId, ids))
        .orderBy(asc(propertyTaskComments.commentedAt), asc(propertyTaskComments.id)));
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

/** One task's document with its assignees, whether it has reached Breezeway, and the related documents asked for. */
export const readTaskDetail = async (
  deps: Pick<TaskDeps, 'db' | 'blob' | 'config'>,
  task: TaskRow,
  options: { timezone: string; include: readonly TaskInclude[]; now: Date },
): Promise<TTaskDetailResponse> => {
  const assignees = await assigneesOf(deps.db, [task.id]);
  const included = await includedFor(deps.db, deps.blob, [task], options.include);
  const push = (await pushStatesOf(deps.db, deps.config, [task])).get(task.id) ?? null;
  return presentTaskDetail(task, assignees.get(task.id) ?? [], included, todayIn(options.timezone, options.now), push);
};
