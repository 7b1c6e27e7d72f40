import type { TTimelineParams } from '@hearth/domain/calendar';

/**
 * Query keys of the calendar area: the multi-calendar's pages for a window, search and 'Include Inactive'. A booking,
 * event, rates or life-cycle change anywhere makes them stale, since any row may show it.
 */
export const calendarKeys = {
  all: ['calendar'] as const,
  timelines: () => [...calendarKeys.all, 'timeline'] as const,
  timeline: (params: TTimelineParams & { includeInactive?: boolean }) => [...calendarKeys.timelines(), params] as const,
};
