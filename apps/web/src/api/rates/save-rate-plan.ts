import type { TRatePlanAttributes, TRatePlanDocument } from '@hearth/domain/rates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { propertyKeys } from '../properties/keys';
import { afterRatesChange } from './after-rates-change';
import { rateKeys } from './keys';

/**
 * `PUT v3/properties/{id}/rate-plan` (docs/product/rates.md#rate-plan): the whole plan; its nights are priced at once,
 * and the answer is the plan's document.
 */
export const saveRatePlan = (propertyId: string, attributes: TRatePlanAttributes): Promise<TRatePlanDocument> =>
  apiRequest<TRatePlanDocument>(`/api/v3/properties/${encodeURIComponent(propertyId)}/rate-plan`, {
    method: 'PUT',
    body: { data: { type: 'rate-plan', attributes } },
  });

export const useSaveRatePlan = (propertyId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (attributes: TRatePlanAttributes) => saveRatePlan(propertyId, attributes),
    onSuccess: (document) => {
      queryClient.setQueryData(rateKeys.plan(propertyId), document);
      afterRatesChange(queryClient, propertyId, { planSaved: true });
      // The cleaning and extra-guest fees and the minimum stay are the home's own too (its details show them).
      void queryClient.invalidateQueries({ queryKey: propertyKeys.detail(propertyId) });
    },
  });
};
