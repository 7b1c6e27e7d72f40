import type { NotificationToggle, TUpdateUserRequest, TUserDocument } from '@hearth/domain/users';
import { api } from '../../lib/api-client';
import { toUserRecord, type UserRecord } from './get-user';

/** The request with its notification toggles typed (the schema builds them from a list). */
export type UpdateUserBody = TUpdateUserRequest & Partial<Record<NotificationToggle, boolean>>;

/** `PATCH v3/users/{id}` with only the fields the form changed. */
export const updateUser = async ({ id, body }: { id: string; body: UpdateUserBody }): Promise<UserRecord> =>
  toUserRecord(await api.patch<TUserDocument>(`/api/v3/users/${encodeURIComponent(id)}`, body));
