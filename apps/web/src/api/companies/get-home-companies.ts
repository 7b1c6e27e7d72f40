import { COMPANY_LIST, type TCompaniesParams, type TCompaniesResponse } from '@hearth/domain/companies';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { companyKeys } from './keys';

/**
 * `GET v3/companies?sort=name&page[size]=100`: the companies a new home can belong to ('Add property'), by name; the
 * form puts the organisation's own company first.
 */
export const getHomeCompanies = (signal?: AbortSignal) =>
  api.get<TCompaniesResponse>('/api/v3/companies', {
    params: { sort: 'name', 'page[size]': COMPANY_LIST.pageSizeMax } satisfies TCompaniesParams,
    signal,
  });

export const homeCompaniesQueryOptions = () =>
  queryOptions({
    queryKey: companyKeys.homeCompanies(),
    queryFn: ({ signal }) => getHomeCompanies(signal),
    staleTime: 5 * 60_000,
  });

/** Asked only by those who choose the company (a licensee's homes are their company's). */
export const useHomeCompanies = (enabled: boolean) => useQuery({ ...homeCompaniesQueryOptions(), enabled });
