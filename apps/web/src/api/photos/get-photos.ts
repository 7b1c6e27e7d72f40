import type { TPhotosDocument } from '@hearth/domain/photos';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { photoKeys } from './keys';

/** `GET v3/properties/{id}/photos`: the property's photos in order, both categories, with 300 px thumbnails. */
export const getPhotos = (propertyId: string, signal?: AbortSignal): Promise<TPhotosDocument> =>
  api.get<TPhotosDocument>(`/api/v3/properties/${encodeURIComponent(propertyId)}/photos`, { signal });

export const photosQueryOptions = (propertyId: string) =>
  queryOptions({
    queryKey: photoKeys.list(propertyId),
    queryFn: ({ signal }) => getPhotos(propertyId, signal),
    // The file links in it are signed for 15 minutes: read them again well before they lapse.
    staleTime: 60_000,
    refetchInterval: 10 * 60_000,
  });

export const usePhotos = (propertyId: string) => useQuery(photosQueryOptions(propertyId));
