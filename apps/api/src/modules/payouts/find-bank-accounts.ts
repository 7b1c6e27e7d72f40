import { eq } from 'drizzle-orm';
import { can } from '@hearth/domain';
import { findPayeeInScope } from '../../access/payee-scope';
import type { ScopeCaller } from '../../access/scope';
import type { Db } from '../../db/client';
import { ownerBankAccounts } from '../../db/schema';
import { maskBankDetails, openBankDetails } from './bank-details';
import { presentBankAccounts } from './payouts.presenter';
import { readNames } from './payouts.queries';

/** `GET v3/users/{id}/bank-accounts` (docs/product/payouts.md#calls): an owner's accounts, masked, to whoever reaches them. */
export const findBankAccounts = async (options: { db: Db; caller: ScopeCaller; credentialKey: string; id: string }) => {
  const { db } = options;
  const payee = await findPayeeInScope(db, options.caller, options.id);
  const rows = await db.select().from(ownerBankAccounts).where(eq(ownerBankAccounts.userId, payee.id));
  const names = await readNames(
    db,
    rows.map((row) => row.updatedByUserId),
  );
  return presentBankAccounts({
    payee,
    accounts: rows.map((row) => ({
      row,
      masked: maskBankDetails(openBankDetails(row.country, row.detailsSealed, options.credentialKey)),
    })),
    names,
    canEdit: can(options.caller, 'bank-account:manage'),
  });
};
