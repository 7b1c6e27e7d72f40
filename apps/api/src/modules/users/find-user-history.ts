import type { Db } from '../../db/client';
import { findUserInScope } from '../../access/people-scope';
import { scopeCallerOf } from '../../access/scope';
import { findHistory } from '../../common/history/record-history';
import type { SessionUser } from '../../types';

/** `GET v3/users/{id}/history`: every change to a user from the audit log, newest first. */
export const findUserHistory = async (options: {
  db: Db;
  caller: SessionUser;
  id: string;
  page: { number: number; size: number };
}) => {
  const user = await findUserInScope(options.db, scopeCallerOf(options.caller), options.id);
  return findHistory({ db: options.db, entity: 'users', entityId: user.id, page: options.page });
};
