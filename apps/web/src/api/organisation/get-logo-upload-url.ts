import type { LogoType, TLogoUrlResponse } from '@hearth/domain/companies';
import { api } from '../../lib/api-client';

/** `GET v3/organisation/logo-url?type=`: where to PUT the file, and the URL to save as the logo. */
export const getLogoUploadUrl = async (type: LogoType) =>
  (await api.get<TLogoUrlResponse>('/api/v3/organisation/logo-url', { params: { type } })).data.attributes;
