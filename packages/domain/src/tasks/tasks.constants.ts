export const TASK_DISPLAY_STATUSES = [
  'unassigned',
  'assigned',
  'overdue',
  'in_progress',
  'paused',
  'closed',
  'finished',
  'approved',
] as const;
export type TaskDisplayStatus = (typeof TASK_DISPLAY_STATUSES)[number];

/** What each status reads as on screen (docs/product/tasks.md#states); 'closed' is also a cancelled task. */
export const TASK_STATUS_LABELS: Record<TaskDisplayStatus, string> = {
  unassigned: 'Unassigned',
  assigned: 'Assigned',
  overdue: 'Overdue',
  in_progress: 'In progress',
  paused: 'Paused',
  closed: 'Closed',
  finished: 'Finished',
  approved: 'Approved',
};

/** Nobody has started it: such a task whose day has passed at the home shows as overdue, and moves with its stay. */
export const TASK_OPEN_STATUSES = ['unassigned', 'assigned'] as const satisfies readonly TaskDisplayStatus[];
/** Done: Complete sets finished; Reopen takes a done or closed task back to open. */
export const TASK_DONE_STATUSES = ['finished', 'approved'] as const satisfies readonly TaskDisplayStatus[];

export const TASK_PRIORITIES = ['normal', 'high', 'urgent', 'low', 'watch'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];
/** normal is shown as Medium (docs/product/tasks.md#states). */
export const TASK_PRIORITY_LABELS: Record<TaskPriority, string> = {
  normal: 'Medium',
  high: 'High',
  urgent: 'Urgent',
  low: 'Low',
  watch: 'Watch',
};

export const TASK_DEPARTMENTS = ['cleaning', 'maintenance', 'inspection'] as const;
export type TaskDepartment = (typeof TASK_DEPARTMENTS)[number];
export const TASK_DEPARTMENT_LABELS: Record<TaskDepartment, string> = {
  cleaning: 'Cleaning',
  maintenance: 'Maintenance',
  inspection: 'Inspection',
};

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

/**
 * Where a task comes from: `breezeway`, pulled by the sync and changed only there; `local`, made in Hearth (by a
 * person or with a stay), changed here and, on a home mapped to Breezeway, sent there.
 */
export const TASK_SOURCES = ['breezeway', 'local'] as const;
export type TaskSource = (typeof TASK_SOURCES)[number];

/** A Hearth task of a home mapped to Breezeway: its last change waits to be sent, or has been. */
export const TASK_PUSH_STATES = ['pending', 'sent'] as const;

export const TASK_LINK_LABELS = { view: 'View on Breezeway', reply: 'Reply on Breezeway' } as const;

export const TASK_INCLUDES = ['comments', 'attachments', 'resources'] as const;

export const TASK_LIMITS = {
  nameMax: 200,
  descriptionMax: 5000,
  assigneesMax: 10,
  assigneeNameMax: 100,
  commentMax: 2000,
  cancelReasonMax: 500,
} as const;

/** The checkout clean made with every stay (docs/product/tasks.md#checkout-cleans). */
export const CHECKOUT_CLEAN = {
  name: 'Checkout clean',
  /** Who the task says made it. */
  createdBy: 'Automatic',
  /** The comment left on it when its stay is cancelled. */
  cancelledComment: (code: string) => `Cancelled: stay ${code} was cancelled.`,
  description: (stay: { code: string; guestName: string | null; ownerStay: boolean }) =>
    `Clean after ${stay.ownerStay ? 'the owner stay' : 'the stay'} ${stay.code}${stay.guestName ? ` (${stay.guestName})` : ''} checks out.`,
} as const;

/** The cross-home list, `GET v3/tasks` and /tasks (docs/product/tasks.md#limits). */
export const TASK_LIST = { pageSize: 25, pageSizeMax: 100, pageNumberMax: 1000, searchMax: 100 } as const;
/** 'overdue': overdue tasks first, then by day and time (the default); 'date' and '-date': by day alone. */
export const TASK_SORTS = ['overdue', 'date', '-date'] as const;
export type TaskSort = (typeof TASK_SORTS)[number];
/** The assignee filter besides a user's id: the caller, or tasks nobody is assigned to. */
export const TASK_ASSIGNEE_FILTERS = { me: 'me', none: 'none' } as const;

export const TASK_ERROR_CODES = {
  forbidden: 'TASKS_FORBIDDEN',
  synced: 'TASK_SYNCED',
  notFound: 'NOT_FOUND',
  notAssignable: 'TASK_ASSIGNEE_NOT_ALLOWED',
  notOpen: 'TASK_NOT_OPEN',
} as const;

export const TASK_MESSAGES = {
  forbidden: 'Sorry, you do not have permission to see or manage tasks for this property',
  synced: 'This task comes from Breezeway. Change it on Breezeway; the next sync brings the change here.',
  local: 'Tasks are kept in Hearth only: Breezeway sync is off for this property.',
  notSent: 'Not yet sent to Breezeway',
  sent: 'Sent to Breezeway',
  nameRequired: 'Enter a task name',
  nameTooLong: `Maximum length is ${TASK_LIMITS.nameMax} characters`,
  descriptionTooLong: `Maximum length is ${TASK_LIMITS.descriptionMax} characters`,
  commentRequired: 'Enter a comment',
  commentTooLong: `Maximum length is ${TASK_LIMITS.commentMax} characters`,
  reasonTooLong: `Maximum length is ${TASK_LIMITS.cancelReasonMax} characters`,
  invalidTime: 'Use the time format HH:MM',
  finishBeforeStart: 'The finish time must be after the start time',
  tooLong: 'A task cannot run for more than a year',
  nothingToChange: 'Send at least one field to change',
  tooManyAssignees: `At most ${TASK_LIMITS.assigneesMax} assignees`,
  homeRequired: 'Choose a property',
  dayRequired: 'Choose a day',
  notAssignable: "Choose someone who manages this property's tasks",
  alreadyDone: 'This task is already finished',
  notDone: 'This task is open already',
  alreadyCancelled: 'This task is already closed',
  listEmpty: 'There are no tasks to show',
  listEmptyFiltered: 'There are no tasks matching these filters',
  listError: 'Could not load tasks',
} as const;
