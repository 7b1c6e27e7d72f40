import type { TaskService } from './types';

/** What the screens say when tasks are kept only here (docs/CONTRIBUTING.md#adapters: offline is a real mode, and says so). */
export const OFFLINE_TASKS_NOTE = 'Tasks are kept in Hearth only: Breezeway sync is off.';

/**
 * The offline task service: no Breezeway credentials, so nothing is pulled and no sync job runs. Tasks are created,
 * changed and commented on through the API and live in our tables; the task documents say `source: 'local'`.
 */
export const createOfflineTaskService = (): TaskService => ({
  mode: 'offline',
  listTasks: async () => [],
  listTaskComments: async () => [],
});
