import type { TMerchantAccountsResponse } from '@hearth/domain/balances';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { balanceKeys } from './keys';

/** `GET v3/merchant-accounts` (docs/product/balances.md#calls): the accounts guests pay into, by name, with the partner each belongs to. */
export const getMerchantAccounts = (signal?: AbortSignal) =>
  api.get<TMerchantAccountsResponse>('/api/v3/merchant-accounts', { signal });

export const merchantAccountsOptions = () =>
  queryOptions({ queryKey: balanceKeys.accounts(), queryFn: ({ signal }) => getMerchantAccounts(signal) });

export const useMerchantAccounts = () => useQuery(merchantAccountsOptions());
