import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { resourceKeys } from './keys';

/** `DELETE v3/documents/{id}`: a file, or an empty folder (409 'This folder is not empty.'). */
export const deleteDocument = (id: string) =>
  apiRequest<void>(`/api/v3/documents/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const useDeleteDocument = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKeys.documents() }),
  });
};
