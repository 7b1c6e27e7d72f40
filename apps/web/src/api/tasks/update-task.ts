import type { TTaskDetailResponse, TUpdateTaskRequest } from '@hearth/domain/tasks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { staleAfterTaskChange } from './keys';

export type UpdateTaskInput = { taskId: string; body: TUpdateTaskRequest };

/** `PATCH v3/property-tasks/{taskId}`: a change or a move (its day and time) of a task made in Hearth. */
export const updateTask = ({ taskId, body }: UpdateTaskInput) =>
  api.patch<TTaskDetailResponse>(`/api/v3/property-tasks/${encodeURIComponent(taskId)}`, body);

export const useUpdateTask = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTask,
    onSuccess: () => Promise.all(staleAfterTaskChange().map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
};
