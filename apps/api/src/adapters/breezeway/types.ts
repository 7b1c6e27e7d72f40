/**
 * Cleaning, maintenance and inspection tasks from an outside task service (docs/CONTRIBUTING.md#adapters). Tasks always live in our
 * tables; with Breezeway credentials a sync job fills them from Breezeway, without them they are kept only here.
 */

export type TaskDepartmentName = 'cleaning' | 'maintenance' | 'inspection';

/** Breezeway's task status, as the sync needs it. */
export type RemoteTaskStatus = {
  /** e.g. not_started, in_progress, paused, finished, approved, closed. */
  code: string | null;
  /** e.g. new, in_progress, finished. */
  stage: string | null;
};

/** One task as the service reports it, in our words. */
export type RemoteTask = {
  id: string;
  homeId: string;
  name: string;
  description: string | null;
  department: TaskDepartmentName;
  priority: string | null;
  status: RemoteTaskStatus;
  /** `YYYY-MM-DD` at the home. */
  scheduledDate: string | null;
  /** `HH:MM` at the home. */
  scheduledTime: string | null;
  startedAt: string | null;
  finishedAt: string | null;
  isPaused: boolean;
  reportUrl: string | null;
  tags: string[];
  assignees: string[];
  reporterType: string | null;
  location: string | null;
  repairDuringStay: boolean;
  totalTimeSeconds: number | null;
  createdAt: string | null;
  createdBy: string | null;
  /** When the service last changed it; comments are re-read only for tasks changed since the last sync. */
  updatedAt: string | null;
  /** The task's page on the service ('View on Breezeway'). */
  externalUrl: string | null;
  /** Photos the service holds; we keep their URLs, not copies. */
  photos: RemotePhoto[];
};

export type RemotePhoto = { id: string; url: string; contentType: string | null };

export type RemoteComment = { id: string; comment: string; author: string | null; commentedAt: string };

/**
 * A task made in Hearth as Breezeway is sent it (docs/product/tasks.md#breezeway): the whole task each time, so a
 * send that is repeated after a lost answer leaves the same task.
 */
export type RemoteTaskInput = {
  homeId: string;
  name: string;
  description: string | null;
  department: TaskDepartmentName;
  priority: string;
  scheduledDate: string | null;
  scheduledTime: string | null;
  assignees: string[];
  /** Breezeway's status code for an open, started, paused or closed task; finishing is `completeTask`. */
  statusCode: 'not_started' | 'in_progress' | 'paused' | 'closed' | 'finished';
  /** Our task's id, as Breezeway's reference to it. */
  referenceId: string;
};

/** What the push writes to Breezeway (the client, or a test's own double of it). */
export type TaskWriter = {
  /** A new task on the home; answers it with Breezeway's id. */
  createTask: (input: RemoteTaskInput) => Promise<{ id: string; externalUrl: string | null }>;
  /** The task as it is in Hearth now. */
  updateTask: (taskId: string, input: RemoteTaskInput) => Promise<void>;
  /** Marks it finished at that instant. */
  completeTask: (taskId: string, finishedAt: string) => Promise<void>;
  /** A comment made in Hearth; answers Breezeway's id of it. */
  addTaskComment: (taskId: string, comment: { comment: string; author: string | null }) => Promise<{ id: string }>;
};

/** What the sync reads from Breezeway (the client, or a test's own double of it). */
export type TaskService = {
  /** Every task of a home scheduled in [scheduledFrom, scheduledTo] (days, inclusive), all pages. */
  listTasks: (options: { homeId: string; scheduledFrom: string; scheduledTo: string }) => Promise<RemoteTask[]>;
  /** The comments of one task, oldest first. */
  listTaskComments: (taskId: string) => Promise<RemoteComment[]>;
};

/** What the real client counted since it was made: the sync logs it and the tests read it. */
export type BreezewayClientStats = {
  requests: number;
  authentications: number;
  refreshes: number;
  /** 429 answers received. */
  rateLimited: number;
  /** Milliseconds spent waiting for the token bucket or a Retry-After. */
  waitedMs: number;
};

export type BreezewayClient = TaskService & TaskWriter & { stats: () => BreezewayClientStats };
