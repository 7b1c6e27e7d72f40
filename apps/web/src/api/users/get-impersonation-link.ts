import type { TImpersonateResponse } from '@hearth/domain/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { userKeys } from './keys';

/** `GET v3/users/{id}/impersonate`: a single-use log-in-as link (error code USER_IMPERSONATE_ERROR, docs/product/users.md#calls). */
export const getImpersonationLink = async (id: string, signal?: AbortSignal) =>
  (await api.get<TImpersonateResponse>(`/api/v3/users/${encodeURIComponent(id)}/impersonate`, { signal })).data
    .attributes;

/**
 * Asked once each time the log-in-as modal opens: a link works once, so it is never reused from the cache (gcTime 0),
 * refetched behind the user's back while they copy it, or retried.
 */
export const impersonationLinkOptions = (id: string) =>
  queryOptions({
    queryKey: userKeys.impersonationLink(id),
    queryFn: ({ signal }) => getImpersonationLink(id, signal),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export const useImpersonationLink = (id: string) => useQuery(impersonationLinkOptions(id));
