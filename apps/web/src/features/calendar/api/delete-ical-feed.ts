import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateIcalQueries } from './invalidate-ical';

export type DeleteIcalFeedInput = { propertyId: string; feedId: string };

/** `DELETE v3/ical-feeds/{feedId}` → 204; the feed's blocks go with it. */
export const deleteIcalFeed = async ({ feedId }: DeleteIcalFeedInput): Promise<void> =>
  apiRequest<void>(`/api/v3/ical-feeds/${encodeURIComponent(feedId)}`, { method: 'DELETE' });

export const useDeleteIcalFeed = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteIcalFeed,
    onSuccess: (_nothing, { propertyId }) => invalidateIcalQueries(client, propertyId),
  });
};
