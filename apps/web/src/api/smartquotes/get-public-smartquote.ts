import type { TPublicSmartquote } from '@hearth/domain/smartquotes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { smartquoteKeys } from './keys';

/** `GET public/smartquotes/{token}`: a published quote as its owner sees it; no session (issue 16 item 2). */
export const getPublicSmartquote = (token: string, signal?: AbortSignal) =>
  api.get<TPublicSmartquote>(`/api/public/smartquotes/${encodeURIComponent(token)}`, { signal });

export const publicSmartquoteOptions = (token: string) =>
  queryOptions({
    queryKey: smartquoteKeys.public(token),
    queryFn: ({ signal }) => getPublicSmartquote(token, signal),
  });

export const usePublicSmartquote = (token: string) => useQuery(publicSmartquoteOptions(token));
