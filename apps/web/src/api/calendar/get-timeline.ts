import { TIMELINE, type TTimelineParams, type TTimelineResponse } from '@hearth/domain/calendar';
import { defaultPropertyStatuses } from '@hearth/domain/properties';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { calendarKeys } from './keys';

/**
 * The window (first and last night shown, `YYYY-MM-DD`), search and 'Include Inactive' of the multi-calendar, page
 * number aside. Without inactive homes the API's default statuses apply (the property list's).
 */
export type TimelineParams = Pick<TTimelineParams, 'from' | 'to' | 'filterText'> & { includeInactive?: boolean };

/** `GET v3/calendar/timeline`: one page of homes with their stays, events and tasks in the window. */
export const getTimeline = (params: TimelineParams, page: number, signal?: AbortSignal) =>
  api.get<TTimelineResponse>('/api/v3/calendar/timeline', {
    params: {
      from: params.from,
      to: params.to,
      filterText: params.filterText || undefined,
      'filters[propertyStatuses]': params.includeInactive
        ? defaultPropertyStatuses({ availabilitySearch: false, includeInactive: true }).join(',')
        : undefined,
      'page[number]': page,
      'page[size]': TIMELINE.pageSize,
    } satisfies TTimelineParams,
    signal,
  });

/** Keyed on the window and search: another window or search starts again at page 1 in its own cache entry. */
export const timelineOptions = (params: TimelineParams) =>
  infiniteQueryOptions({
    queryKey: calendarKeys.timeline(params),
    queryFn: ({ pageParam, signal }) => getTimeline(params, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.pageNumber < last.meta.totalPages ? last.meta.pageNumber + 1 : undefined),
  });

export const useTimeline = (params: TimelineParams) => useInfiniteQuery(timelineOptions(params));
