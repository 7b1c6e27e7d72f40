import type { TChannelAccountDocument } from '@hearth/domain/channels';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { channelKeys } from './keys';

/** `GET v3/channel-accounts/{id}?include=listings`: the account and the homes mapped to it with their sync times. */
export const getChannelAccount = (accountId: string, signal?: AbortSignal) =>
  api.get<TChannelAccountDocument>(`/api/v3/channel-accounts/${encodeURIComponent(accountId)}`, {
    params: { include: 'listings' },
    signal,
  });

export const channelAccountOptions = (accountId: string) =>
  queryOptions({
    queryKey: channelKeys.account(accountId),
    queryFn: ({ signal }) => getChannelAccount(accountId, signal),
  });

export const useChannelAccount = (accountId: string) => useQuery(channelAccountOptions(accountId));
