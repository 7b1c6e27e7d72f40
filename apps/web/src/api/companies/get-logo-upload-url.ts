import type { LogoType, TLogoUrlResponse } from '@hearth/domain/companies';
import { api } from '../../lib/api-client';

/** `GET v3/companies/{id}/logo-url?type=`: where to PUT the file, and the URL to save as the logo (docs/product/companies.md#calls). */
export const getLogoUploadUrl = async (companyId: string, type: LogoType) =>
  (
    await api.get<TLogoUrlResponse>(`/api/v3/companies/${encodeURIComponent(companyId)}/logo-url`, {
      params: { type },
    })
  ).data.attributes;
