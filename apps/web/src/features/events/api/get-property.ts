import type { TPropertyDocument } from '@hearth/domain/calendar/calendar.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `GET v3/properties/{id}`: the event page reads only its name and address for the header line. */
export const getProperty = async (propertyId: string, signal?: AbortSignal): Promise<TPropertyDocument> =>
  api.get<TPropertyDocument>(`/api/v3/properties/${encodeURIComponent(propertyId)}`, { signal });

export const propertyQueryOptions = (propertyId: string) =>
  queryOptions({
    queryKey: ['properties', propertyId],
    queryFn: ({ signal }) => getProperty(propertyId, signal),
    staleTime: 60_000,
  });

export const useProperty = (propertyId: string) => useQuery(propertyQueryOptions(propertyId));
