import {
  checkNzAccountNumber,
  formatBsb,
  HTTP,
  maskAccountNumber,
  maskNzAccountNumber,
  PAYOUT_ERROR_CODES,
  PAYOUT_MESSAGES,
  type ZUpdatePayoutSettingsRequest,
} from '@hearth/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { payoutSettings } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { auditedChange, type AuditEntry } from '../../lib/audit';
import { sealBankDetails } from './bank-details';
import { abaSideOf, nzSideOf, type AbaSide, type NzSide } from './payout-settings';
import type { PayoutSettingsRow } from './payouts.queries';

type Input = z.output<typeof ZUpdatePayoutSettingsRequest>['data']['attributes'];

/** The settings as the history shows them: account numbers masked. */
const historyView = (au: AbaSide | null, nz: NzSide | null) => ({
  auUserName: au?.userName ?? null,
  auApcaUserId: au?.apcaUserId ?? null,
  auBankCode: au?.bankCode ?? null,
  auRemitterName: au?.remitterName ?? null,
  auBalancingLine: au?.balancingLine ?? null,
  auBsb: au ? formatBsb(au.bsb) : null,
  auAccountNumber: au ? maskAccountNumber(au.accountNumber) : null,
  nzPayerName: nz?.payerName ?? null,
  nzAccountNumber: nz ? maskNzAccountNumber(nz.account) : null,
});

const accountRequired = (side: 'au' | 'nz') =>
  new AppError({
    status: HTTP.badRequest,
    code: PAYOUT_ERROR_CODES.accountMissing,
    detail: PAYOUT_MESSAGES.organisationAccountRequired(side === 'au' ? 'AU' : 'NZ'),
    source: { pointer: `/data/attributes/${side}/${side === 'au' ? 'bsb' : 'accountNumber'}` },
  });

/**
 * `PATCH v3/payouts/settings` (docs/product/payouts.md#organisation-settings): the Australian side, the New Zealand side, or both,
 * each whole; an account number left out keeps the one on file (a first save needs it). Sealed like owners'
 * accounts; one audited change ('payouts.settings.update') with the numbers masked.
 */
export const updatePayoutSettings = async (options: {
  db: Db;
  actor: AuditEntry['actor'];
  credentialKey: string;
  input: Input;
  now?: Date;
}): Promise<void> => {
  const { input, credentialKey } = options;
  await auditedChange(options.db, async (tx) => {
    const [locked] = await tx.select().from(payoutSettings).for('update');
    const current: PayoutSettingsRow | null = locked ?? null;
    const next: Partial<typeof payoutSettings.$inferInsert> = {};
    if (input.au) {
      const { bsb, accountNumber } = input.au;
      if (bsb === undefined || accountNumber === undefined) {
        if (!current?.abaAccountSealed) throw accountRequired('au');
      } else {
        next.abaAccountSealed = sealBankDetails({ country: 'AU', bsb, accountNumber }, credentialKey);
      }
      Object.assign(next, {
        abaUserName: input.au.userName,
        abaApcaUserId: input.au.apcaUserId,
        abaBankCode: input.au.bankCode,
        abaRemitterName: input.au.remitterName,
        abaBalancingLine: input.au.balancingLine,
      });
    }
    if (input.nz) {
      if (input.nz.accountNumber === undefined) {
        if (!current?.nzAccountSealed) throw accountRequired('nz');
      } else {
        const check = checkNzAccountNumber(input.nz.accountNumber);
        if (!check.ok) throw accountRequired('nz');
        next.nzAccountSealed = sealBankDetails({ country: 'NZ', account: check.account }, credentialKey);
      }
      next.nzPayerName = input.nz.payerName;
    }
    const [saved] = await tx
      .insert(payoutSettings)
      .values({ id: 'organisation', ...next, updatedAt: options.now ?? new Date() })
      .onConflictDoUpdate({ target: payoutSettings.id, set: { ...next, updatedAt: options.now ?? new Date() } })
      .returning();
    const before = historyView(abaSideOf(current, credentialKey), nzSideOf(current, credentialKey));
    const after = historyView(abaSideOf(saved ?? null, credentialKey), nzSideOf(saved ?? null, credentialKey));
    // A new account number with the same last four digits is still a change worth its entry.
    const changed =
      JSON.stringify(before) !== JSON.stringify(after) ||
      next.abaAccountSealed !== undefined ||
      next.nzAccountSealed !== undefined;
    return {
      result: undefined,
      audit: changed
        ? {
            actor: options.actor,
            action: 'payouts.settings.update',
            entity: 'payout-settings',
            entityId: 'organisation',
            before,
            after,
          }
        : null,
    };
  });
};
