import { z } from 'zod';
import { includeOf, windowChecks } from '../api/params.schemas';
import { ZInstant, ZNight } from '../dates/dates.schemas';
import {
  TASK_DISPLAY_STATUSES,
  TASK_INCLUDES,
  TASK_LINK_LABELS,
  TASK_PRIORITIES,
  type TaskDisplayStatus,
} from './tasks.constants';

export const ZTasksQuery = z
  .object({
    externalPlatform: z.enum(['breezeway']).optional(),
    propertyId: z.uuid(),
    from: ZNight,
    to: ZNight,
    include: includeOf(TASK_INCLUDES),
  })
  .superRefine(windowChecks);
/** `GET v3/property-tasks` as a client sends it. */
export type TTasksParams = z.input<typeof ZTasksQuery>;
export const ZTaskQuery = z.object({ include: includeOf(TASK_INCLUDES) });

export const ZTaskAttributes = z.object({
  propertyId: z.string(),
  breezewayId: z.string().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  displayStatus: z.enum(TASK_DISPLAY_STATUSES),
  priority: z.enum(TASK_PRIORITIES),
  scheduledDate: z.string().nullable(),
  scheduledTime: z.string().nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  isPaused: z.boolean(),
  reportUrl: z.string().nullable(),
  department: z.string(),
  tags: z.array(z.string()),
  statusCode: z.string().nullable(),
  statusStage: z.string().nullable(),
  createdAt: z.string(),
  deletedAt: z.string().nullable(),
  assignments: z.array(z.object({ name: z.string() })),
  reporterType: z.string().nullable(),
  location: z.string().nullable(),
  repairDuringStay: z.boolean(),
  /** Seconds between start and finish, less pauses, as the service reports it. */
  totalTime: z.number().int().nullable(),
  createdBy: z.object({ name: z.string() }).nullable(),
  /** 'View on Breezeway' target; null for a task kept only here. */
  externalUrl: z.string().nullable(),
});
export const ZTaskComment = z.object({
  id: z.string(),
  type: z.literal('task-comment'),
  attributes: z.object({
    taskId: z.string(),
    comment: z.string(),
    commentedAt: z.string(),
    author: z.string().nullable(),
  }),
});
export const ZTaskAttachment = z.object({
  id: z.string(),
  type: z.literal('task-attachment'),
  attributes: z.object({ taskId: z.string(), url: z.string(), contentType: z.string().nullable() }),
});
export const ZTask = z.object({ id: z.string(), type: z.literal('property-task'), attributes: ZTaskAttributes });
export type TTask = z.infer<typeof ZTask>;
export type TTaskComment = z.infer<typeof ZTaskComment>;
export type TTaskAttachment = z.infer<typeof ZTaskAttachment>;

/**
 * Tasks kept here (the offline mode) and the task documents' extras: where a task comes from, its links, and the
 * fields staff may change. The read shapes of docs/product/tasks.md#calls are above; these extend them.
 */

export const TASK_DEPARTMENTS = ['cleaning', 'maintenance', 'inspection'] as const;

/**
 * The statuses a person may set on a local task. 'overdue' is not one: the API shows an unassigned or assigned
 * task whose day has passed as overdue by itself.
 */
export const TASK_SETTABLE_STATUSES = [
  'unassigned',
  'assigned',
  'in_progress',
  'paused',
  'closed',
  'finished',
  'approved',
] as const satisfies readonly TaskDisplayStatus[];

/** Where a property's tasks come from: pulled from Breezeway by the sync job, or kept only in Hearth. */
export const TASK_SOURCES = ['breezeway', 'local'] as const;
export type TaskSource = (typeof TASK_SOURCES)[number];

export const TASK_LIMITS = {
  nameMax: 200,
  descriptionMax: 5000,
  assigneesMax: 10,
  assigneeNameMax: 100,
  commentMax: 2000,
} as const;

export const TASK_ERROR_CODES = {
  forbidden: 'TASKS_FORBIDDEN',
  synced: 'TASK_SYNCED',
  propertySynced: 'PROPERTY_TASKS_SYNCED',
  notFound: 'NOT_FOUND',
} as const;

export const TASK_MESSAGES = {
  forbidden: 'Sorry, you do not have permission to see or manage tasks for this property',
  synced: 'This task comes from Breezeway. Change it on Breezeway; the next sync brings the change here.',
  propertySynced:
    "This property's tasks come from Breezeway. Create the task on Breezeway; the next sync brings it here.",
  local: 'Tasks are kept in Hearth only: Breezeway sync is off for this property.',
  nameRequired: 'Enter a task name',
  nameTooLong: `Maximum length is ${TASK_LIMITS.nameMax} characters`,
  descriptionTooLong: `Maximum length is ${TASK_LIMITS.descriptionMax} characters`,
  commentRequired: 'Enter a comment',
  commentTooLong: `Maximum length is ${TASK_LIMITS.commentMax} characters`,
  invalidTime: 'Use the time format HH:MM',
  finishBeforeStart: 'The finish time must be after the start time',
  tooLong: 'A task cannot run for more than a year',
  nothingToChange: 'Send at least one field to change',
  tooManyAssignees: `At most ${TASK_LIMITS.assigneesMax} assignees`,
} as const;

/** A link of a task (docs/product/tasks.md#fields 'external resources'): 'View on Breezeway', the task report. */
export const ZTaskResource = z.object({
  id: z.string(),
  type: z.literal('task-resource'),
  attributes: z.object({ taskId: z.string(), name: z.string(), url: z.string() }),
});
export type TTaskResource = z.infer<typeof ZTaskResource>;

