import type { TRatesEditAttributes } from '@hearth/domain/rates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { afterRatesChange } from './after-rates-change';

/** What `PATCH v3/properties/{id}/rates` answers: how many nights it wrote, first and last. */
export type RatesEditResult = { data: { nights: number; from: string; to: string } };

/**
 * `PATCH v3/properties/{id}/rates` (docs/product/rates.md#nights-by-hand): the nights `from` to `to` (both included)
 * get a rate, a minimum stay (null: the home's own again), closed or open, or go back to the rate plan (`revert`).
 */
export const editRates = (propertyId: string, attributes: TRatesEditAttributes): Promise<RatesEditResult> =>
  api.patch<RatesEditResult>(`/api/v3/properties/${encodeURIComponent(propertyId)}/rates`, {
    data: { type: 'rates-edit', attributes },
  });

export const useEditRates = (propertyId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (attributes: TRatesEditAttributes) => editRates(propertyId, attributes),
    onSuccess: () => afterRatesChange(queryClient, propertyId),
  });
};
