import type { TBalancesResponse } from '@hearth/domain/balances';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { balanceKeys } from './keys';

/**
 * `GET v3/merchant-accounts/balances` (docs/product/balances.md#calls): each account's available and pending amounts
 * in minor units per currency; `meta.source` says whether they are the provider's or the payments ledger's.
 */
export const getBalances = (signal?: AbortSignal) =>
  api.get<TBalancesResponse>('/api/v3/merchant-accounts/balances', { signal });

export const balancesOptions = () =>
  queryOptions({ queryKey: balanceKeys.balances(), queryFn: ({ signal }) => getBalances(signal) });

export const useBalances = () => useQuery(balancesOptions());
