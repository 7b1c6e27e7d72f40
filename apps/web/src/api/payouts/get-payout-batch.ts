import type { TPayoutBatchDocument } from '@hearth/domain/payouts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { payoutKeys } from './keys';

/** `GET v3/payout-batches/{id}`: the batch with its lines. */
export const getPayoutBatch = (id: string, signal?: AbortSignal) =>
  api.get<TPayoutBatchDocument>(`/api/v3/payout-batches/${encodeURIComponent(id)}`, { signal });

export const payoutBatchOptions = (id: string) =>
  queryOptions({ queryKey: payoutKeys.batch(id), queryFn: ({ signal }) => getPayoutBatch(id, signal) });

export const usePayoutBatch = (id: string) => useQuery(payoutBatchOptions(id));

/** The batch's files: the browser downloads them itself, through links with `download`, with the session cookie. */
export const payoutFileHref = (id: string, file: 'aba' | 'nz-csv') =>
  `/api/v3/payout-batches/${encodeURIComponent(id)}/${file}`;
