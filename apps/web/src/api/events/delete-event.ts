import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { eventKeys, staleAfterEventChange } from './keys';

export type DeleteEventInput = { propertyId: string; eventId: string };

/** `DELETE v3/property-events/{id}` → 204. */
export const deleteEvent = async ({ eventId }: DeleteEventInput): Promise<void> =>
  apiRequest<void>(`/api/v3/property-events/${encodeURIComponent(eventId)}`, { method: 'DELETE' });

export const useDeleteEvent = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: (_nothing, { propertyId, eventId }) => {
      client.removeQueries({ queryKey: eventKeys.detail(eventId) });
      return Promise.all(staleAfterEventChange(propertyId).map((queryKey) => client.invalidateQueries({ queryKey })));
    },
  });
};
