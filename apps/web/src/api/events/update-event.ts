import type { TPropertyEvent, TPropertyEventDocument, TUpdateEventRequest } from '@hearth/domain/events';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { eventKeys, staleAfterEventChange } from './keys';

export type UpdateEventInput = { propertyId: string; eventId: string; body: TUpdateEventRequest };

/** `PATCH v3/property-events/{id}` → 200 with the event as saved. */
export const updateEvent = async ({ eventId, body }: UpdateEventInput): Promise<TPropertyEvent> =>
  (await api.patch<TPropertyEventDocument>(`/api/v3/property-events/${encodeURIComponent(eventId)}`, body)).data;

export const useUpdateEvent = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateEvent,
    onSuccess: (event, { propertyId, eventId }) => {
      client.setQueryData(eventKeys.detail(eventId), event);
      return Promise.all(staleAfterEventChange(propertyId).map((queryKey) => client.invalidateQueries({ queryKey })));
    },
  });
};
