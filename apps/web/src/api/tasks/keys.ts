import type { TTaskListParams } from '@hearth/domain/tasks';
import { calendarKeys } from '../calendar/keys';
import type { CalendarWindow } from '../window';

/** Query keys of the tasks area: a home's tasks of a window, the list of every home's, one task, a home's assignees. */
export const taskKeys = {
  all: ['tasks'] as const,
  property: (propertyId: string) => [...taskKeys.all, 'list', propertyId] as const,
  list: (propertyId: string, window: CalendarWindow) => [...taskKeys.property(propertyId), window] as const,
  lists: () => [...taskKeys.all, 'every-home'] as const,
  everyHome: (params: Omit<TTaskListParams, 'page[number]'>) => [...taskKeys.lists(), params] as const,
  detail: (taskId: string) => [...taskKeys.all, 'detail', taskId] as const,
  assignees: (propertyId: string) => [...taskKeys.all, 'assignees', propertyId] as const,
};

/**
 * What a made, changed, moved, completed, reopened or cancelled task makes stale: every cached task (a home's
 * calendar, the list of every home's, the task itself) and the multi-calendar, whose rows show tasks.
 */
export const staleAfterTaskChange = () => [taskKeys.all, calendarKeys.all];
