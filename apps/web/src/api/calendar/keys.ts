import type { TTimelineParams } from '@hearth/domain/calendar';

/**
 * Query keys of the calendar area: the multi-calendar's pages for a window and search. A booking or event change
 * anywhere makes `calendarKeys.all` stale, since any row may show it.
 */
export const calendarKeys = {
  all: ['calendar'] as const,
  timelines: () => [...calendarKeys.all, 'timeline'] as const,
  timeline: (params: TTimelineParams) => [...calendarKeys.timelines(), params] as const,
};
