/** Mean Earth radius (IUGG), km. */
const EARTH_RADIUS_KM = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

export type TGeoPoint = { latitude: number; longitude: number };

/** The great-circle (haversine) distance in km. */
export const haversineKm = (a: TGeoPoint, b: TGeoPoint): number => {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
};

/** A lat/lng box that holds every point within `km` of the centre: a cheap prefilter before `haversineKm`. */
export const boundingBoxKm = (centre: TGeoPoint, km: number) => {
  const dLat = (km / EARTH_RADIUS_KM) * (180 / Math.PI);
  const dLng = dLat / Math.max(0.01, Math.cos(radians(centre.latitude)));
  return {
    minLatitude: centre.latitude - dLat,
    maxLatitude: centre.latitude + dLat,
    minLongitude: centre.longitude - dLng,
    maxLongitude: centre.longitude + dLng,
  };
};
