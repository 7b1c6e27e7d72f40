import type { TChannelAccountDocument } from '@hearth/domain/channels';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { channelKeys } from './keys';

/** `POST v3/channel-accounts/{id}/disconnect` (empty body): the account as it is afterwards. */
export const disconnectChannelAccount = (accountId: string) =>
  api.post<TChannelAccountDocument>(
    `/api/v3/channel-accounts/${encodeURIComponent(accountId)}/disconnect?include=listings`,
    {},
  );

/** The account's page takes the answer as is; the channel list (status pills, counts) is read again. */
export const useDisconnectChannelAccount = (accountId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => disconnectChannelAccount(accountId),
    onSuccess: (document) => {
      queryClient.setQueryData(channelKeys.account(accountId), document);
      void queryClient.invalidateQueries({ queryKey: channelKeys.list() });
    },
  });
};
