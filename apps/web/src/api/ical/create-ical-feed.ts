import type { TCreateIcalFeedRequest, TIcalFeed } from '@hearth/domain/ical';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { icalKeys } from './keys';

export type CreateIcalFeedInput = { propertyId: string; body: TCreateIcalFeedRequest };

/** `POST v3/properties/{id}/ical-feeds` → 201 with the new feed. */
export const createIcalFeed = async ({ propertyId, body }: CreateIcalFeedInput): Promise<TIcalFeed> =>
  (await api.post<{ data: TIcalFeed }>(`/api/v3/properties/${encodeURIComponent(propertyId)}/ical-feeds`, body)).data;

export const useCreateIcalFeed = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createIcalFeed,
    onSuccess: (_feed, { propertyId }) => client.invalidateQueries({ queryKey: icalKeys.feeds(propertyId) }),
  });
};
