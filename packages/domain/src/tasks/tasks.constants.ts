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

export const TASK_LINK_LABELS = { view: 'View on Breezeway', reply: 'Reply on Breezeway' } as const;

export const TASK_INCLUDES = ['comments', 'attachments', 'resources'] as const;
