import type { TPropertyDocument } from '@hearth/domain/properties';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '../../lib/api-client';
import { propertyHistoryKey } from './get-property-history';
import { propertyKeys } from './keys';

export type OwnerInput = { firstName: string; lastName: string; email: string; mobile: string | null };
type OwnerAnswer = { data: { id: string; type: 'property-owner'; attributes: { invited: boolean } } };

/** `POST v3/properties/{id}/owners` (docs/product/properties.md#owners): attached, or invited with the confirm link. */
export const addPropertyOwner = (propertyId: string, owner: OwnerInput) =>
  api.post<OwnerAnswer>(`/api/v3/properties/${encodeURIComponent(propertyId)}/owners`, {
    data: { type: 'property-owner', attributes: owner },
  });

/** `DELETE v3/properties/{id}/owners/{userId}`: their account stays. */
export const removePropertyOwner = (propertyId: string, userId: string) =>
  apiRequest<void>(`/api/v3/properties/${encodeURIComponent(propertyId)}/owners/${encodeURIComponent(userId)}`, {
    method: 'DELETE',
  });

/** Owners show in the record, the checklist, the list and the history: all read again. */
const useRefresh = (propertyId: string) => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: propertyKeys.detail(propertyId) }),
      queryClient.invalidateQueries({ queryKey: propertyKeys.searches() }),
      queryClient.invalidateQueries({ queryKey: propertyHistoryKey(propertyId) }),
    ]);
};

export const useAddPropertyOwner = (propertyId: string) => {
  const refresh = useRefresh(propertyId);
  return useMutation({ mutationFn: (owner: OwnerInput) => addPropertyOwner(propertyId, owner), onSuccess: refresh });
};

export const useRemovePropertyOwner = (propertyId: string) => {
  const refresh = useRefresh(propertyId);
  return useMutation({ mutationFn: (userId: string) => removePropertyOwner(propertyId, userId), onSuccess: refresh });
};

export type PropertyOwners = TPropertyDocument['data']['attributes']['owners'];
