import type { TCompanyDocument } from '@hearth/domain/companies';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { companyKeys } from './keys';

/** `GET v3/companies/{id}?include=users`: the company page, with its users. */
export const getCompany = (id: string, signal?: AbortSignal) =>
  api.get<TCompanyDocument>(`/api/v3/companies/${encodeURIComponent(id)}`, { params: { include: 'users' }, signal });

export const companyOptions = (id: string) =>
  queryOptions({ queryKey: companyKeys.detail(id), queryFn: ({ signal }) => getCompany(id, signal) });

export const useCompany = (id: string) => useQuery(companyOptions(id));
