import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { eventKeys } from '../events/keys';
import { icalKeys } from './keys';

export type DeleteIcalFeedInput = { propertyId: string; feedId: string };

/** `DELETE v3/ical-feeds/{feedId}` → 204; the feed's blocks go with it. */
export const deleteIcalFeed = async ({ feedId }: DeleteIcalFeedInput): Promise<void> =>
  apiRequest<void>(`/api/v3/ical-feeds/${encodeURIComponent(feedId)}`, { method: 'DELETE' });

export const useDeleteIcalFeed = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteIcalFeed,
    // The feed (last synced, last error, block count) and the property's events (the imported blocks) go stale.
    onSuccess: (_nothing, { propertyId }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: icalKeys.feeds(propertyId) }),
        client.invalidateQueries({ queryKey: eventKeys.property(propertyId) }),
      ]),
  });
};
