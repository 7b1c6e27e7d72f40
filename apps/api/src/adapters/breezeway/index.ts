import type { Config } from '../../config';
import { createBreezewayClient } from './breezeway-client';
import type { BreezewayClient } from './types';

export * from './types';

/**
 * Whether this configuration syncs tasks from Breezeway. Without credentials there is no client and no sync job:
 * tasks are created and changed in Hearth alone (the offline mode, docs/CONTRIBUTING.md#adapters).
 */
export const taskSyncEnabled = (config: Pick<Config, 'breezeway'>): boolean => config.breezeway !== undefined;

export { createBreezewayClient };

const clients = new Map<string, BreezewayClient>();

/**
 * The process's one client for these credentials: the sync and the push share its tokens and its rate limit, so
 * together they stay within what Breezeway allows.
 */
export const breezewayClientFor = (config: NonNullable<Config['breezeway']>): BreezewayClient => {
  const key = `${config.apiUrl}\n${config.clientId}`;
  let client = clients.get(key);
  if (!client) {
    client = createBreezewayClient(config);
    clients.set(key, client);
  }
  return client;
};
