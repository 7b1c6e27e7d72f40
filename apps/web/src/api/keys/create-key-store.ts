import type { TCreateKeyStoreRequest, TKeyStoreDocument } from '@hearth/domain/keys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { afterKeyStoreChange } from './after-key-store-change';

/** `POST v3/key-stores`: a new key collection template (docs/product/templates.md#calls). */
export const createKeyStore = (body: TCreateKeyStoreRequest) => api.post<TKeyStoreDocument>('/api/v3/key-stores', body);

export const useCreateKeyStore = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createKeyStore, onSuccess: () => afterKeyStoreChange(queryClient) });
};
