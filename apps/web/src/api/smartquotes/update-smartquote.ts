import type { TSmartquoteDocument, TSmartquoteUpdateBody } from '@hearth/domain/smartquotes';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { smartquoteKeys } from './keys';

/** `PATCH v3/smartquotes/{id}`: any of property, settings and owner; the server merges them. */
export const updateSmartquote = (id: string, body: TSmartquoteUpdateBody) =>
  api.patch<TSmartquoteDocument>(`/api/v3/smartquotes/${encodeURIComponent(id)}`, body);

/**
 * The saved quote is what the wizard shows next (no second fetch); everything else of the area (the list, the
 * overview with its forecast) is marked stale and reloads when next shown.
 */
export const afterSmartquoteSaved = async (queryClient: QueryClient, document: TSmartquoteDocument) => {
  const key = smartquoteKeys.document(document.data.id, []);
  queryClient.setQueryData(key, { data: document.data });
  await queryClient.invalidateQueries({
    queryKey: smartquoteKeys.all,
    predicate: (query) => JSON.stringify(query.queryKey) !== JSON.stringify(key),
  });
};

export const useUpdateSmartquote = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSmartquoteUpdateBody) => updateSmartquote(id, body),
    onSuccess: (document) => afterSmartquoteSaved(queryClient, document),
  });
};
