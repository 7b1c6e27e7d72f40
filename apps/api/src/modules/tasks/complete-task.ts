import { TASK_DONE_STATUSES, TASK_MESSAGES, type TaskDisplayStatus, type TTaskDetailResponse } from '@hearth/domain';
import { secondsBetween } from './task-changes';
import { changeTaskStatus } from './task-status';
import type { TaskChangeDeps } from './tasks.queries';

const DONE: readonly TaskDisplayStatus[] = TASK_DONE_STATUSES;

/** `POST v3/property-tasks/{taskId}/complete`: finished now (with its total time when it was started). */
export const completeTask = async (
  options: TaskChangeDeps & { taskId: string; now?: Date },
): Promise<TTaskDetailResponse> => {
  const now = options.now ?? new Date();
  return changeTaskStatus({
    ...options,
    now,
    action: 'complete',
    change: (task) => {
      if (DONE.includes(task.displayStatus)) return { refused: TASK_MESSAGES.alreadyDone };
      if (task.displayStatus === 'closed') return { refused: TASK_MESSAGES.alreadyCancelled };
      const startedAt = task.startedAt && task.startedAt <= now ? task.startedAt : null;
      return {
        set: {
          displayStatus: 'finished',
          finishedAt: now,
          isPaused: false,
          totalTimeSeconds: secondsBetween(startedAt, now),
        },
      };
    },
  });
};
