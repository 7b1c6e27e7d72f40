import type { Db } from '../../db/client';
import { findInScope } from '../../access/find-in-scope';
import type { ScopeCaller } from '../../access/scope';
import { findHistory } from '../../common/history/record-history';

/** `GET v3/properties/{id}/history`: every change to a property the caller reaches, from the audit log, newest first. */
export const findPropertyHistory = async (options: {
  db: Db;
  caller: ScopeCaller;
  id: string;
  page: { number: number; size: number };
}) => {
  const { row } = await findInScope(options.db, options.caller, 'property', options.id);
  return findHistory({ db: options.db, entity: 'property', entityId: row.id, page: options.page });
};
