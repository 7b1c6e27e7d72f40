import { type TLocation, type TLocationsResponse } from '@hearth/domain/locations';
import { PROPERTY_LIST } from '@hearth/domain/properties';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { locationKeys } from './keys';

/** `GET v4/locations?search=`; a failure yields an empty list (docs/product/properties.md#calls). */
export const getLocations = async (search: string, signal?: AbortSignal): Promise<TLocation[]> => {
  try {
    const body = await api.get<TLocationsResponse>('/api/v4/locations', { params: { search }, signal });
    return body.data.locations;
  } catch {
    return [];
  }
};

export const locationsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: locationKeys.search(search),
    queryFn: ({ signal }) => getLocations(search, signal),
    enabled: search.length >= PROPERTY_LIST.locationMinChars,
    staleTime: 5 * 60_000,
  });

export const useLocations = (search: string) => useQuery(locationsQueryOptions(search));
