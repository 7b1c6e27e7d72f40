import type { TKeyStoreDocument, TUpdateKeyStoreRequest } from '@hearth/domain/keys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { afterKeyStoreChange } from './after-key-store-change';

/** `PATCH v3/key-stores/{id}`: change a template (a KeyNest template's name and address are locked). */
export const updateKeyStore = (id: string, body: TUpdateKeyStoreRequest) =>
  api.patch<TKeyStoreDocument>(`/api/v3/key-stores/${encodeURIComponent(id)}`, body);

export const useUpdateKeyStore = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TUpdateKeyStoreRequest }) => updateKeyStore(id, body),
    onSuccess: () => afterKeyStoreChange(queryClient),
  });
};
