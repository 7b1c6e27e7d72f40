import type { TPayoutSettingsDocument } from '@hearth/domain/payouts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { payoutKeys } from './keys';

/** `GET v3/payouts/settings`: the organisation's payout accounts, masked. */
export const getPayoutSettings = (signal?: AbortSignal) =>
  api.get<TPayoutSettingsDocument>('/api/v3/payouts/settings', { signal });

export const payoutSettingsOptions = () =>
  queryOptions({ queryKey: payoutKeys.settings(), queryFn: ({ signal }) => getPayoutSettings(signal) });

export const usePayoutSettings = () => useQuery(payoutSettingsOptions());
