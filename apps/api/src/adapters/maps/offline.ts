import type { Distance, DistanceService, GeoPoint } from './types';

/** Mean Earth radius (IUGG), metres. */
const EARTH_RADIUS_METRES = 6_371_008.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance (haversine) in whole metres: a lower bound of any walk. */
export const straightLineMetres = (a: GeoPoint, b: GeoPoint): number => {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h))));
};

export const straightLineDistance = (a: GeoPoint, b: GeoPoint): Distance => ({
  metres: straightLineMetres(a, b),
  kind: 'straight-line',
});

/**
 * The offline distance service: no maps key, so a straight line between the two points, labelled as an estimate
 * wherever it is shown (DISTANCE_MESSAGES.straightLine). Needs no network.
 */
export const createOfflineDistanceService = (): DistanceService => ({
  mode: 'offline',
  measure: async (origin, destination) => straightLineDistance(origin, destination),
});
