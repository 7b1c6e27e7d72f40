import type { TPayoutPreviewResponse } from '@hearth/domain/payouts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { payoutKeys } from './keys';

/** `GET v3/payout-batches/preview?month=YYYY-MM`: what a batch of the month would pay now, and what blocks the rest. */
export const getPayoutPreview = (month: string, signal?: AbortSignal) =>
  api.get<TPayoutPreviewResponse>('/api/v3/payout-batches/preview', { params: { month }, signal });

export const payoutPreviewOptions = (month: string) =>
  queryOptions({ queryKey: payoutKeys.preview(month), queryFn: ({ signal }) => getPayoutPreview(month, signal) });

export const usePayoutPreview = (month: string | null) =>
  useQuery({ ...payoutPreviewOptions(month ?? ''), enabled: month !== null });
