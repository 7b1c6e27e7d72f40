import type { TChannelSyncDocument } from '@hearth/domain/channels';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { channelKeys } from './keys';

/** `POST v3/channel-listings/{id}/retry`: the account checked again and the calendar imported; the row afterwards. */
export const retryChannelListing = (listingId: string) =>
  api.post<TChannelSyncDocument>(`/api/v3/channel-listings/${encodeURIComponent(listingId)}/retry`, {});

/** The row, its account and the channel counts all may have changed: the channels area is read again. */
export const useRetryChannelListing = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryChannelListing,
    onSettled: () => queryClient.invalidateQueries({ queryKey: channelKeys.all }),
  });
};
