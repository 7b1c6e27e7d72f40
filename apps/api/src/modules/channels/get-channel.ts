import type { TChannelDocument } from '@hearth/domain';
import type { ChannelsDeps } from './channel-deps';
import { presentChannelDocument } from './channels.presenter';
import { readChannels } from './channels.queries';

/** `GET v3/channels/{id}`: the channel with its counts (404 when unknown); with accounts, they go to `included`. */
export const getChannel = async (
  options: ChannelsDeps & { channelId: string; includeAccounts: boolean },
): Promise<TChannelDocument> => {
  const { channels, accounts } = await readChannels(options);
  return presentChannelDocument(channels[0]!, accounts, options.apiMode);
};
