import type { TKeyDocument, TUpdateKeyRequest } from '@hearth/domain/keys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { afterKeyChange } from './after-key-change';

/** `PATCH v3/keys/{id}`: rename, set the status, or `isPrimary: true` (docs/product/keys.md#calls). */
export const updateKey = (id: string, body: TUpdateKeyRequest) =>
  api.patch<TKeyDocument>(`/api/v3/keys/${encodeURIComponent(id)}`, body);

export const useUpdateKey = (propertyId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TUpdateKeyRequest }) => updateKey(id, body),
    onSuccess: () => afterKeyChange(queryClient, propertyId),
  });
};
