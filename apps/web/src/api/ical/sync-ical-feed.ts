import type { TIcalImportResponse } from '@hearth/domain/ical';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { eventKeys } from '../events/keys';
import { icalKeys } from './keys';

export type SyncIcalFeedInput = { propertyId: string; feedId: string };

/** `POST v3/ical-feeds/{feedId}/sync` → 200 import result; an unreachable feed is outcome 'failed' with the reason. */
export const syncIcalFeed = ({ feedId }: SyncIcalFeedInput): Promise<TIcalImportResponse> =>
  api.post<TIcalImportResponse>(`/api/v3/ical-feeds/${encodeURIComponent(feedId)}/sync`);

export const useSyncIcalFeed = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: syncIcalFeed,
    // A failed fetch changes no event but still writes lastError.
    // The feed (last synced, last error, block count) and the property's events (the imported blocks) go stale.
    onSettled: (_result, _error, { propertyId }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: icalKeys.feeds(propertyId) }),
        client.invalidateQueries({ queryKey: eventKeys.property(propertyId) }),
      ]),
  });
};
