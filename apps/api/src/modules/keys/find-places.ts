import { KEY_LIMITS, type TPlacesResponse } from '@hearth/domain';
import type { Db } from '../../db/client';
import { searchPlaces } from './gazetteer';
import { presentPlaces } from './keys.presenter';

/** `GET v3/key-stores/places?search=`: gazetteer suburbs and towns (AU and NZ only) for the key-location form. */
export const findPlaces = async (options: { db: Db; search: string }): Promise<TPlacesResponse> => {
  const places = await searchPlaces({ db: options.db, search: options.search, limit: KEY_LIMITS.placesMax });
  return presentPlaces(places);
};
