import { findPayeeInScope } from '../../access/payee-scope';
import type { ScopeCaller } from '../../access/scope';
import type { Db } from '../../db/client';
import { findHistory } from '../../common/history/record-history';

/** `GET v3/users/{id}/bank-accounts/history`: every change to an owner's bank details, masked, newest first. */
export const findBankAccountHistory = async (options: {
  db: Db;
  caller: ScopeCaller;
  id: string;
  page: { number: number; size: number };
}) => {
  const payee = await findPayeeInScope(options.db, options.caller, options.id);
  return findHistory({ db: options.db, entity: 'bank-account', entityId: payee.id, page: options.page });
};
