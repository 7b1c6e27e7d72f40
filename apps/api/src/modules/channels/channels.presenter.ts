import type {
  ChannelAccountStatus,
  TChannelAccountDocument,
  TChannelAccountResource,
  TChannelAttributes,
  TChannelDocument,
  TChannelListingResource,
  TChannelResource,
  TChannelsResponse,
  TChannelSyncResource,
} from '@hearth/domain';
import { connectionKindOf } from '@hearth/domain';
import type { ChannelsDeps } from './channel-deps';
import { isoOrNull } from './sync-times';

/** How the channel's accounts connect, and whether Connect can check them here (an API channel needs the API). */
const connectionOf = (channelCode: string, apiMode: ChannelsDeps['apiMode']) => {
  const connection = connectionKindOf(channelCode);
  return { connection, connectable: connection === 'ical' || apiMode === 'api' };
};

export type ChannelRow = Omit<TChannelAttributes, 'connection' | 'connectable'> & {
  id: string;
  accountIds: string[] | null;
};

/** A channel; its accounts' ids under relationships when they were asked for. */
export const presentChannel = (row: ChannelRow, apiMode: ChannelsDeps['apiMode']): TChannelResource => ({
  id: row.id,
  type: 'channel',
  attributes: {
    code: row.code,
    name: row.name,
    setupUrl: row.setupUrl,
    ...connectionOf(row.code, apiMode),
    accountCount: row.accountCount,
    connectedCount: row.connectedCount,
    listingCount: row.listingCount,
    staleCount: row.staleCount,
  },
  ...(row.accountIds
    ? { relationships: { accounts: { data: row.accountIds.map((id) => ({ id, type: 'channel-account' as const })) } } }
    : {}),
});

export type ChannelAccountRow = {
  id: string;
  channelId: string;
  channelCode: string;
  channelName: string;
  code: string;
  email: string;
  name: string;
  status: ChannelAccountStatus;
  companyName: string | null;
  listingCount: number;
  connectedAt: Date | null;
  disconnectedAt: Date | null;
  lastError: string | null;
  checkedAt: Date | null;
};

export const presentChannelAccount = (
  row: ChannelAccountRow,
  apiMode: ChannelsDeps['apiMode'],
): TChannelAccountResource => ({
  id: row.id,
  type: 'channel-account',
  attributes: {
    channelId: row.channelId,
    channelCode: row.channelCode,
    channelName: row.channelName,
    code: row.code,
    email: row.email,
    name: row.name,
    status: row.status,
    ...connectionOf(row.channelCode, apiMode),
    checkedAt: isoOrNull(row.checkedAt),
    companyName: row.companyName,
    listingCount: row.listingCount,
    connectedAt: isoOrNull(row.connectedAt),
    disconnectedAt: isoOrNull(row.disconnectedAt),
    lastError: row.lastError,
  },
});

type SyncTimesRow = { lastImportAt: unknown; lastExportAt: unknown; stale: boolean; lastError: string | null };

const syncTimes = (row: SyncTimesRow) => ({
  lastImportAt: isoOrNull(row.lastImportAt),
  lastExportAt: isoOrNull(row.lastExportAt),
  stale: row.stale,
  lastError: row.lastError,
});

export type ChannelListingRow = SyncTimesRow & {
  id: string;
  propertyId: string;
  propertyCode: string;
  propertyName: string;
  externalId: string;
};

export const presentChannelListing = (row: ChannelListingRow): TChannelListingResource => ({
  id: row.id,
  type: 'channel-listing',
  attributes: {
    propertyId: row.propertyId,
    propertyCode: row.propertyCode,
    propertyName: row.propertyName,
    externalId: row.externalId,
    ...syncTimes(row),
  },
});

export type ChannelSyncRow = ChannelListingRow & {
  channelId: string;
  channelCode: string;
  channelName: string;
  accountId: string;
  accountName: string;
  lastTaskSyncAt: unknown;
};

export const presentChannelSync = (row: ChannelSyncRow): TChannelSyncResource => ({
  id: row.id,
  type: 'channel-sync',
  attributes: {
    propertyId: row.propertyId,
    propertyCode: row.propertyCode,
    propertyName: row.propertyName,
    channelId: row.channelId,
    channelCode: row.channelCode,
    channelName: row.channelName,
    accountId: row.accountId,
    accountName: row.accountName,
    ...syncTimes(row),
    lastTaskSyncAt: isoOrNull(row.lastTaskSyncAt),
  },
});

/** `GET v3/channels`: the channels; the accounts in `included` when they were asked for. */
export const presentChannels = (
  rows: ChannelRow[],
  accounts: ChannelAccountRow[] | null,
  apiMode: ChannelsDeps['apiMode'],
): TChannelsResponse => {
  const data = rows.map((row) => presentChannel(row, apiMode));
  return accounts ? { data, included: accounts.map((a) => presentChannelAccount(a, apiMode)) } : { data };
};

/** `GET v3/channels/{id}`: one channel; its accounts in `included` when they were asked for. */
export const presentChannelDocument = (
  row: ChannelRow,
  accounts: ChannelAccountRow[] | null,
  apiMode: ChannelsDeps['apiMode'],
): TChannelDocument => {
  const data = presentChannel(row, apiMode);
  return accounts ? { data, included: accounts.map((a) => presentChannelAccount(a, apiMode)) } : { data };
};

/** An account; the homes listed through it in `included` when they were asked for. */
export const presentChannelAccountDocument = (
  row: ChannelAccountRow,
  listings: ChannelListingRow[] | null,
  apiMode: ChannelsDeps['apiMode'],
): TChannelAccountDocument => {
  const data = presentChannelAccount(row, apiMode);
  return listings ? { data, included: listings.map(presentChannelListing) } : { data };
};
