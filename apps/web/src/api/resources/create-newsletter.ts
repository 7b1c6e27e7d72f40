import type { TCreateNewsletterRequest, TNewsletterDocument } from '@hearth/domain/resources';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { resourceKeys } from './keys';

/** `POST v3/newsletters` (marketing or admin): answers data.attributes of the new newsletter (docs/product/resources.md#calls). */
export const createNewsletter = (body: TCreateNewsletterRequest) =>
  api.post<TNewsletterDocument>('/api/v3/newsletters', body);

export const useCreateNewsletter = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNewsletter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKeys.newsletters() }),
  });
};
