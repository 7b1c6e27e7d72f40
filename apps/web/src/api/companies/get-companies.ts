import type { TCompaniesResponse, TCompanyListItem } from '@hearth/domain/companies';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { companyKeys } from './keys';

/** `GET v3/companies?search=`: partner companies for the Partner typeahead (every partner type). */
export const getCompanies = async (search: string, signal?: AbortSignal): Promise<TCompanyListItem[]> =>
  (
    await api.get<TCompaniesResponse>('/api/v3/companies', {
      params: { search: search === '' ? undefined : search },
      signal,
    })
  ).data;

export const companiesQueryOptions = (search: string) =>
  queryOptions({
    queryKey: companyKeys.partners(search),
    queryFn: ({ signal }) => getCompanies(search, signal),
    staleTime: 5 * 60_000,
  });

export const useCompanies = (search: string, enabled: boolean) =>
  useQuery({ ...companiesQueryOptions(search), enabled, placeholderData: keepPreviousData });

/** `GET v3/companies?filters[ids]=`: the chosen partners whose names are not known here (a copied link). */
export const getCompaniesByIds = async (ids: string[], signal?: AbortSignal): Promise<TCompanyListItem[]> =>
  (await api.get<TCompaniesResponse>('/api/v3/companies', { params: { 'filters[ids]': ids.join(',') }, signal })).data;

export const companiesByIdsQueryOptions = (ids: string[]) => {
  const sorted = [...ids].sort();
  return queryOptions({
    queryKey: companyKeys.partnersByIds(sorted),
    queryFn: ({ signal }) => getCompaniesByIds(sorted, signal),
    staleTime: 5 * 60_000,
  });
};

/** Asks only when there are ids to name. */
export const useCompaniesByIds = (ids: string[]) =>
  useQuery({ ...companiesByIdsQueryOptions(ids), enabled: ids.length > 0, placeholderData: keepPreviousData });
