import type { DistanceKind } from '@hearth/domain';

/**
 * How far a key's store is from its property (docs/CONTRIBUTING.md#adapters, docs/product/keys.md#calls 'Distance'): a maps service's walking
 * distance matrix with `MAPS_API_KEY`, otherwise a straight-line estimate that says it is one.
 */

export type GeoPoint = { latitude: number; longitude: number };

export type Distance = { metres: number; kind: DistanceKind };

export type DistanceService = {
  /** 'maps' when walking distances come from the distance matrix; 'offline' when they are straight-line estimates. */
  mode: 'maps' | 'offline';
  /** From `origin` (the store) to `destination` (the property). The maps client throws DistanceError on failure. */
  measure: (origin: GeoPoint, destination: GeoPoint) => Promise<Distance>;
};

/** A failed distance call, worded as the spec's messages (DISTANCE_MESSAGES). */
export class DistanceError extends Error {
  constructor(message: string, options: { cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'DistanceError';
  }
}
