import type { Config } from '../../config';

export * from './types';

/**
 * Whether this configuration syncs tasks from Breezeway. Without credentials there is no client and no sync job:
 * tasks are created and changed in Hearth alone (the offline mode, docs/CONTRIBUTING.md#adapters).
 */
export const taskSyncEnabled = (config: Pick<Config, 'breezeway'>): boolean => config.breezeway !== undefined;

export { createBreezewayClient } from './breezeway-client';
