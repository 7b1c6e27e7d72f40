import type { TChannelAccountDocument, TChannelConnectBody } from '@hearth/domain/channels';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { channelKeys } from './keys';

/**
 * `POST v3/channel-accounts/{id}/connect` with the feed URL or API key: checked by the channel first; the account as
 * it is afterwards, or 422 with the channel's reason (the account is then Failed with it).
 */
export const connectChannelAccount = (accountId: string, body: TChannelConnectBody) =>
  api.post<TChannelAccountDocument>(
    `/api/v3/channel-accounts/${encodeURIComponent(accountId)}/connect?include=listings`,
    body,
  );

/** Either way the account changed (Connected, or Failed with a reason): its page and the lists are read again. */
export const useConnectChannelAccount = (accountId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TChannelConnectBody) => connectChannelAccount(accountId, body),
    onSuccess: (document) => queryClient.setQueryData(channelKeys.account(accountId), document),
    onSettled: () => queryClient.invalidateQueries({ queryKey: channelKeys.all }),
  });
};
