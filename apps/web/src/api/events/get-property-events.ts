import type { TPropertyEventsResponse } from '@hearth/domain/events';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import type { CalendarWindow } from '../window';
import { eventKeys } from './keys';

/** `GET v3/properties/{id}/events`: blocks and holds (start and end inclusive) of the load window. */
export const getPropertyEvents = (propertyId: string, window: CalendarWindow, signal?: AbortSignal) =>
  api.get<TPropertyEventsResponse>(`/api/v3/properties/${encodeURIComponent(propertyId)}/events`, {
    params: window,
    signal,
  });

export const propertyEventsOptions = (propertyId: string, window: CalendarWindow) =>
  queryOptions({
    queryKey: eventKeys.list(propertyId, window),
    queryFn: ({ signal }) => getPropertyEvents(propertyId, window, signal),
  });

/** Only for those who may view events (the `event:view` action). */
export const usePropertyEvents = (propertyId: string, window: CalendarWindow, enabled: boolean) =>
  useQuery({ ...propertyEventsOptions(propertyId, window), enabled });
