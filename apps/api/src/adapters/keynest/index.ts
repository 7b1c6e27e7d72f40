import type { Config } from '../../config';
import { createKeyNestClient } from './keynest';
import { createOfflineKeyNestService } from './offline';
import type { KeyNestService } from './types';

export * from './types';

/** The key service of this configuration: KeyNest with `KEYNEST_API_KEY`, else offline. */
export const createKeyNestService = (config: Pick<Config, 'keynest'>): KeyNestService =>
  config.keynest ? createKeyNestClient(config.keynest) : createOfflineKeyNestService();

export { createKeyNestClient, keyStatusOfKeyNest } from './keynest';
