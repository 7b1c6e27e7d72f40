import type { TPayoutBatchDocument } from '@hearth/domain/payouts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { afterBatchChange } from './after-batch-change';

/** `POST v3/payout-batches/{id}/cancel`: a draft no one will send; its statements may go in another batch. */
export const cancelPayoutBatch = (id: string) =>
  api.post<TPayoutBatchDocument>(`/api/v3/payout-batches/${encodeURIComponent(id)}/cancel`, {});

export const useCancelPayoutBatch = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelPayoutBatch,
    onSuccess: (document) => afterBatchChange(queryClient, document),
  });
};
