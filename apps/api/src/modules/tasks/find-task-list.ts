import { and, asc, count, desc, eq, exists, ilike, inArray, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import {
  HTTP,
  TASK_ASSIGNEE_FILTERS,
  TASK_OPEN_STATUSES,
  todayIn,
  type TaskDisplayStatus,
  type TTaskListQuery,
  type TTaskListResponse,
} from '@hearth/domain';
import { properties, propertyTaskAssignments, propertyTasks } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { propertyScope, scopeCallerOf } from '../../access/scope';
import { pushStatesOf } from './task-push-state';
import { presentTask } from './tasks.presenter';
import { assigneesOf, type TaskDeps } from './tasks.queries';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** Overdue, worked out as the presenter shows it: open, and its day before today at its home (tasks.md#states). */
const overdueAt = (now: Date): SQL<boolean> =>
  sql<boolean>`(${inArray(propertyTasks.displayStatus, [...TASK_OPEN_STATUSES])} and ${propertyTasks.scheduledDate}
    < (${now.toISOString()}::timestamptz at time zone ${properties.timezone})::date)`;

/** The shown statuses asked for: an open task past its day is overdue, and only overdue. */
const statusFilter = (statuses: readonly TaskDisplayStatus[] | undefined, overdue: SQL<boolean>): SQL | undefined => {
  if (!statuses || statuses.length === 0) return undefined;
  const stored = statuses.filter((status) => status !== 'overdue');
  return or(
    statuses.includes('overdue') ? overdue : undefined,
    stored.length > 0 ? and(inArray(propertyTasks.displayStatus, stored), not(overdue)) : undefined,
  );
};

const hasAssignee = (where: SQL) =>
  exists(
    sql`(select 1 from ${propertyTaskAssignments} where ${propertyTaskAssignments.taskId} = ${propertyTasks.id} and ${where})`,
  );

/**
 * `GET v3/tasks` (docs/product/tasks.md#calls): the live tasks of every home the caller reaches (licensees: their
 * company's), filtered by home, shown status (overdue worked out at each home's today), department, assignee and
 * day, searched by the task's or its home's name and its assignees' names; overdue first, then by day and time.
 * A home asked for that the caller does not reach answers 404, as every home outside one's scope does.
 */
export const findTaskList = async (
  options: TaskDeps & { query: TTaskListQuery; now?: Date },
): Promise<TTaskListResponse> => {
  const { db, config, caller, query } = options;
  const now = options.now ?? new Date();
  const scope = propertyScope(scopeCallerOf(caller));
  const homes = query['filters[properties]'];
  if (homes && homes.length > 0) {
    const unique = [...new Set(homes)];
    const [reached] = await db
      .select({ n: count() })
      .from(properties)
      .where(and(inArray(properties.id, unique), scope));
    if ((reached?.n ?? 0) < unique.length) {
      throw new AppError({ status: HTTP.notFound, code: 'NOT_FOUND', detail: 'No property with that id.' });
    }
  }
  const overdue = overdueAt(now);
  const assignee = query['filters[assignee]'];
  const search = query.search ? `%${escapeLike(query.search)}%` : null;
  const where = and(
    isNull(propertyTasks.deletedAt),
    scope,
    homes && homes.length > 0 ? inArray(propertyTasks.propertyId, homes) : undefined,
    statusFilter(query['filters[statuses]'], overdue),
    query['filters[departments]']?.length
      ? inArray(propertyTasks.department, query['filters[departments]'])
      : undefined,
    assignee === TASK_ASSIGNEE_FILTERS.none
      ? not(hasAssignee(sql`true`))
      : assignee
        ? hasAssignee(
            eq(propertyTaskAssignments.userId, assignee === TASK_ASSIGNEE_FILTERS.me ? caller.user.id : assignee),
          )
        : undefined,
    query['filters[from]'] ? sql`${propertyTasks.scheduledDate} >= ${query['filters[from]']}` : undefined,
    query['filters[to]'] ? sql`${propertyTasks.scheduledDate} <= ${query['filters[to]']}` : undefined,
    search
      ? or(
          ilike(propertyTasks.name, search),
          ilike(properties.name, search),
          ilike(properties.code, search),
          hasAssignee(ilike(propertyTaskAssignments.name, search)),
        )
      : undefined,
  );

  const [totals] = await db
    .select({ n: count(), overdue: sql<number>`count(*) filter (where ${overdue})`.mapWith(Number) })
    .from(propertyTasks)
    .innerJoin(properties, eq(properties.id, propertyTasks.propertyId))
    .where(where);
  const size = query['page[size]'];
  const page = query['page[number]'];
  const order =
    query.sort === 'overdue'
      ? [desc(overdue), asc(propertyTasks.scheduledDate)]
      : [query.sort === '-date' ? desc(propertyTasks.scheduledDate) : asc(propertyTasks.scheduledDate)];
  const rows = await db
    .select({
      task: propertyTasks,
      home: { id: properties.id, name: properties.name, code: properties.code, timezone: properties.timezone },
    })
    .from(propertyTasks)
    .innerJoin(properties, eq(properties.id, propertyTasks.propertyId))
    .where(where)
    .orderBy(
      ...order,
      sql`${propertyTasks.scheduledTime} asc nulls last`,
      asc(propertyTasks.name),
      asc(propertyTasks.id),
    )
    .limit(size)
    .offset((page - 1) * size);

  const tasks = rows.map((row) => row.task);
  const assignees = await assigneesOf(
    db,
    tasks.map((task) => task.id),
  );
  const pushes = await pushStatesOf(db, config, tasks);
  const total = totals?.n ?? 0;
  return {
    data: rows.map(({ task, home }) => {
      const shown = presentTask(task, assignees.get(task.id) ?? [], todayIn(home.timezone, now), pushes.get(task.id));
      return { ...shown, attributes: { ...shown.attributes, property: home } };
    }),
    meta: {
      totalCount: total,
      totalPages: Math.ceil(total / size),
      pageNumber: page,
      overdueCount: totals?.overdue ?? 0,
    },
  };
};
