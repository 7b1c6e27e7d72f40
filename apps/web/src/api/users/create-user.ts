import type { TCreateUserRequest, TUserDocument } from '@hearth/domain/users';
import { api } from '../../lib/api-client';
import { toUserRecord, type UserRecord } from './get-user';

/** The request, notification toggles included (the user form's name for it). */
export type CreateUserBody = TCreateUserRequest;

/**
 * `POST v3/users`: the new user is mailed a link where they choose a password. Its properties or company follow in
 * their own call (set-user-properties.ts, set-user-companies.ts); the user form runs the two as one save.
 */
export const createUser = async (body: CreateUserBody): Promise<UserRecord> =>
  toUserRecord(await api.post<TUserDocument>('/api/v3/users', body));
