import type { TOrganisationDocument } from '@hearth/domain/organisation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { organisationKeys } from './keys';

/** `GET v3/organisation` (docs/product/setup.md#calls). */
export const getOrganisation = () => api.get<TOrganisationDocument>('/api/v3/organisation');

export const organisationQueryOptions = () =>
  queryOptions({ queryKey: organisationKeys.detail(), queryFn: getOrganisation });

export const useOrganisation = () => useQuery(organisationQueryOptions());
