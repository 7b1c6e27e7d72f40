import type { UserInclude } from '@hearth/domain';
import type { Db } from '../../db/client';
import { findUserInScope } from '../../access/people-scope';
import { scopeCallerOf } from '../../access/scope';
import type { SessionUser } from '../../types';
import { readUserRecord } from './users.queries';

/** `GET v3/users/{id}`: a user by id or code (404 out of the caller's reach) with the asked relations. */
export const getUser = async (options: {
  db: Db;
  caller: SessionUser;
  id: string;
  include: readonly UserInclude[];
}) => {
  const user = await findUserInScope(options.db, scopeCallerOf(options.caller), options.id);
  return readUserRecord({ db: options.db, caller: options.caller, user, include: options.include });
};
