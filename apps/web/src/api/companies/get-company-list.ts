import {
  COMPANY_LIST,
  type CompanySort,
  type TCompaniesParams,
  type TCompaniesResponse,
} from '@hearth/domain/companies';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { companyKeys } from './keys';

/** `GET v3/companies`: one page of the companies table of /users/companies and /companies (docs/product/companies.md#calls). */
export const getCompanyList = (search: string, sort: CompanySort | null, page: number, signal?: AbortSignal) =>
  api.get<TCompaniesResponse>('/api/v3/companies', {
    params: {
      'page[number]': page,
      'page[size]': COMPANY_LIST.pageSize,
      search: search === '' ? undefined : search,
      sort: sort ?? undefined,
    } satisfies TCompaniesParams,
    signal,
  });

/** Another page while the server has more and the last one was full (25 or more rows shown, docs/product/companies.md#limits). */
const nextPage = (last: TCompaniesResponse, pages: readonly TCompaniesResponse[]): number | undefined =>
  pages.length < last.meta.totalPages && last.data.length >= COMPANY_LIST.pageSize ? pages.length + 1 : undefined;

/** Keyed on the search and sort, so a changed search or sort starts again at page 1 (docs/product/companies.md#states). */
export const companyListOptions = (search: string, sort: CompanySort | null) =>
  infiniteQueryOptions({
    queryKey: companyKeys.list(search, sort ?? ''),
    queryFn: ({ pageParam, signal }) => getCompanyList(search, sort, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

/** The rows of the previous search or sort stay on screen (dimmed) until the new first page comes. */
export const useCompanyList = (search: string, sort: CompanySort | null) =>
  useInfiniteQuery({ ...companyListOptions(search, sort), placeholderData: keepPreviousData });
