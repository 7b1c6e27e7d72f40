import type { TRefreshKeyResponse } from '@hearth/domain/keys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { afterKeyChange } from './after-key-change';

/** `POST v3/keys/{id}/refresh` (docs/product/keys.md#calls): its status from KeyNest (or why not) and its distance again. */
export const refreshKey = (id: string) =>
  api.post<TRefreshKeyResponse>(`/api/v3/keys/${encodeURIComponent(id)}/refresh`);

export const useRefreshKey = (propertyId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => refreshKey(id),
    onSuccess: () => afterKeyChange(queryClient, propertyId),
  });
};
