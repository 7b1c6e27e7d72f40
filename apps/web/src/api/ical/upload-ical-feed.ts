import type { TIcalImportResponse } from '@hearth/domain/ical';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { eventKeys } from '../events/keys';
import { icalKeys } from './keys';

export type UploadIcalFeedInput = { propertyId: string; feedId: string; text: string };

/** `POST v3/ical-feeds/{feedId}/upload` with the .ics text as `text/calendar` → 200 import result (the offline mode). */
export const uploadIcalFeed = ({ feedId, text }: UploadIcalFeedInput): Promise<TIcalImportResponse> =>
  api.post<TIcalImportResponse>(`/api/v3/ical-feeds/${encodeURIComponent(feedId)}/upload`, text, {
    contentType: 'text/calendar',
  });

export const useUploadIcalFeed = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadIcalFeed,
    // The feed (last synced, last error, block count) and the property's events (the imported blocks) go stale.
    onSettled: (_result, _error, { propertyId }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: icalKeys.feeds(propertyId) }),
        client.invalidateQueries({ queryKey: eventKeys.property(propertyId) }),
      ]),
  });
};
