import { SMARTQUOTE_LIMITS } from '@hearth/domain/smartquotes';
import type { TCompaniesResponse, TCompanyListItem } from '@hearth/domain/companies';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { smartquoteKeys } from './keys';

/**
 * `GET v3/companies?search=&page[number]=1&page[size]=10`: the companies a quote can be for (docs/product/smartquotes.md#calls, #limits). A
 * licensee is answered only their own company.
 */
export const getQuoteCompanies = async (search: string, signal?: AbortSignal): Promise<TCompanyListItem[]> =>
  (
    await api.get<TCompaniesResponse>('/api/v3/companies', {
      params: {
        search: search === '' ? undefined : search,
        'page[number]': 1,
        'page[size]': SMARTQUOTE_LIMITS.companyPageSize,
      },
      signal,
    })
  ).data;

export const quoteCompaniesOptions = (search: string) =>
  queryOptions({
    queryKey: smartquoteKeys.companies(search),
    queryFn: ({ signal }) => getQuoteCompanies(search, signal),
    staleTime: 60_000,
  });

/** The previous search's companies stay listed while the next search loads. */
export const useQuoteCompanies = (search: string) =>
  useQuery({ ...quoteCompaniesOptions(search), placeholderData: keepPreviousData });
