import type { TCancelTaskRequest, TTaskDetailResponse } from '@hearth/domain/tasks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { staleAfterTaskChange } from './keys';

export type TaskStatusAction = 'complete' | 'reopen' | 'cancel';
export type ChangeTaskStatusInput = { taskId: string; action: TaskStatusAction; body?: TCancelTaskRequest };

/**
 * `POST v3/property-tasks/{taskId}/complete`, `/reopen` and `/cancel` (with its reason): 409 when the task is not in a
 * status the action changes from.
 */
export const changeTaskStatus = ({ taskId, action, body }: ChangeTaskStatusInput) =>
  api.post<TTaskDetailResponse>(`/api/v3/property-tasks/${encodeURIComponent(taskId)}/${action}`, body ?? {});

export const useChangeTaskStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeTaskStatus,
    onSuccess: () => Promise.all(staleAfterTaskChange().map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
};
