/** A channel account's state (docs/product/channels.md#fields 'Channel': accounts with code, email, name, status). */
export const CHANNEL_ACCOUNT_STATUSES = ['connected', 'disconnected', 'failed'] as const;
export type ChannelAccountStatus = (typeof CHANNEL_ACCOUNT_STATUSES)[number];

/**
 * How Hearth connects an account of each channel (docs/product/channels.md#connecting): `ical` through the
 * account's calendar feed (a https URL Hearth fetches and reads as iCalendar), `api` through the channel's
 * connectivity API with the account's API key. A channel not listed connects by API.
 */
export const CHANNEL_CONNECTION_KINDS = ['ical', 'api'] as const;
export type ChannelConnectionKind = (typeof CHANNEL_CONNECTION_KINDS)[number];
const ICAL_CHANNELS: readonly string[] = ['stayz', 'google'];
export const connectionKindOf = (channelCode: string): ChannelConnectionKind =>
  ICAL_CHANNELS.includes(channelCode) ? 'ical' : 'api';

/** What Connect asks for, by how the channel connects. */
export const CHANNEL_CREDENTIAL_LABELS: Record<ChannelConnectionKind, { label: string; description: string }> = {
  ical: {
    label: 'Calendar feed URL',
    description: "The account's calendar export link (https), as the channel shows it. Hearth reads it to check it.",
  },
  api: {
    label: 'API key',
    description:
      "The key the channel issued for this account's connection. Hearth asks the channel whether it is good.",
  },
};

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
  /** A feed URL or an API key. */
  credentialMax: 2000,
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
  listingNotFound: 'Channel listing not found',
  notAFeedUrl: 'That is not a web address: paste the calendar feed URL (https://…)',
  connectConfirm: 'Are you sure you want to connect this account?',
  disconnectConfirm: 'Are you sure you want to disconnect this account?',
  connected: 'Account connected',
  disconnected: 'Account disconnected',
  refused: 'The channel refused the connection',
  retried: 'Synced again',
  /** Connect through an API with no connectivity API configured: nothing can be checked, nothing changes. */
  apiOffline: (channel: string) =>
    `Hearth cannot check ${channel} credentials here: no channel connectivity API is configured (CHANNEL_API_URL). The account stays as it is.`,
  noCredential: 'Connect the account first: Hearth keeps no credential for it to retry with.',
} as const;

/** Error codes of the channel calls that change an account. */
export const CHANNEL_ERROR_CODES = {
  refused: 'CHANNEL_CONNECTION_REFUSED',
  offline: 'CHANNEL_API_OFFLINE',
  noCredential: 'CHANNEL_NO_CREDENTIAL',
} as const;
