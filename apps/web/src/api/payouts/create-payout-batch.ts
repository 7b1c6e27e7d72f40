import type { TCreatePayoutBatchRequest, TPayoutBatchDocument } from '@hearth/domain/payouts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { payoutKeys } from './keys';

/** `POST v3/payout-batches`: a draft paying every statement of the month that is ready. */
export const createPayoutBatch = (body: TCreatePayoutBatchRequest) =>
  api.post<TPayoutBatchDocument>('/api/v3/payout-batches', body);

export const useCreatePayoutBatch = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPayoutBatch,
    onSuccess: (document) => {
      queryClient.setQueryData(payoutKeys.batch(document.data.id), document);
      return queryClient.invalidateQueries({ queryKey: payoutKeys.batches() });
    },
  });
};
