import { KEY_LIMITS, type TPlacesResponse } from '@hearth/domain/keys';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { keyKeys } from './keys';

/** `GET v3/key-stores/places?search=`: AU and NZ suburbs and towns for a template's address (from 2 characters). */
export const getPlaces = (search: string, signal?: AbortSignal) =>
  api.get<TPlacesResponse>('/api/v3/key-stores/places', { params: { search }, signal });

export const placesOptions = (search: string) =>
  queryOptions({
    queryKey: keyKeys.places(search),
    queryFn: ({ signal }) => getPlaces(search, signal),
    staleTime: 5 * 60_000,
  });

export const usePlaces = (search: string) =>
  useQuery({
    ...placesOptions(search),
    enabled: search.trim().length >= KEY_LIMITS.placeSearchMinChars,
    placeholderData: keepPreviousData,
  });
