import type { Config } from '../../config';
import { createDistanceMatrixClient } from './google-maps';
import { createOfflineDistanceService } from './offline';
import type { DistanceService } from './types';

export * from './types';

/** The distance service of this configuration: the walking distance matrix with `MAPS_API_KEY`, else straight lines. */
export const createDistanceService = (config: Pick<Config, 'maps'>): DistanceService =>
  config.maps ? createDistanceMatrixClient(config.maps) : createOfflineDistanceService();

export { straightLineDistance, straightLineMetres } from './offline';
