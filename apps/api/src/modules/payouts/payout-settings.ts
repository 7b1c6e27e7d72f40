import type { NzAccountNumber, PayoutCountry } from '@hearth/domain';
import { openBankDetails } from './bank-details';
import type { PayoutSettingsRow } from './payouts.queries';

/** The ABA file's debit side, opened (docs/product/payouts.md#organisation-settings). */
export type AbaSide = {
  userName: string;
  apcaUserId: string;
  bankCode: string;
  remitterName: string;
  balancingLine: boolean;
  bsb: string;
  accountNumber: string;
};

/** The IB4B file's debit side, opened. */
export type NzSide = { payerName: string; account: NzAccountNumber };

/** The Australian side once every field is set, else null. */
export const abaSideOf = (row: PayoutSettingsRow | null, credentialKey: string): AbaSide | null => {
  if (!row?.abaUserName || !row.abaApcaUserId || !row.abaBankCode || !row.abaRemitterName || !row.abaAccountSealed) {
    return null;
  }
  const account = openBankDetails('AU', row.abaAccountSealed, credentialKey);
  if (account.country !== 'AU') return null;
  return {
    userName: row.abaUserName,
    apcaUserId: row.abaApcaUserId,
    bankCode: row.abaBankCode,
    remitterName: row.abaRemitterName,
    balancingLine: row.abaBalancingLine,
    bsb: account.bsb,
    accountNumber: account.accountNumber,
  };
};

/** The New Zealand side once both fields are set, else null. */
export const nzSideOf = (row: PayoutSettingsRow | null, credentialKey: string): NzSide | null => {
  if (!row?.nzPayerName || !row.nzAccountSealed) return null;
  const account = openBankDetails('NZ', row.nzAccountSealed, credentialKey);
  return account.country === 'NZ' ? { payerName: row.nzPayerName, account: account.account } : null;
};

/** The countries paid by `countries`' lines whose organisation account is not set: their file cannot be made yet. */
export const missingSettingsOf = (
  row: PayoutSettingsRow | null,
  countries: Iterable<PayoutCountry>,
): PayoutCountry[] => {
  const ready = {
    AU: Boolean(
      row?.abaUserName && row.abaApcaUserId && row.abaBankCode && row.abaRemitterName && row.abaAccountSealed,
    ),
    NZ: Boolean(row?.nzPayerName && row.nzAccountSealed),
  };
  return [...new Set(countries)].filter((country) => !ready[country]).sort();
};
