import type { TPropertyKeysResponse } from '@hearth/domain/keys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { keyKeys } from './keys';

/** `GET v3/properties/{id}/keys`: the property's keys, primary first, with stores and distances. */
export const getPropertyKeys = (propertyId: string, signal?: AbortSignal) =>
  api.get<TPropertyKeysResponse>(`/api/v3/properties/${encodeURIComponent(propertyId)}/keys`, { signal });

export const propertyKeysOptions = (propertyId: string) =>
  queryOptions({
    queryKey: keyKeys.property(propertyId),
    queryFn: ({ signal }) => getPropertyKeys(propertyId, signal),
  });

export const usePropertyKeys = (propertyId: string) => useQuery(propertyKeysOptions(propertyId));
