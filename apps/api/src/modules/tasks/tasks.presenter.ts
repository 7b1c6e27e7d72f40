import {
  TASK_RESOURCE_NAMES,
  type TaskSource,
  type TTask,
  type TTaskAttachment,
  type TTaskComment,
  type TTaskDetailResponse,
  type TTaskResource,
  type TTasksListResponse,
} from '@hearth/domain';
import type { BlobStore } from '../../adapters/blob';
import type { propertyTaskAttachments, propertyTaskComments, propertyTasks } from '../../db/schema';

export type TaskRow = typeof propertyTasks.$inferSelect;
export type TaskIncluded = TTaskComment | TTaskAttachment | TTaskResource;
export type TaskAssignment = TTask['attributes']['assignments'][number];
export type TaskPush = TTask['attributes']['breezewayPush'];

/** Made in Hearth (changed here) or pulled from Breezeway (changed there). */
export const sourceOf = (task: Pick<TaskRow, 'origin'>): TaskSource =>
  task.origin === 'hearth' ? 'local' : 'breezeway';

/** An open task (nobody has started it) whose day has passed at the property shows as overdue. */
export const shownStatus = (task: Pick<TaskRow, 'displayStatus' | 'scheduledDate'>, today: string) =>
  (task.displayStatus === 'unassigned' || task.displayStatus === 'assigned') &&
  task.scheduledDate !== null &&
  task.scheduledDate < today
    ? 'overdue'
    : task.displayStatus;

export const presentTask = (
  task: TaskRow,
  assignments: readonly TaskAssignment[],
  today: string,
  push: TaskPush = null,
): TTask => ({
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
    assignments: assignments.map((a) => ({ name: a.name, userId: a.userId })),
    reporterType: task.reporterType,
    location: task.location,
    repairDuringStay: task.repairDuringStay,
    totalTime: task.totalTimeSeconds,
    createdBy: task.createdByName ? { name: task.createdByName } : null,
    externalUrl: task.externalUrl,
    bookingId: task.bookingId,
    breezewayPush: push,
  },
});

export const presentComment = (row: typeof propertyTaskComments.$inferSelect): TTaskComment => ({
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
export const presentAttachment = (
  row: typeof propertyTaskAttachments.$inferSelect,
  blob: BlobStore,
): TTaskAttachment | null => {
  const url = row.blobKey ? blob.signedUrl(row.blobKey) : row.url;
  if (!url) return null;
  return { id: row.id, type: 'task-attachment', attributes: { taskId: row.taskId, url, contentType: row.contentType } };
};

export const presentResources = (task: TaskRow): TTaskResource[] => [
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

/** One task's document: Breezeway's tasks are read-only here, Hearth's own may be edited. */
export const presentTaskDetail = (
  task: TaskRow,
  assignments: readonly TaskAssignment[],
  included: TaskIncluded[] | undefined,
  today: string,
  push: TaskPush,
): TTaskDetailResponse => {
  const source = sourceOf(task);
  return {
    data: presentTask(task, assignments, today, push),
    ...(included ? { included } : {}),
    meta: { source, canEdit: source === 'local' },
  };
};

/** A property's tasks, each with its assignees, and the related documents asked for. */
export const presentTaskList = (
  tasks: readonly TaskRow[],
  assignees: ReadonlyMap<string, TaskAssignment[]>,
  included: TaskIncluded[] | undefined,
  today: string,
  meta: TTasksListResponse['meta'],
  pushes: ReadonlyMap<string, TaskPush>,
): TTasksListResponse => ({
  data: tasks.map((task) => presentTask(task, assignees.get(task.id) ?? [], today, pushes.get(task.id) ?? null)),
  ...(included ? { included } : {}),
  meta,
});
