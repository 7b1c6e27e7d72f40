import type { TKeyDocument } from '@hearth/domain/keys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { keyKeys } from './keys';

/** `GET v3/keys/{id}` (docs/product/keys.md#calls): one key with its store and distance. */
export const getKey = (id: string, signal?: AbortSignal) =>
  api.get<TKeyDocument>(`/api/v3/keys/${encodeURIComponent(id)}`, { signal });

export const keyOptions = (id: string) =>
  queryOptions({ queryKey: keyKeys.detail(id), queryFn: ({ signal }) => getKey(id, signal) });

export const useKey = (id: string) => useQuery(keyOptions(id));
