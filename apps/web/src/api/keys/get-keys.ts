import type { TKeysParams, TKeysResponse } from '@hearth/domain/keys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { keyKeys } from './keys';

/** What a keys list is asked by; the page size is the fetcher's. */
export type KeysParams = Pick<TKeysParams, 'name' | 'assignedToProperty' | 'storeId'>;

/** `GET v3/keys?name=&assignedToProperty=0&storeId=` (docs/product/keys.md#calls): keys by name; `0` the ones waiting in stores. */
export const getKeys = (params: KeysParams, signal?: AbortSignal) =>
  api.get<TKeysResponse>('/api/v3/keys', {
    params: {
      name: params.name || undefined,
      assignedToProperty: params.assignedToProperty,
      storeId: params.storeId,
      'page[size]': 100,
    } satisfies TKeysParams,
    signal,
  });

export const keysOptions = (params: KeysParams) =>
  queryOptions({ queryKey: keyKeys.list(params), queryFn: ({ signal }) => getKeys(params, signal) });

/** The keys waiting in one store: what the assign picker offers. */
export const useUnassignedKeys = (storeId: string | null) =>
  useQuery({ ...keysOptions({ assignedToProperty: '0', storeId: storeId ?? undefined }), enabled: storeId !== null });
