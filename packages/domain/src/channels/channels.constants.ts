/** A channel account's state (docs/product/channels.md#fields 'Channel': accounts with code, email, name, status). */
export const CHANNEL_ACCOUNT_STATUSES = ['connected', 'disconnected', 'failed'] as const;
export type ChannelAccountStatus = (typeof CHANNEL_ACCOUNT_STATUSES)[number];

/** A listing whose older last successful import or export is older than this (or missing) is stale. */
export const CHANNEL_SYNC_STALE_HOURS = 24;

/** `include=` values of the channel calls. */
export const CHANNEL_INCLUDES = ['accounts'] as const;
export const CHANNEL_ACCOUNT_INCLUDES = ['listings'] as const;

/** Sync health sort keys; `health` (worst first: oldest last success, missing first) is the default. */
export const CHANNEL_SYNC_SORTS = ['health', 'property', 'channel', 'lastImport', 'lastExport'] as const;
export type ChannelSyncSort = (typeof CHANNEL_SYNC_SORTS)[number];

export const CHANNEL_LIMITS = {
  syncPageSize: 25,
  syncPageSizeMax: 100,
  searchMax: 200,
} as const;

/** What the channels page says; the labels issue 17 item 1 names. */
export const CHANNEL_MESSAGES = {
  pageTitle: 'Channels',
  channelsTab: 'Channels',
  healthTab: 'Sync health',
  setUp: 'Set up',
  stale: 'Stale',
  showStaleOnly: 'Show stale only',
  noChannels: 'There are no channels yet',
  noAccounts: 'This channel has no accounts yet',
  noListings: 'No homes are mapped to this account',
  noSyncRows: 'There are no listings matching your search',
  noStaleRows: 'Every listing synced in the last 24 hours',
  channelNotFound: 'Channel not found',
  accountNotFound: 'Channel account not found',
  connectConfirm: 'Are you sure you want to connect this account?',
  disconnectConfirm: 'Are you sure you want to disconnect this account?',
  connected: 'Account connected',
  disconnected: 'Account disconnected',
} as const;
