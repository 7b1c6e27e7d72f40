import { TASK_DONE_STATUSES, TASK_MESSAGES, type TaskDisplayStatus, type TTaskDetailResponse } from '@hearth/domain';
import { changeTaskStatus } from './task-status';
import type { TaskChangeDeps } from './tasks.queries';

const REOPENS: readonly TaskDisplayStatus[] = [...TASK_DONE_STATUSES, 'closed'];

/** `POST v3/property-tasks/{taskId}/reopen`: a finished or closed task is open again, assigned or not as it is. */
export const reopenTask = async (
  options: TaskChangeDeps & { taskId: string; now?: Date },
): Promise<TTaskDetailResponse> =>
  changeTaskStatus({
    ...options,
    now: options.now ?? new Date(),
    action: 'reopen',
    change: (task, assignees) => {
      if (!REOPENS.includes(task.displayStatus)) return { refused: TASK_MESSAGES.notDone };
      return {
        set: {
          displayStatus: assignees.length > 0 ? 'assigned' : 'unassigned',
          finishedAt: null,
          isPaused: false,
          totalTimeSeconds: null,
        },
      };
    },
  });
