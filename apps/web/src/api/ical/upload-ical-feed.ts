import type { TIcalImportResponse } from '@hearth/domain/ical';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export type UploadIcalFeedInput = { propertyId: string; feedId: string; text: string };

/**
 * `POST v3/ical-feeds/{feedId}/upload` with the .ics text as `text/calendar` → 202 with the running import (the
 * offline mode); follow it with useIcalImport, which reloads the feed and the calendar when it finishes.
 */
export const uploadIcalFeed = ({ feedId, text }: UploadIcalFeedInput): Promise<TIcalImportResponse> =>
  api.post<TIcalImportResponse>(`/api/v3/ical-feeds/${encodeURIComponent(feedId)}/upload`, text, {
    contentType: 'text/calendar',
  });

export const useUploadIcalFeed = () => useMutation({ mutationFn: uploadIcalFeed });
