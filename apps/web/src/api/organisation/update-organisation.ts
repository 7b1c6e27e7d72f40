import type { TOrganisationDocument, TOrganisationUpdateRequest } from '@hearth/domain/organisation';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { PUBLIC_CONFIG_QUERY_KEY } from '../../lib/config';
import { organisationKeys } from './keys';

/** `PATCH v3/organisation`: any of its fields, or the logo (docs/product/setup.md#calls). */
export const updateOrganisation = (body: TOrganisationUpdateRequest) =>
  api.patch<TOrganisationDocument>('/api/v3/organisation', body);

/**
 * After a save: the form shows the answer at once, and the public config is read again so the header's name,
 * colour and logo change without a reload.
 */
export const afterOrganisationSaved = (queryClient: QueryClient, document: TOrganisationDocument) => {
  queryClient.setQueryData(organisationKeys.detail(), document);
  void queryClient.invalidateQueries({ queryKey: PUBLIC_CONFIG_QUERY_KEY });
};

export const useUpdateOrganisation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrganisation,
    onSuccess: (document) => afterOrganisationSaved(queryClient, document),
  });
};
