import type { ChannelConnector } from './types';

/**
 * No CHANNEL_API_URL: an API key cannot be checked, so Connect on an API channel changes nothing and says why
 * (CHANNEL_MESSAGES.apiOffline). Calendar-feed channels are checked by reading the feed, with or without it.
 */
export const createOfflineChannelConnector = (): ChannelConnector => ({
  mode: 'offline',
  checkAccount: async () => null,
});
