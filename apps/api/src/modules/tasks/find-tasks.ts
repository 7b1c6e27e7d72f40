import { and, asc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import { todayIn, type TTasksListResponse } from '@hearth/domain';
import type { Db } from '../../db/client';
import { jobRuns, propertyTasks } from '../../db/schema';
import { findHomeInScope } from '../../access/find-in-scope';
import { scopeCallerOf } from '../../access/scope';
import { BREEZEWAY_SYNC_JOB } from './sync-breezeway-tasks';
import { pushStatesOf } from './task-push-state';
import { presentTaskList } from './tasks.presenter';
import {
  assigneesColumn,
  commentsColumn,
  commentsFromColumns,
  includedFor,
  propertySource,
  type TaskDeps,
  type TaskInclude,
} from './tasks.queries';

const lastSyncedAt = async (db: Db): Promise<string | null> => {
  const [row] = await db
    .select({ at: jobRuns.lastFinishedAt, status: jobRuns.lastStatus })
    .from(jobRuns)
    .where(eq(jobRuns.name, BREEZEWAY_SYNC_JOB));
  return row?.at && row.status === 'ok' ? row.at.toISOString() : null;
};

/** `GET v3/property-tasks` (the spec's call, kept as it is): a property's live tasks scheduled in [from, to], by day and time. */
export const findTasks = async (
  options: TaskDeps & {
    query: { propertyId: string; from: string; to: string; include: TaskInclude[] };
    now?: Date;
  },
): Promise<TTasksListResponse> => {
  const { db, blob, config, caller, query } = options;
  const property = await findHomeInScope(db, scopeCallerOf(caller), query.propertyId);
  const withComments = query.include.includes('comments');
  const read = await db
    .select({
      task: propertyTasks,
      assignees: assigneesColumn,
      comments: withComments ? commentsColumn : sql<null>`null`,
    })
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
  const rows = read.map((r) => r.task);
  const assignees = new Map(read.map((r) => [r.task.id, r.assignees]));
  const comments = withComments ? commentsFromColumns(read.map((r) => r.comments ?? [])) : undefined;
  const included = await includedFor(db, blob, rows, query.include, comments);
  const source = await propertySource(db, config, property.id);
  // On a home Breezeway syncs, tasks made here are sent there (docs/product/tasks.md#breezeway).
  return presentTaskList(
    rows,
    assignees,
    included,
    today,
    { source, lastSyncedAt: source === 'breezeway' ? await lastSyncedAt(db) : null, canCreate: true },
    await pushStatesOf(db, config, rows),
  );
};
