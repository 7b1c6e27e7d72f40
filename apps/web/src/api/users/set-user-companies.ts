import type { TUserCompaniesRequest, TUserDocument } from '@hearth/domain/users';
import { api } from '../../lib/api-client';
import { toUserRecord, type UserRecord } from './get-user';

/** `POST v3/users/{id}/companies`: a licensee's partner company (at most one); `fullMapping` replaces it. */
export const setUserCompanies = async ({
  id,
  body,
}: {
  id: string;
  body: TUserCompaniesRequest;
}): Promise<UserRecord> =>
  toUserRecord(await api.post<TUserDocument>(`/api/v3/users/${encodeURIComponent(id)}/companies`, body));
