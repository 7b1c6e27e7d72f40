import { PROPERTY_LIST } from '@hearth/domain/properties/properties.constants';
import type { TUserListItem, TUserListResponse } from '@hearth/domain/properties/properties.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `GET v3/users` as the Owner typeahead asks it: page 1, 10 a page, role ROLE_OWNER (spec 000 §7). */
export const getOwners = async (search: string, signal?: AbortSignal): Promise<TUserListItem[]> =>
  (
    await api.get<TUserListResponse>('/api/v3/users', {
      params: {
        'page[number]': 1,
        'page[size]': PROPERTY_LIST.ownerTypeaheadPageSize,
        'filters[role]': 'ROLE_OWNER',
        search: search === '' ? undefined : search,
      },
      signal,
    })
  ).data;

export const ownersQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['users', 'owners', search],
    queryFn: ({ signal }) => getOwners(search, signal),
    staleTime: 60_000,
  });

export const useOwners = (search: string, enabled: boolean) =>
  useQuery({ ...ownersQueryOptions(search), enabled, placeholderData: keepPreviousData });
