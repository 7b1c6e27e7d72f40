import type { TIcalFeedsResponse } from '@hearth/domain/ical';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { icalKeys } from './keys';

/** `GET v3/properties/{id}/ical-feeds`: the channel calendars this property imports. */
export const getIcalFeeds = (propertyId: string, signal?: AbortSignal): Promise<TIcalFeedsResponse> =>
  api.get<TIcalFeedsResponse>(`/api/v3/properties/${encodeURIComponent(propertyId)}/ical-feeds`, { signal });

export const icalFeedsOptions = (propertyId: string) =>
  queryOptions({
    queryKey: icalKeys.feeds(propertyId),
    queryFn: ({ signal }) => getIcalFeeds(propertyId, signal),
  });

/** Asked only while the panel is open, and only by admin, staff and licensees. */
export const useIcalFeeds = (propertyId: string, enabled: boolean) =>
  useQuery({ ...icalFeedsOptions(propertyId), enabled });
