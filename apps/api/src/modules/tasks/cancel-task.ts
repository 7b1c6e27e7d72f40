import {
  TASK_DONE_STATUSES,
  TASK_MESSAGES,
  type TaskDisplayStatus,
  type TCancelTaskRequest,
  type TTaskDetailResponse,
} from '@hearth/domain';
import { changeTaskStatus } from './task-status';
import type { TaskChangeDeps } from './tasks.queries';

const DONE: readonly TaskDisplayStatus[] = TASK_DONE_STATUSES;

/**
 * `POST v3/property-tasks/{taskId}/cancel`: the task is closed (the statuses' word for a task that will not be
 * done), with the reason as the caller's comment. Tasks are cancelled rather than deleted, so the trail stays.
 */
export const cancelTask = async (
  options: TaskChangeDeps & { taskId: string; body: TCancelTaskRequest; now?: Date },
): Promise<TTaskDetailResponse> =>
  changeTaskStatus({
    ...options,
    now: options.now ?? new Date(),
    action: 'cancel',
    change: (task) => {
      if (task.displayStatus === 'closed') return { refused: TASK_MESSAGES.alreadyCancelled };
      if (DONE.includes(task.displayStatus)) return { refused: TASK_MESSAGES.alreadyDone };
      const reason = options.body.reason?.trim();
      return {
        set: { displayStatus: 'closed', isPaused: false },
        ...(reason ? { comment: `Cancelled: ${reason}` } : {}),
      };
    },
  });
