import type { TCreateEventRequest, TPropertyEvent, TPropertyEventDocument } from '@hearth/domain/events';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { staleAfterEventChange } from './keys';

export type CreateEventInput = { propertyId: string; body: TCreateEventRequest };

/** `POST v3/properties/{propertyId}/events` → 201 with the new event. */
export const createEvent = async ({ propertyId, body }: CreateEventInput): Promise<TPropertyEvent> =>
  (await api.post<TPropertyEventDocument>(`/api/v3/properties/${encodeURIComponent(propertyId)}/events`, body)).data;

export const useCreateEvent = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: (_event, { propertyId }) =>
      Promise.all(staleAfterEventChange(propertyId).map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
};
