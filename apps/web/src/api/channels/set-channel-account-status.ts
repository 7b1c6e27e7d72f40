import type { TChannelAccountDocument } from '@hearth/domain/channels';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { channelKeys } from './keys';

export type ChannelAccountAction = 'connect' | 'disconnect';

/** `POST v3/channel-accounts/{id}/connect` or `/disconnect` (empty body): the account as it is afterwards. */
export const setChannelAccountStatus = (accountId: string, action: ChannelAccountAction) =>
  api.post<TChannelAccountDocument>(
    `/api/v3/channel-accounts/${encodeURIComponent(accountId)}/${action}?include=listings`,
    {},
  );

/** The account's page takes the answer as is; the channel list (status pills, counts) is read again. */
export const useSetChannelAccountStatus = (accountId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ChannelAccountAction) => setChannelAccountStatus(accountId, action),
    onSuccess: (document) => {
      queryClient.setQueryData(channelKeys.account(accountId), document);
      void queryClient.invalidateQueries({ queryKey: channelKeys.list() });
    },
  });
};
