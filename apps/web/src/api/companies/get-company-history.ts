import { companyKeys } from './keys';

/** `GET v3/companies/{id}/history`: what the shared change history (components/change-history.tsx) reads. */
export const companyHistorySource = (id: string) => ({
  url: `/api/v3/companies/${encodeURIComponent(id)}/history`,
  queryKey: companyKeys.history(id),
});
