import { and, eq } from 'drizzle-orm';
import { checkNzAccountNumber, type TBankAccountInput } from '@hearth/domain';
import { findPayeeInScope } from '../../access/payee-scope';
import type { ScopeCaller } from '../../access/scope';
import type { Db } from '../../db/client';
import { ownerBankAccounts } from '../../db/schema';
import { auditedChange, type AuditEntry } from '../../lib/audit';
import {
  maskBankDetails,
  openBankDetails,
  sealBankDetails,
  type BankDetails,
  type MaskedDetails,
} from './bank-details';
import { presentBankAccount } from './payouts.presenter';
import { readNames } from './payouts.queries';

/** What the history keeps of an account: the BSB, the number masked, the name (docs/product/payouts.md#rules). */
const historyView = (country: 'AU' | 'NZ', masked: MaskedDetails, accountName: string) =>
  country === 'AU'
    ? { auBsb: masked.bsb, auAccountNumber: masked.accountNumber, auAccountName: accountName }
    : { nzAccountNumber: masked.accountNumber, nzAccountName: accountName };

const detailsOf = (input: TBankAccountInput): BankDetails => {
  if (input.country === 'AU') return { country: 'AU', bsb: input.bsb, accountNumber: input.accountNumber };
  const check = checkNzAccountNumber(input.accountNumber);
  // The schema checked it already; this narrows the type.
  if (!check.ok) throw new Error('A New Zealand account number the schema let through is not valid');
  return { country: 'NZ', account: check.account };
};

/**
 * `PUT v3/users/{id}/bank-accounts` (docs/product/payouts.md#calls): sets or replaces the owner's account of one
 * country, sealed; finance and admin only (the route's `bank-account:manage`). One audited change
 * ('payouts.bank-account.set') whose before and after are masked.
 */
export const setBankAccount = async (options: {
  db: Db;
  caller: ScopeCaller;
  actor: AuditEntry['actor'];
  credentialKey: string;
  id: string;
  input: TBankAccountInput;
  now?: Date;
}) => {
  const { db, input } = options;
  const payee = await findPayeeInScope(db, options.caller, options.id);
  const details = detailsOf(input);
  const now = options.now ?? new Date();
  const row = await auditedChange(db, async (tx) => {
    const [current] = await tx
      .select()
      .from(ownerBankAccounts)
      .where(and(eq(ownerBankAccounts.userId, payee.id), eq(ownerBankAccounts.country, input.country)))
      .for('update');
    const values = {
      detailsSealed: sealBankDetails(details, options.credentialKey),
      accountName: input.accountName,
      updatedByUserId: options.actor.userId,
      updatedAt: now,
    };
    const [saved] = await tx
      .insert(ownerBankAccounts)
      .values({ userId: payee.id, country: input.country, ...values })
      .onConflictDoUpdate({ target: [ownerBankAccounts.userId, ownerBankAccounts.country], set: values })
      .returning();
    const before = current
      ? historyView(
          current.country,
          maskBankDetails(openBankDetails(current.country, current.detailsSealed, options.credentialKey)),
          current.accountName,
        )
      : null;
    return {
      result: saved!,
      audit: {
        actor: options.actor,
        action: 'payouts.bank-account.set',
        entity: 'bank-account',
        entityId: payee.id,
        before,
        after: historyView(input.country, maskBankDetails(details), input.accountName),
      },
    };
  });
  const names = await readNames(db, [row.updatedByUserId]);
  return { data: presentBankAccount(row, maskBankDetails(details), names) };
};
