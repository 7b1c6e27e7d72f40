import type { TLinksResponse } from '@hearth/domain/links';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { linkKeys } from './keys';

export type MenuLink = TLinksResponse['data'][number];

/** `GET v3/links`: the links the caller's menus offer (licensees get 'Property Submission'). */
export const getLinks = async (signal?: AbortSignal): Promise<MenuLink[]> =>
  (await api.get<TLinksResponse>('/api/v3/links', { signal })).data;

export const linksQueryOptions = () =>
  queryOptions({ queryKey: linkKeys.all, queryFn: ({ signal }) => getLinks(signal), staleTime: 5 * 60_000 });

export const useLinks = (enabled: boolean) => useQuery({ ...linksQueryOptions(), enabled });
