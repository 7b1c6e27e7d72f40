import { TASK_LIST, type TTaskListParams, type TTaskListResponse } from '@hearth/domain/tasks';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { taskKeys } from './keys';

/** The list's search, filters and sort as the screen holds them, page aside; empty ones are left out. */
export type TaskListParams = Omit<TTaskListParams, 'page[number]' | 'page[size]'>;

/** `GET v3/tasks` (docs/product/tasks.md#calls): one page of the tasks of every home in reach, overdue first. */
export const getTasks = (params: TaskListParams, page: number, signal?: AbortSignal) =>
  api.get<TTaskListResponse>('/api/v3/tasks', {
    params: { ...params, 'page[number]': page, 'page[size]': TASK_LIST.pageSize } satisfies TTaskListParams,
    signal,
  });

/** Keyed on the search, filters and sort, so a change starts again at page 1. */
export const taskListOptions = (params: TaskListParams) =>
  infiniteQueryOptions({
    queryKey: taskKeys.everyHome(params),
    queryFn: ({ pageParam, signal }) => getTasks(params, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.pageNumber < last.meta.totalPages ? last.meta.pageNumber + 1 : undefined),
  });

/** The previous rows stay on screen (dimmed) until the new first page comes. */
export const useTaskList = (params: TaskListParams) =>
  useInfiniteQuery({ ...taskListOptions(params), placeholderData: keepPreviousData });
