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
import { isoOrNull } from './sync-times';

export type ChannelRow = TChannelAttributes & { id: string; accountIds: string[] | null };

/** A channel; its accounts' ids under relationships when they were asked for. */
export const presentChannel = (row: ChannelRow): TChannelResource => ({
  id: row.id,
  type: 'channel',
  attributes: {
    code: row.code,
    name: row.name,
    setupUrl: row.setupUrl,
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
};

export const presentChannelAccount = (row: ChannelAccountRow): TChannelAccountResource => ({
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
export const presentChannels = (rows: ChannelRow[], accounts: ChannelAccountRow[] | null): TChannelsResponse => {
  const data = rows.map(presentChannel);
  return accounts ? { data, included: accounts.map(presentChannelAccount) } : { data };
};

/** `GET v3/channels/{id}`: one channel; its accounts in `included` when they were asked for. */
export const presentChannelDocument = (row: ChannelRow, accounts: ChannelAccountRow[] | null): TChannelDocument => {
  const data = presentChannel(row);
  return accounts ? { data, included: accounts.map(presentChannelAccount) } : { data };
};

/** An account; the homes listed through it in `included` when they were asked for. */
export const presentChannelAccountDocument = (
  row: ChannelAccountRow,
  listings: ChannelListingRow[] | null,
): TChannelAccountDocument => {
  const data = presentChannelAccount(row);
  return listings ? { data, included: listings.map(presentChannelListing) } : { data };
};
