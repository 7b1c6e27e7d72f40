import type { TPayoutBatchDocument } from '@hearth/domain/payouts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { afterBatchChange } from './after-batch-change';

/** `POST v3/payout-batches/{id}/send`: the bank has the files; the batch's statements are paid, once. */
export const sendPayoutBatch = (id: string) =>
  api.post<TPayoutBatchDocument>(`/api/v3/payout-batches/${encodeURIComponent(id)}/send`, {});

export const useSendPayoutBatch = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: sendPayoutBatch, onSuccess: (document) => afterBatchChange(queryClient, document) });
};
