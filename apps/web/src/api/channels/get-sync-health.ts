import {
  CHANNEL_LIMITS,
  type ChannelSyncSort,
  type TChannelSyncQuery,
  type TChannelSyncResponse,
} from '@hearth/domain/channels';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { channelKeys } from './keys';

export type SyncHealthParams = {
  search: string;
  /** A sort key, '-' for descending; null: the server's (worst first). */
  sort: ChannelSyncSort | `-${ChannelSyncSort}` | null;
  staleOnly: boolean;
};

/** `GET v3/channels/sync-health?search=&sort=&stale=&page[number]=&page[size]=25`. */
export const getSyncHealth = (params: SyncHealthParams, page: number, signal?: AbortSignal) =>
  api.get<TChannelSyncResponse>('/api/v3/channels/sync-health', {
    params: {
      'page[number]': page,
      'page[size]': CHANNEL_LIMITS.syncPageSize,
      search: params.search || undefined,
      sort: params.sort ?? undefined,
      stale: params.staleOnly ? 'true' : undefined,
    } satisfies TChannelSyncQuery,
    signal,
  });

const nextPage = (last: TChannelSyncResponse, pages: readonly TChannelSyncResponse[]): number | undefined =>
  pages.length < last.meta.totalPages ? pages.length + 1 : undefined;

/** Keyed on search, sort and the stale switch, so a change starts again at page 1. */
export const syncHealthOptions = (params: SyncHealthParams) =>
  infiniteQueryOptions({
    queryKey: channelKeys.health({ search: params.search, sort: params.sort ?? '', staleOnly: params.staleOnly }),
    queryFn: ({ pageParam, signal }) => getSyncHealth(params, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const useSyncHealth = (params: SyncHealthParams) =>
  useInfiniteQuery({ ...syncHealthOptions(params), placeholderData: keepPreviousData });
