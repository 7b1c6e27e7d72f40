import { addressFlag, addressOrNull } from '@hearth/domain/api';
import { CHANNEL_SYNC_SORTS, type ChannelSyncSort } from '@hearth/domain/channels';
import * as z from 'zod/mini';

type SyncSortValue = ChannelSyncSort | `-${ChannelSyncSort}`;

/** Every sort the sync-health table offers: each key, ascending or with '-' descending. */
export const CHANNEL_SYNC_SORT_VALUES = CHANNEL_SYNC_SORTS.flatMap((key): SyncSortValue[] => [key, `-${key}`]) as [
  SyncSortValue,
  ...SyncSortValue[],
];

/** The channels page's address: `?tab=health&search=&sort=&stale=true` (the tab is kept so a link reopens it). */
export const ZChannelsAddress = z.object({
  tab: z._default(z.enum(['channels', 'health']), 'channels'),
  search: z.pipe(
    z._default(z.string(), ''),
    z.transform((text: string) => text.trim().slice(0, 100)),
  ),
  sort: addressOrNull(z.enum(CHANNEL_SYNC_SORT_VALUES)),
  stale: addressFlag,
});
export type ChannelsAddress = z.output<typeof ZChannelsAddress>;
