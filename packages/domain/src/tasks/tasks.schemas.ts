import { z } from 'zod';
import { csvEnum, csvOf, includeOf, intIn, windowChecks } from '../api/params.schemas';
import { ZInstant, ZNight } from '../dates/dates.schemas';
import {
  TASK_ASSIGNEE_FILTERS,
  TASK_DEPARTMENTS,
  TASK_DISPLAY_STATUSES,
  TASK_INCLUDES,
  TASK_LIMITS,
  TASK_LINK_LABELS,
  TASK_LIST,
  TASK_MESSAGES,
  TASK_PRIORITIES,
  TASK_PUSH_STATES,
  TASK_SETTABLE_STATUSES,
  TASK_SORTS,
  TASK_SOURCES,
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
  /** Who does it: a staff user (`userId`, their name when assigned) or a named cleaner (`userId` null). */
  assignments: z.array(z.object({ name: z.string(), userId: z.string().nullable() })),
  reporterType: z.string().nullable(),
  location: z.string().nullable(),
  repairDuringStay: z.boolean(),
  /** Seconds between start and finish, less pauses, as the service reports it. */
  totalTime: z.number().int().nullable(),
  createdBy: z.object({ name: z.string() }).nullable(),
  /** 'View on Breezeway' target; null for a task kept only here. */
  externalUrl: z.string().nullable(),
  /** The stay whose checkout clean this is (docs/product/tasks.md#checkout-cleans); null for any other task. */
  bookingId: z.string().nullable(),
  /**
   * A task made in Hearth on a home mapped to Breezeway (with Breezeway configured): whether its last change has
   * reached Breezeway, and why the last try failed. Null for every other task.
   */
  breezewayPush: z
    .object({
      state: z.enum(TASK_PUSH_STATES),
      lastError: z.string().nullable(),
      lastAttemptAt: z.string().nullable(),
    })
    .nullable(),
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
  /** True when the caller may create tasks here (admin, staff or licensee; on a Breezeway home they are sent there). */
  canCreate: z.boolean(),
});
export const ZTaskMeta = z.object({
  source: z.enum(TASK_SOURCES),
  /** True when the caller may change this task and comment on it here (a task made in Hearth). */
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
/** Staff users by id: each must manage the home's tasks and be someone the caller reaches (tasks.md#rules). */
const ZAssigneeUserIds = z.array(z.uuid()).max(TASK_LIMITS.assigneesMax, TASK_MESSAGES.tooManyAssignees);

export const ZTaskAttributesInput = z.object({
  name: ZTaskName,
  description: ZTaskDescription.optional(),
  displayStatus: z.enum(TASK_SETTABLE_STATUSES).optional(),
  priority: z.enum(TASK_PRIORITIES).optional(),
  department: z.enum(TASK_DEPARTMENTS).optional(),
  scheduledDate: ZNight,
  scheduledTime: ZTaskTime.nullable().optional(),
  /** Named cleaners (free text). */
  assignees: ZAssignees.optional(),
  /** Staff users (ids): with the named cleaners, at most TASK_LIMITS.assigneesMax. */
  assigneeUserIds: ZAssigneeUserIds.optional(),
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
  a: {
    startedAt?: string | null | undefined;
    finishedAt?: string | null | undefined;
    assignees?: string[] | undefined;
    assigneeUserIds?: string[] | undefined;
  },
  ctx: z.RefinementCtx,
) => {
  const problem =
    a.startedAt && a.finishedAt ? taskTimesProblem(Date.parse(a.startedAt), Date.parse(a.finishedAt)) : null;
  if (problem) ctx.addIssue({ code: 'custom', path: ['finishedAt'], message: problem });
  if ((a.assignees?.length ?? 0) + (a.assigneeUserIds?.length ?? 0) > TASK_LIMITS.assigneesMax) {
    ctx.addIssue({ code: 'custom', path: ['assignees'], message: TASK_MESSAGES.tooManyAssignees });
  }
};

export const ZCreateTaskRequest = z.object({
  data: z.object({
    type: z.literal('property-task').default('property-task'),
    attributes: ZTaskAttributesInput.extend({ propertyId: z.uuid({ error: TASK_MESSAGES.homeRequired }) }).superRefine(
      timeChecks,
    ),
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

/** `POST v3/property-tasks/{taskId}/cancel`: the task is closed, with the reason as a comment when one is given. */
export const ZCancelTaskRequest = z.object({
  reason: z.string().trim().max(TASK_LIMITS.cancelReasonMax, TASK_MESSAGES.reasonTooLong).optional(),
});
export type TCancelTaskRequest = z.infer<typeof ZCancelTaskRequest>;
/** `POST v3/property-tasks/{taskId}/complete` and `/reopen` take no field. */
export const ZTaskActionRequest = z.object({});

const rangeCheck = (
  q: { 'filters[from]'?: string | undefined; 'filters[to]'?: string | undefined },
  ctx: z.RefinementCtx,
) => {
  const from = q['filters[from]'];
  const to = q['filters[to]'];
  if (from && to && to < from) {
    ctx.addIssue({ code: 'custom', path: ['filters[to]'], message: 'filters[to] must be on or after filters[from]' });
  }
};

/**
 * `GET v3/tasks`: the tasks of every home the caller reaches (licensees: their company's), filtered, overdue first
 * (docs/product/tasks.md#calls). `filters[assignee]` is a user's id, `me` or `none`; `search` matches the task's
 * name, its home's name or code, and its assignees' names.
 */
export const ZTaskListQuery = z
  .object({
    search: z.string().trim().max(TASK_LIST.searchMax).optional(),
    'filters[properties]': csvOf(z.uuid()).optional(),
    'filters[statuses]': csvEnum(TASK_DISPLAY_STATUSES).optional(),
    'filters[departments]': csvEnum(TASK_DEPARTMENTS).optional(),
    'filters[assignee]': z
      .union([z.literal(TASK_ASSIGNEE_FILTERS.me), z.literal(TASK_ASSIGNEE_FILTERS.none), z.uuid()])
      .optional(),
    'filters[from]': ZNight.optional(),
    'filters[to]': ZNight.optional(),
    sort: z.enum(TASK_SORTS).default('overdue'),
    'page[number]': intIn(1, TASK_LIST.pageNumberMax).default(1),
    'page[size]': intIn(1, TASK_LIST.pageSizeMax).default(TASK_LIST.pageSize),
  })
  .superRefine(rangeCheck);
export type TTaskListQuery = z.output<typeof ZTaskListQuery>;
/** `GET v3/tasks` as a client sends it. */
export type TTaskListParams = z.input<typeof ZTaskListQuery>;

/** A row of the cross-home list: the task with its home's name and code. */
export const ZTaskListItem = z.object({
  id: z.string(),
  type: z.literal('property-task'),
  attributes: ZTaskAttributes.extend({
    property: z.object({ id: z.string(), name: z.string(), code: z.string(), timezone: z.string() }),
  }),
});
export type TTaskListItem = z.infer<typeof ZTaskListItem>;
export const ZTaskListResponse = z.object({
  data: z.array(ZTaskListItem),
  meta: z.object({
    totalCount: z.number().int(),
    totalPages: z.number().int(),
    pageNumber: z.number().int(),
    /** Of the tasks matching the filters, how many are overdue (all pages). */
    overdueCount: z.number().int(),
  }),
});
export type TTaskListResponse = z.infer<typeof ZTaskListResponse>;

/**
 * `GET v3/tasks/assignees?propertyId=`: the staff users a task of this home may be assigned to; without a home,
 * everyone the caller may filter the list by (who manages some home's tasks).
 */
export const ZTaskAssigneesQuery = z.object({ propertyId: z.uuid().optional() });
export const ZTaskAssigneesResponse = z.object({
  data: z.array(
    z.object({ id: z.string(), type: z.literal('task-assignee'), attributes: z.object({ name: z.string() }) }),
  ),
});
export type TTaskAssigneesResponse = z.infer<typeof ZTaskAssigneesResponse>;
