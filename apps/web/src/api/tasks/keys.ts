import type { CalendarWindow } from '../window';

/** Query keys of the tasks area. */
export const taskKeys = {
  all: ['tasks'] as const,
  property: (propertyId: string) => [...taskKeys.all, 'list', propertyId] as const,
  list: (propertyId: string, window: CalendarWindow) => [...taskKeys.property(propertyId), window] as const,
  detail: (taskId: string) => [...taskKeys.all, 'detail', taskId] as const,
};
