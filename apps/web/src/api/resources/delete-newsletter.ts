import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { resourceKeys } from './keys';

/**
 * `DELETE v3/newsletters/{id}`: 204; 404 'Sorry, there is an error'; 403 'Sorry, you do not have permission to
 * delete' (docs/product/resources.md#messages).
 */
export const deleteNewsletter = (id: string) =>
  apiRequest<void>(`/api/v3/newsletters/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const useDeleteNewsletter = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNewsletter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKeys.newsletters() }),
  });
};
