import { TASK_INCLUDES, type TTaskDetailResponse } from '@hearth/domain/tasks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../lib/api-client';
import { taskKeys } from './keys';

const include = TASK_INCLUDES.join(',');

/** `GET v3/property-tasks/{taskId}` with its attachments, comments and resources: the task detail popup. */
export const getPropertyTask = (taskId: string, signal?: AbortSignal) =>
  api.get<TTaskDetailResponse>(`/api/v3/property-tasks/${encodeURIComponent(taskId)}`, { params: { include }, signal });

export const propertyTaskOptions = (taskId: string) =>
  queryOptions({
    queryKey: taskKeys.detail(taskId),
    queryFn: ({ signal }) => getPropertyTask(taskId, signal),
  });

/** A failure is only logged (docs/product/tasks.md#messages); the popup keeps what the calendar's list already knew. */
export const usePropertyTask = (taskId: string | null) => {
  const query = useQuery({ ...propertyTaskOptions(taskId ?? ''), enabled: taskId !== null });
  useEffect(() => {
    if (query.error) console.error('Could not load the task', query.error);
  }, [query.error]);
  return query;
};
