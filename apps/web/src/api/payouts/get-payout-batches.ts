import { PAYOUT_LIMITS, type TPayoutBatchesResponse } from '@hearth/domain/payouts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { payoutKeys } from './keys';

/** `GET v3/payout-batches`: newest first, a page of 25. */
export const getPayoutBatches = (page: number, signal?: AbortSignal) =>
  api.get<TPayoutBatchesResponse>('/api/v3/payout-batches', {
    params: { 'page[number]': page, 'page[size]': PAYOUT_LIMITS.pageSize },
    signal,
  });

export const payoutBatchesOptions = (page: number) =>
  queryOptions({
    queryKey: payoutKeys.batchList(page),
    queryFn: ({ signal }) => getPayoutBatches(page, signal),
    placeholderData: keepPreviousData,
  });

export const usePayoutBatches = (page: number) => useQuery(payoutBatchesOptions(page));
