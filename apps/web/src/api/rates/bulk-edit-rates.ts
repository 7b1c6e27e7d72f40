import type { TRatesBulkAttributes, TRatesBulkResponse } from '@hearth/domain/rates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { afterRatesChange } from './after-rates-change';

/**
 * `POST v3/rates/bulk` (docs/product/rates.md#bulk-edit): one change to the nights of every home of the caller's that
 * matches the filter. `preview: true` says what would change and changes nothing; a filter that reaches no priced
 * night answers 422.
 */
export const bulkEditRates = (attributes: TRatesBulkAttributes): Promise<TRatesBulkResponse> =>
  api.post<TRatesBulkResponse>('/api/v3/rates/bulk', { data: { type: 'rates-bulk', attributes } });

export const useBulkEditRates = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkEditRates,
    onSuccess: (answer) => {
      if (answer.data.applied) afterRatesChange(queryClient, null);
    },
  });
};
