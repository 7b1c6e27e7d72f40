import { PROPERTY_INCLUDES, type TPropertyDocument } from '@hearth/domain/properties';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { propertyKeys } from './keys';

const include = PROPERTY_INCLUDES.join(',');

/**
 * `GET v3/properties/{id}` with the include list of relations (docs/product/properties.md#calls): the calendar's header and facts, and the
 * event page's name, address and time zone read the same cache entry.
 */
export const getProperty = (propertyId: string, signal?: AbortSignal): Promise<TPropertyDocument> =>
  api.get<TPropertyDocument>(`/api/v3/properties/${encodeURIComponent(propertyId)}`, { params: { include }, signal });

export const propertyQueryOptions = (propertyId: string) =>
  queryOptions({
    queryKey: propertyKeys.detail(propertyId),
    queryFn: ({ signal }) => getProperty(propertyId, signal),
    staleTime: 60_000,
  });

export const useProperty = (propertyId: string) => useQuery(propertyQueryOptions(propertyId));
