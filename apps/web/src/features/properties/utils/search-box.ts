import { PROPERTY_LIST } from '@hearth/domain/properties';
import { destination } from '@turf/destination';
import { point } from '@turf/helpers';

export type SearchBox = { nwlat: number; nwlng: number; selat: number; selng: number };

const round = (value: number) => Math.round(value * 1e6) / 1e6;

/** The search area around a chosen place: corners 5 km away at bearings 315° (north-west) and 135° (south-east). */
export const searchBoxAround = (lat: number, lng: number): SearchBox => {
  const origin = point([lng, lat]);
  const km = PROPERTY_LIST.searchBoxMetres / 1000;
  const [nwlng = lng, nwlat = lat] = destination(origin, km, 315, { units: 'kilometers' }).geometry.coordinates;
  const [selng = lng, selat = lat] = destination(origin, km, 135, { units: 'kilometers' }).geometry.coordinates;
  return { nwlat: round(nwlat), nwlng: round(nwlng), selat: round(selat), selng: round(selng) };
};
