import type { TCompanyDocument, TCompanySettingsRequest } from '@hearth/domain/companies';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { SESSION_QUERY_KEY } from '../../lib/auth';
import { companyKeys } from './keys';

/** `PATCH v3/companies/{id}?include=users` with one setting: logo, brand colour or LTR fee (docs/product/companies.md#calls). */
export const updateCompanySettings = (id: string, body: TCompanySettingsRequest) =>
  api.patch<TCompanyDocument>(`/api/v3/companies/${encodeURIComponent(id)}`, body, { params: { include: 'users' } });

/**
 * After a save: the page shows the answer at once, the history and the tables catch up, and the session is read
 * again so that a licensee's header shows their new logo and the app their new brand colour.
 */
export const afterCompanySaved = (queryClient: QueryClient, id: string, document: TCompanyDocument) => {
  queryClient.setQueryData(companyKeys.detail(id), document);
  void queryClient.invalidateQueries({ queryKey: companyKeys.detail(id) });
  void queryClient.invalidateQueries({ queryKey: companyKeys.history(id) });
  void queryClient.invalidateQueries({ queryKey: companyKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
};

export const useUpdateCompanySettings = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCompanySettingsRequest) => updateCompanySettings(id, body),
    onSuccess: (document) => afterCompanySaved(queryClient, id, document),
  });
};
