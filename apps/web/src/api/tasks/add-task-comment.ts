import type { TCreateTaskCommentRequest, TTaskComment } from '@hearth/domain/tasks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { taskKeys } from './keys';

export type AddTaskCommentInput = { taskId: string; body: TCreateTaskCommentRequest };

/** `POST v3/property-tasks/{taskId}/comments` → 201 with the comment, by the caller, now. */
export const addTaskComment = ({ taskId, body }: AddTaskCommentInput) =>
  api.post<{ data: TTaskComment }>(`/api/v3/property-tasks/${encodeURIComponent(taskId)}/comments`, body);

/** The task's own comments and the calendar lists that include them reload. */
export const useAddTaskComment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTaskComment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.all }),
  });
};
