import type { KeyNestService } from './types';

/**
 * The offline key service: no KeyNest API key, so nothing is asked. A refresh answers the status recorded here and
 * says that KeyNest is not configured (KEY_MESSAGES.keyNestOffline): offline is a real mode, and says so.
 */
export const createOfflineKeyNestService = (): KeyNestService => ({
  mode: 'offline',
  getKey: async () => null,
});
