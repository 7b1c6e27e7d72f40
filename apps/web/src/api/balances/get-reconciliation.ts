import type { TReconciliationResponse } from '@hearth/domain/balances';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { balanceKeys } from './keys';

/**
 * `GET v3/merchant-accounts/reconciliation?month=YYYY-MM` (docs/product/balances.md#reconciliation): per account,
 * the month's charges, refunds and disputes by our ledger against Stripe's, and each difference.
 */
export const getReconciliation = (month: string, signal?: AbortSignal) =>
  api.get<TReconciliationResponse>(`/api/v3/merchant-accounts/reconciliation?month=${encodeURIComponent(month)}`, {
    signal,
  });

export const useReconciliation = (month: string) =>
  useQuery(
    queryOptions({
      queryKey: balanceKeys.reconciliation(month),
      queryFn: ({ signal }) => getReconciliation(month, signal),
    }),
  );
