import { OWNER_ROLE } from '@hearth/domain/access';
import { PROPERTY_LIST } from '@hearth/domain/properties';
import { type TUserListItem, type TUserListParams, type TUserListResponse } from '@hearth/domain/users';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { userKeys } from './keys';

/** `GET v3/users` as the Owner typeahead asks it: page 1, 10 a page, the owner role (docs/product/users.md#calls). */
export const getOwners = async (search: string, signal?: AbortSignal): Promise<TUserListItem[]> =>
  (
    await api.get<TUserListResponse>('/api/v3/users', {
      params: {
        'page[number]': 1,
        'page[size]': PROPERTY_LIST.ownerTypeaheadPageSize,
        'filters[role]': OWNER_ROLE,
        search: search === '' ? undefined : search,
      } satisfies TUserListParams,
      signal,
    })
  ).data;

export const ownersQueryOptions = (search: string) =>
  queryOptions({
    queryKey: userKeys.owners(search),
    queryFn: ({ signal }) => getOwners(search, signal),
    staleTime: 60_000,
  });

export const useOwners = (search: string, enabled: boolean) =>
  useQuery({ ...ownersQueryOptions(search), enabled, placeholderData: keepPreviousData });

/** `GET v3/users?filters[ids]=`: the chosen owners whose names are not known here (a copied link), one page. */
export const getOwnersByIds = async (ids: string[], signal?: AbortSignal): Promise<TUserListItem[]> =>
  (
    await api.get<TUserListResponse>('/api/v3/users', {
      params: {
        'page[number]': 1,
        'page[size]': Math.min(Math.max(ids.length, 1), PROPERTY_LIST.pageSizeMax),
        'filters[role]': OWNER_ROLE,
        'filters[ids]': ids.join(','),
      } satisfies TUserListParams,
      signal,
    })
  ).data;

export const ownersByIdsQueryOptions = (ids: string[]) => {
  const sorted = [...ids].sort();
  return queryOptions({
    queryKey: userKeys.ownersByIds(sorted),
    queryFn: ({ signal }) => getOwnersByIds(sorted, signal),
    staleTime: 60_000,
  });
};

/** Asks only when there are ids to name. */
export const useOwnersByIds = (ids: string[]) =>
  useQuery({ ...ownersByIdsQueryOptions(ids), enabled: ids.length > 0, placeholderData: keepPreviousData });
