import type { TChannelsResponse } from '@hearth/domain/channels';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { channelKeys } from './keys';

/** `GET v3/channels?include=accounts` (docs/product/channels.md#calls): every channel with its accounts in `included`. */
export const getChannels = (signal?: AbortSignal) =>
  api.get<TChannelsResponse>('/api/v3/channels', { params: { include: 'accounts' }, signal });

export const channelsOptions = () =>
  queryOptions({ queryKey: channelKeys.list(), queryFn: ({ signal }) => getChannels(signal) });

export const useChannels = () => useQuery(channelsOptions());
