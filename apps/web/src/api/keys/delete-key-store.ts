import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

/**
 * `DELETE v3/key-stores/{id}`: 204, or 409 'Property Key is using this Key Collection Template, cannot delete it.'
 * The screen reloads the list itself once its confirm has closed (docs/product/templates.md#states: the modal closes 200 ms after).
 */
export const deleteKeyStore = (id: string) =>
  apiRequest<void>(`/api/v3/key-stores/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const useDeleteKeyStore = () => useMutation({ mutationFn: deleteKeyStore });
