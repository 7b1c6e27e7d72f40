import type { TCreateTaskRequest, TTaskDetailResponse } from '@hearth/domain/tasks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { staleAfterTaskChange } from './keys';

/** `POST v3/property-tasks` → 201 with the task (sent to Breezeway after, where it syncs the home). */
export const createTask = (body: TCreateTaskRequest) => api.post<TTaskDetailResponse>('/api/v3/property-tasks', body);

export const useCreateTask = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTask,
    onSuccess: () => Promise.all(staleAfterTaskChange().map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
};
