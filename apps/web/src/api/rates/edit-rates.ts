import type { TRatesEditAttributes, TRatesEditResponse } from '@hearth/domain/rates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { afterRatesChange } from './after-rates-change';

/**
 * `PATCH v3/properties/{id}/rates` (docs/product/rates.md#nights-by-hand): the nights `from` to `to` (both included)
 * get a rate, a minimum stay (null: the home's own again), closed or open, or go back to the rate plan (`revert`).
 */
export const editRates = (propertyId: string, attributes: TRatesEditAttributes): Promise<TRatesEditResponse> =>
  api.patch<TRatesEditResponse>(`/api/v3/properties/${encodeURIComponent(propertyId)}/rates`, {
    data: { type: 'rates-edit', attributes },
  });

export const useEditRates = (propertyId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (attributes: TRatesEditAttributes) => editRates(propertyId, attributes),
    onSuccess: () => afterRatesChange(queryClient, propertyId),
  });
};
