import type { TIcalImportResponse } from '@hearth/domain/ical';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export type SyncIcalFeedInput = { propertyId: string; feedId: string };

/**
 * `POST v3/ical-feeds/{feedId}/sync` → 202 with the running import; follow it with useIcalImport. An unreachable
 * feed ends with outcome 'failed' and the reason.
 */
export const syncIcalFeed = ({ feedId }: SyncIcalFeedInput): Promise<TIcalImportResponse> =>
  api.post<TIcalImportResponse>(`/api/v3/ical-feeds/${encodeURIComponent(feedId)}/sync`);

export const useSyncIcalFeed = () => useMutation({ mutationFn: syncIcalFeed });
