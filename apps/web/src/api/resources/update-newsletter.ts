import type { TNewsletterDocument, TUpdateNewsletterRequest } from '@hearth/domain/resources';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { resourceKeys } from './keys';

/** `PATCH v3/newsletters/{id}`: answers data.id and data.attributes (docs/product/resources.md#calls). */
export const updateNewsletter = (id: string, body: TUpdateNewsletterRequest) =>
  api.patch<TNewsletterDocument>(`/api/v3/newsletters/${encodeURIComponent(id)}`, body);

export const useUpdateNewsletter = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TUpdateNewsletterRequest }) => updateNewsletter(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKeys.newsletters() }),
  });
};
