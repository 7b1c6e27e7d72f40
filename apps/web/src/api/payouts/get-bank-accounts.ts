import type { TBankAccountsResponse } from '@hearth/domain/payouts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { payoutKeys } from './keys';

/** `GET v3/users/{id}/bank-accounts` (docs/product/payouts.md#calls): an owner's accounts, masked. */
export const getBankAccounts = (userId: string, signal?: AbortSignal) =>
  api.get<TBankAccountsResponse>(`/api/v3/users/${encodeURIComponent(userId)}/bank-accounts`, { signal });

export const bankAccountsOptions = (userId: string) =>
  queryOptions({ queryKey: payoutKeys.bankAccounts(userId), queryFn: ({ signal }) => getBankAccounts(userId, signal) });

export const useBankAccounts = (userId: string) => useQuery(bankAccountsOptions(userId));

/** The history's address, for the shared change-history table. */
export const bankAccountHistoryUrl = (userId: string) =>
  `/api/v3/users/${encodeURIComponent(userId)}/bank-accounts/history`;
