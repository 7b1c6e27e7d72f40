import type { Config } from '../../config';
import { createChannelApiConnector } from './channel-api';
import { createOfflineChannelConnector } from './offline';
import type { ChannelConnector } from './types';

export * from './types';

/** The channel connector of this configuration: the connectivity API with CHANNEL_API_URL, else offline. */
export const createChannelConnector = (config: Pick<Config, 'channelApi'>): ChannelConnector =>
  config.channelApi ? createChannelApiConnector({ url: config.channelApi.url }) : createOfflineChannelConnector();
