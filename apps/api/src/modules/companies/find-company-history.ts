import type { Db } from '../../db/client';
import { findCompanyInScope } from '../../access/people-scope';
import type { ScopeCaller } from '../../access/scope';
import { findHistory } from '../../common/history/record-history';

/** `GET v3/companies/{id}/history`: every change to a company from the audit log, newest first. */
export const findCompanyHistory = async (options: {
  db: Db;
  caller: ScopeCaller;
  id: string;
  page: { number: number; size: number };
}) => {
  const company = await findCompanyInScope(options.db, options.caller, options.id);
  return findHistory({ db: options.db, entity: 'companies', entityId: company.id, page: options.page });
};
