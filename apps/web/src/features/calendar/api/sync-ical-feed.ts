import type { TIcalImportResponse } from '@hearth/domain/calendar/ical.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateIcalQueries } from './invalidate-ical';

export type SyncIcalFeedInput = { propertyId: string; feedId: string };

/** `POST v3/ical-feeds/{feedId}/sync` → 200 import result; an unreachable feed is outcome 'failed' with the reason. */
export const syncIcalFeed = ({ feedId }: SyncIcalFeedInput): Promise<TIcalImportResponse> =>
  api.post<TIcalImportResponse>(`/api/v3/ical-feeds/${encodeURIComponent(feedId)}/sync`);

export const useSyncIcalFeed = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: syncIcalFeed,
    // A failed fetch changes no event but still writes lastError.
    onSettled: (_result, _error, { propertyId }) => invalidateIcalQueries(client, propertyId),
  });
};
