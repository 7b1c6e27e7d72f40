import type { Config } from '../../config';
import { createBreezewayClient } from './breezeway-client';
import { createOfflineTaskService } from './offline';

export * from './types';
import type { TaskService } from './types';

/** The task service of this configuration. */
export const createTaskService = (config: Pick<Config, 'breezeway'>): TaskService =>
  config.breezeway ? createBreezewayClient(config.breezeway) : createOfflineTaskService();

/** Whether this configuration syncs tasks from Breezeway. */
export const taskSyncEnabled = (config: Pick<Config, 'breezeway'>): boolean => config.breezeway !== undefined;

export { createBreezewayClient, type BreezewayClientOptions } from './breezeway-client';
export { BreezewayError } from './breezeway-error';
export { createOfflineTaskService, OFFLINE_TASKS_NOTE } from './offline';
