import type { TPropertyEvent, TPropertyEventDocument } from '@hearth/domain/events';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { eventKeys } from './keys';

/** `GET v3/property-events/{id}`: the event being edited. */
export const getEvent = async (eventId: string, signal?: AbortSignal): Promise<TPropertyEvent> =>
  (await api.get<TPropertyEventDocument>(`/api/v3/property-events/${encodeURIComponent(eventId)}`, { signal })).data;

export const eventQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: eventKeys.detail(eventId),
    queryFn: ({ signal }) => getEvent(eventId, signal),
    // The form copies the event once; a background refetch must not overwrite what the user is typing.
    staleTime: Infinity,
  });

/** Asks only when the user may see events (the page shows the permission message otherwise). */
export const useEvent = (eventId: string, enabled = true) => useQuery({ ...eventQueryOptions(eventId), enabled });
