import type { TChannelsResponse } from '@hearth/domain';
import type { ChannelsDeps } from './channel-deps';
import { presentChannels } from './channels.presenter';
import { readChannels } from './channels.queries';

/** `GET v3/channels`: each channel with its counts; with accounts, they go to `included`. */
export const findChannels = async (
  options: ChannelsDeps & { includeAccounts: boolean },
): Promise<TChannelsResponse> => {
  const { channels, accounts } = await readChannels(options);
  return presentChannels(channels, accounts, options.apiMode);
};
