import type { TKeyDocument } from '@hearth/domain/keys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { afterKeyChange } from './after-key-change';

/** `PATCH v3/keys/{id}/unassign` (docs/product/keys.md#calls): the key leaves its property and waits in its store. */
export const unassignKey = (id: string) => api.patch<TKeyDocument>(`/api/v3/keys/${encodeURIComponent(id)}/unassign`);

export const useUnassignKey = (propertyId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unassignKey(id),
    onSuccess: () => afterKeyChange(queryClient, propertyId),
  });
};
