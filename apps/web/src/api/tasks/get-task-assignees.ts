import type { TTaskAssigneesResponse } from '@hearth/domain/tasks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { taskKeys } from './keys';

/**
 * `GET v3/tasks/assignees?propertyId=`: the staff users a task of this home may be assigned to, by name; without a
 * home (`null`), everyone the task list may be filtered by.
 */
export const getTaskAssignees = (propertyId: string | null, signal?: AbortSignal) =>
  api.get<TTaskAssigneesResponse>('/api/v3/tasks/assignees', {
    params: propertyId ? { propertyId } : {},
    signal,
  });

export const taskAssigneesOptions = (propertyId: string | null) =>
  queryOptions({
    queryKey: taskKeys.assignees(propertyId ?? 'any-home'),
    queryFn: ({ signal }) => getTaskAssignees(propertyId, signal),
    // People change seldom: one read a home while the form is used.
    staleTime: 5 * 60_000,
  });

/** The task form's staff: asked once a home is chosen. */
export const useTaskAssignees = (propertyId: string | null) =>
  useQuery({ ...taskAssigneesOptions(propertyId), enabled: propertyId !== null });

/** The task list's assignee filter: everyone who manages some home's tasks. */
export const useAnyHomeAssignees = () => useQuery(taskAssigneesOptions(null));
