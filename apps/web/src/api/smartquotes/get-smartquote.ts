import type { TSmartquoteDocument } from '@hearth/domain/smartquotes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { smartquoteKeys } from './keys';

/** `GET v3/smartquotes/{id}`: one quote without its overview (the wizard's steps). */
export const getSmartquote = (id: string, signal?: AbortSignal) =>
  api.get<TSmartquoteDocument>(`/api/v3/smartquotes/${encodeURIComponent(id)}`, { signal });

export const smartquoteQueryOptions = (id: string) =>
  queryOptions({
    queryKey: smartquoteKeys.document(id, []),
    queryFn: ({ signal }) => getSmartquote(id, signal),
  });

/** Asks only for a real id: 'new' is a quote not yet created. */
export const useSmartquote = (id: string | null) =>
  useQuery({ ...smartquoteQueryOptions(id ?? ''), enabled: id !== null });
