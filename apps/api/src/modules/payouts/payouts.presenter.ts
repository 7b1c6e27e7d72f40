import {
  formatBsb,
  maskAccountNumber,
  maskNzAccountNumber,
  type PayoutCountry,
  type TBankAccount,
  type TBankAccountsResponse,
  type TPayoutBatch,
  type TPayoutBatchDocument,
  type TPayoutBatchesResponse,
  type TPayoutLine,
  type TPayoutPreviewResponse,
  type TPayoutSettingsDocument,
  type TPayoutTotal,
} from '@hearth/domain';
import type { MaskedDetails } from './bank-details';
import type { AbaSide, NzSide } from './payout-settings';
import type { PayoutPlan } from './payout-plan';
import {
  fullNameOf,
  type BatchLineRow,
  type OwnerAccountRow,
  type PayoutBatchRow,
  type Person,
} from './payouts.queries';

/*
 * The only place payout rows become documents (docs/product/payouts.md#fields). Account numbers reach here masked
 * (bank-details.ts): no document carries a number in clear.
 */

const party = (id: string | null, names: ReadonlyMap<string, string>) =>
  id ? { id, fullName: names.get(id) ?? 'A removed user' } : null;

export const presentBankAccount = (
  row: OwnerAccountRow,
  masked: MaskedDetails,
  names: ReadonlyMap<string, string>,
): TBankAccount => ({
  id: row.id,
  type: 'bank-account',
  attributes: {
    country: row.country,
    bsb: masked.bsb,
    accountNumber: masked.accountNumber,
    accountName: row.accountName,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: party(row.updatedByUserId, names),
  },
});

/** `GET v3/users/{id}/bank-accounts`: AU before NZ. */
export const presentBankAccounts = (options: {
  payee: Person;
  accounts: readonly { row: OwnerAccountRow; masked: MaskedDetails }[];
  names: ReadonlyMap<string, string>;
  canEdit: boolean;
}): TBankAccountsResponse => ({
  data: [...options.accounts]
    .sort((a, b) => a.row.country.localeCompare(b.row.country))
    .map(({ row, masked }) => presentBankAccount(row, masked, options.names)),
  meta: { payee: { id: options.payee.id, fullName: fullNameOf(options.payee) }, canEdit: options.canEdit },
});

/** `GET v3/payouts/settings`: each side with its account masked, or null while unset. */
export const presentPayoutSettings = (au: AbaSide | null, nz: NzSide | null): TPayoutSettingsDocument => ({
  data: {
    type: 'payout-settings',
    id: 'payout-settings',
    attributes: {
      au: au
        ? {
            userName: au.userName,
            apcaUserId: au.apcaUserId,
            bankCode: au.bankCode,
            remitterName: au.remitterName,
            balancingLine: au.balancingLine,
            bsb: formatBsb(au.bsb),
            accountNumber: maskAccountNumber(au.accountNumber),
          }
        : null,
      nz: nz ? { payerName: nz.payerName, accountNumber: maskNzAccountNumber(nz.account) } : null,
    },
  },
});

/** `GET v3/payout-batches/preview`: what a batch of the month would pay, what blocks the rest, the totals. */
export const presentPreview = (
  month: string,
  plan: PayoutPlan,
  totals: TPayoutTotal[],
  missingSettings: PayoutCountry[],
): TPayoutPreviewResponse => ({
  data: {
    type: 'payout-preview',
    id: month,
    attributes: {
      month,
      lines: plan.lines.map((line) => ({
        id: line.statementId,
        statementId: line.statementId,
        property: line.property,
        payee: { id: line.payee.id, fullName: fullNameOf(line.payee) },
        currency: line.currency,
        amount: line.amountCents,
        bankAccount: { country: line.country, ...line.masked, accountName: line.accountName },
      })),
      blockers: plan.blockers,
      totals,
      missingSettings,
    },
  },
});

export const presentBatch = (
  row: PayoutBatchRow,
  totals: readonly TPayoutTotal[],
  names: ReadonlyMap<string, string>,
): TPayoutBatch => ({
  id: row.id,
  type: 'payout-batch',
  attributes: {
    month: row.month.slice(0, 7),
    status: row.status,
    paymentDate: row.paymentDate,
    totals: [...totals],
    lineCount: totals.reduce((sum, total) => sum + total.count, 0),
    files: {
      aba: totals.some((total) => total.currency === 'AUD'),
      nzCsv: totals.some((total) => total.currency === 'NZD'),
    },
    createdAt: row.createdAt.toISOString(),
    createdBy: party(row.createdByUserId, names),
    sentAt: row.sentAt?.toISOString() ?? null,
    sentBy: party(row.sentByUserId, names),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    cancelledBy: party(row.cancelledByUserId, names),
  },
});

/** `GET v3/payout-batches`: newest first. */
export const presentBatches = (
  rows: readonly PayoutBatchRow[],
  totals: ReadonlyMap<string, TPayoutTotal[]>,
  names: ReadonlyMap<string, string>,
  totalCount: number,
  pageSize: number,
): TPayoutBatchesResponse => ({
  data: rows.map((row) => presentBatch(row, totals.get(row.id) ?? [], names)),
  meta: { totalCount, totalPages: Math.ceil(totalCount / pageSize) },
});

/** `GET v3/payout-batches/{id}`: the batch and its lines, each account masked. */
export const presentBatchDocument = (options: {
  row: PayoutBatchRow;
  lines: readonly { line: BatchLineRow; masked: MaskedDetails }[];
  totals: readonly TPayoutTotal[];
  names: ReadonlyMap<string, string>;
  missingSettings: PayoutCountry[];
}): TPayoutBatchDocument => {
  const batch = presentBatch(options.row, options.totals, options.names);
  const lines: TPayoutLine[] = options.lines.map(({ line, masked }) => ({
    id: line.id,
    statementId: line.statementId,
    property: line.property,
    payee: { id: line.payee.id, fullName: fullNameOf(line.payee) },
    currency: line.currency,
    amount: line.amountCents,
    bankAccount: { country: line.country, ...masked, accountName: line.accountName },
  }));
  return {
    data: { ...batch, attributes: { ...batch.attributes, lines } },
    meta: { missingSettings: options.missingSettings },
  };
};
