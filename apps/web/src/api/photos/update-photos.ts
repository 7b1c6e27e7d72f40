import type { TPhotosDocument, TUpdatePhotosRequest } from '@hearth/domain/photos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { propertyKeys } from '../properties/keys';
import { photoKeys } from './keys';

/** `PATCH v3/properties/{id}/photos`: the whole list in order; photos left out are deleted (docs/product/photos.md#calls). */
export const updatePhotos = (propertyId: string, body: TUpdatePhotosRequest) =>
  api.patch<TPhotosDocument>(`/api/v3/properties/${encodeURIComponent(propertyId)}/photos`, body);

export type PhotosChange = {
  body: TUpdatePhotosRequest;
  /** What the list looks like once saved, shown at once (a reorder, a delete) and put back if the save fails. */
  optimistic?: TPhotosDocument;
};

/** Saves the list; the property's header photo and the list's cards read their photos again. */
export const useUpdatePhotos = (propertyId: string) => {
  const queryClient = useQueryClient();
  const key = photoKeys.list(propertyId);
  return useMutation({
    mutationFn: ({ body }: PhotosChange) => updatePhotos(propertyId, body),
    onMutate: async ({ optimistic }) => {
      if (!optimistic) return { previous: undefined };
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TPhotosDocument>(key);
      queryClient.setQueryData(key, optimistic);
      return { previous };
    },
    onError: (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (document) => {
      queryClient.setQueryData(key, document);
      void queryClient.invalidateQueries({ queryKey: propertyKeys.detail(propertyId) });
      void queryClient.invalidateQueries({ queryKey: propertyKeys.searches() });
    },
  });
};
