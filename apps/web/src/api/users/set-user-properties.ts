import type { TUserDocument, TUserPropertiesRequest } from '@hearth/domain/users';
import { api } from '../../lib/api-client';
import { toUserRecord, type UserRecord } from './get-user';

/**
 * `POST v3/users/{id}/properties`: attaches properties by code; `fullMapping` makes the list the user's whole set of
 * that mapping type. A code already attached answers 409 without `fullMapping`.
 */
export const setUserProperties = async ({
  id,
  body,
}: {
  id: string;
  body: TUserPropertiesRequest;
}): Promise<UserRecord> =>
  toUserRecord(await api.post<TUserDocument>(`/api/v3/users/${encodeURIComponent(id)}/properties`, body));
