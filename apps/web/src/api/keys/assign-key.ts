import type { TAssignKeyRequest, TKeyDocument } from '@hearth/domain/keys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { afterKeyChange } from './after-key-change';

/** `POST v3/properties/{id}/keys`: a key waiting in a store (`keyId`), or a new one (`name`, `storeId`). */
export const assignKey = (propertyId: string, body: TAssignKeyRequest) =>
  api.post<TKeyDocument>(`/api/v3/properties/${encodeURIComponent(propertyId)}/keys`, body);

export const useAssignKey = (propertyId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAssignKeyRequest) => assignKey(propertyId, body),
    onSuccess: () => afterKeyChange(queryClient, propertyId),
  });
};
