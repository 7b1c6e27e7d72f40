import type { TDocumentsResponse } from '@hearth/domain/resources';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { resourceKeys } from './keys';

/**
 * `GET v3/documents?structure=tree&search=` (docs/product/resources.md#calls: data as a tree). A failed load only logs (docs/product/resources.md#messages,
 * docs/product/resources.md#limits): the page shows the empty tree, never an error.
 */
export const getDocuments = async (search: string, signal?: AbortSignal): Promise<TDocumentsResponse> => {
  try {
    return await api.get<TDocumentsResponse>('/api/v3/documents', {
      params: { structure: 'tree', search: search || undefined },
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn('Documents did not load', error);
    return { data: [] };
  }
};

export const documentsOptions = (search: string) =>
  queryOptions({
    queryKey: resourceKeys.documentSearch(search),
    queryFn: ({ signal }) => getDocuments(search, signal),
    placeholderData: keepPreviousData,
  });

export const useDocuments = (search: string) => useQuery(documentsOptions(search));
