import type { TCompaniesResponse, TCompanyListItem } from '@hearth/domain/companies';
import type { PartnerType } from '@hearth/domain/properties';
import { USER_LIST } from '@hearth/domain/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { companyKeys } from './keys';

/** Licensees belong to a licensee partner company (docs/product/companies.md#screens 'company assignment'). */
const LICENSEE_PARTNER_TYPE: PartnerType = 'Franchise - Licensee';

/** `GET v3/companies?partnerType=Franchise - Licensee&page[size]=100`: the companies a licensee can be assigned to. */
export const getLicenseeCompanies = async (signal?: AbortSignal): Promise<TCompanyListItem[]> =>
  (
    await api.get<TCompaniesResponse>('/api/v3/companies', {
      params: { partnerType: LICENSEE_PARTNER_TYPE, 'page[size]': USER_LIST.pageSizeMax },
      signal,
    })
  ).data;

export const licenseeCompaniesQueryOptions = () =>
  queryOptions({
    queryKey: companyKeys.licenseePartners(),
    queryFn: ({ signal }) => getLicenseeCompanies(signal),
    staleTime: 5 * 60_000,
  });

export const useLicenseeCompanies = (enabled: boolean) => useQuery({ ...licenseeCompaniesQueryOptions(), enabled });