export const ZTaskIncluded = z.union([ZTaskComment, ZTaskAttachment, ZTaskResource]);

/** Lets the screen say where tasks come from ('Tasks are kept in Hearth only') and when they last synced. */
export const ZTasksMeta = z.object({
  source: z.enum(TASK_SOURCES),
  /** The last finished Breezeway sync, when the source is Breezeway. */
  lastSyncedAt: z.string().nullable(),
  /** True when the caller may create tasks here (local source and admin, staff or licensee). */
  canCreate: z.boolean(),
});
export const ZTaskMeta = z.object({
  source: z.enum(TASK_SOURCES),
  /** True when the caller may change this task and comment on it here (a local task). */
  canEdit: z.boolean(),
});

/** `GET v3/property-tasks`: the tasks, their comments and attachments in `included`, and where the tasks come from. */
export const ZTasksListResponse = z.object({
  data: z.array(ZTask),
  included: z.array(ZTaskIncluded).optional(),
  meta: ZTasksMeta,
});
/** `GET`, `POST`, `PATCH v3/property-tasks/{taskId}`: one task with its comments, attachments and source. */
export const ZTaskDetailResponse = z.object({
  data: ZTask,
  included: z.array(ZTaskIncluded).optional(),
  meta: ZTaskMeta,
});
export type TTasksListResponse = z.infer<typeof ZTasksListResponse>;
export type TTaskDetailResponse = z.infer<typeof ZTaskDetailResponse>;

/** The labels a task's resources carry. */
export const TASK_RESOURCE_NAMES = { view: TASK_LINK_LABELS.view, report: 'Task report' } as const;

const ZTaskName = z
  .string({ error: TASK_MESSAGES.nameRequired })
  .trim()
  .min(1, TASK_MESSAGES.nameRequired)
  .max(TASK_LIMITS.nameMax, TASK_MESSAGES.nameTooLong);
const ZTaskDescription = z.string().trim().max(TASK_LIMITS.descriptionMax, TASK_MESSAGES.descriptionTooLong).nullable();
/** Local time at the property. */
const ZTaskTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, TASK_MESSAGES.invalidTime);
const ZAssignees = z
  .array(z.string().trim().min(1).max(TASK_LIMITS.assigneeNameMax))
  .max(TASK_LIMITS.assigneesMax, TASK_MESSAGES.tooManyAssignees);

export const ZTaskAttributesInput = z.object({
  name: ZTaskName,
  description: ZTaskDescription.optional(),
  displayStatus: z.enum(TASK_SETTABLE_STATUSES).optional(),
  priority: z.enum(TASK_PRIORITIES).optional(),
  department: z.enum(TASK_DEPARTMENTS).optional(),
  scheduledDate: ZNight,
  scheduledTime: ZTaskTime.nullable().optional(),
  /** Names of the people doing it. */
  assignees: ZAssignees.optional(),
  startedAt: ZInstant.nullable().optional(),
  finishedAt: ZInstant.nullable().optional(),
});

/** The longest a task may run, start to finish (its total time is kept in seconds). */
export const TASK_MAX_RUN_MS = 366 * 86_400_000;

/** Why a task's start and finish do not go together, or null when they do. */
export const taskTimesProblem = (startedAt: number, finishedAt: number): string | null => {
  if (finishedAt < startedAt) return TASK_MESSAGES.finishBeforeStart;
  if (finishedAt - startedAt > TASK_MAX_RUN_MS) return TASK_MESSAGES.tooLong;
  return null;
};

const timeChecks = (
  a: { startedAt?: string | null | undefined; finishedAt?: string | null | undefined },
  ctx: z.RefinementCtx,
) => {
  const problem =
    a.startedAt && a.finishedAt ? taskTimesProblem(Date.parse(a.startedAt), Date.parse(a.finishedAt)) : null;
  if (problem) ctx.addIssue({ code: 'custom', path: ['finishedAt'], message: problem });
};

export const ZCreateTaskRequest = z.object({
  data: z.object({
    type: z.literal('property-task').default('property-task'),
    attributes: ZTaskAttributesInput.extend({ propertyId: z.uuid() }).superRefine(timeChecks),
  }),
});
export const ZUpdateTaskRequest = z.object({
  data: z.object({
    type: z.literal('property-task').default('property-task'),
    attributes: ZTaskAttributesInput.partial()
      .superRefine(timeChecks)
      .refine((a) => Object.values(a).some((v) => v !== undefined), TASK_MESSAGES.nothingToChange),
  }),
});
export const ZCreateTaskCommentRequest = z.object({
  data: z.object({
    type: z.literal('task-comment').default('task-comment'),
    attributes: z.object({
      comment: z
        .string({ error: TASK_MESSAGES.commentRequired })
        .trim()
        .min(1, TASK_MESSAGES.commentRequired)
        .max(TASK_LIMITS.commentMax, TASK_MESSAGES.commentTooLong),
    }),
  }),
});
export const ZTaskCommentDocument = z.object({ data: ZTaskComment });
export type TCreateTaskRequest = z.infer<typeof ZCreateTaskRequest>;
export type TUpdateTaskRequest = z.infer<typeof ZUpdateTaskRequest>;
export type TCreateTaskCommentRequest = z.infer<typeof ZCreateTaskCommentRequest>;
