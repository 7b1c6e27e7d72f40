import { calendarTaskParams, type TTasksListResponse, type TTasksParams } from '@hearth/domain/tasks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../lib/api-client';
import type { CalendarWindow } from '../window';
import { taskKeys } from './keys';

/** `GET v3/property-tasks`: the Breezeway tasks of a property for the load window, with their comments. */
export const getPropertyTasks = (propertyId: string, window: CalendarWindow, signal?: AbortSignal) =>
  api.get<TTasksListResponse>('/api/v3/property-tasks', {
    params: calendarTaskParams(propertyId, window) satisfies TTasksParams,
    signal,
  });

export const propertyTasksOptions = (propertyId: string, window: CalendarWindow) =>
  queryOptions({
    queryKey: taskKeys.list(propertyId, window),
    queryFn: ({ signal }) => getPropertyTasks(propertyId, window, signal),
  });

/** Only for those who see confidential data. A failure is only logged (docs/product/tasks.md#messages): the calendar shows no tasks. */
export const usePropertyTasks = (propertyId: string, window: CalendarWindow, enabled: boolean) => {
  const query = useQuery({ ...propertyTasksOptions(propertyId, window), enabled });
  useEffect(() => {
    if (query.error) console.error('Could not load tasks', query.error);
  }, [query.error]);
  return query;
};
