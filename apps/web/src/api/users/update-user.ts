import type { TUpdateUserRequest, TUserDocument } from '@hearth/domain/users';
import { api } from '../../lib/api-client';
import { toUserRecord, type UserRecord } from './get-user';

/** The request, notification toggles included (the user form's name for it). */
export type UpdateUserBody = TUpdateUserRequest;

/** `PATCH v3/users/{id}` with only the fields the form changed. */
export const updateUser = async ({ id, body }: { id: string; body: UpdateUserBody }): Promise<UserRecord> =>
  toUserRecord(await api.patch<TUserDocument>(`/api/v3/users/${encodeURIComponent(id)}`, body));
