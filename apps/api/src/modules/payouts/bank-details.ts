import {
  checkNzAccountNumber,
  formatBsb,
  maskAccountNumber,
  maskNzAccountNumber,
  type NzAccountNumber,
  type PayoutCountry,
} from '@hearth/domain';
import { openSecret, sealSecret } from '../../lib/secret-box';

/*
 * The numbers of a bank account as they are sealed (docs/product/payouts.md#rules): opened only to write a bank file
 * or to mask them for a screen, never answered, logged or audited in clear.
 */

export type AuDetails = { country: 'AU'; bsb: string; accountNumber: string };
export type NzDetails = { country: 'NZ'; account: NzAccountNumber };
export type BankDetails = AuDetails | NzDetails;

/** What a screen or history entry shows of an account: the BSB and the number's last four digits. */
export type MaskedDetails = { bsb: string | null; accountNumber: string };

/** AU: `{ bsb, accountNumber }` (digits); NZ: `{ accountNumber }` ('12-3456-0123456-00'). */
export const sealBankDetails = (details: BankDetails, credentialKey: string): string =>
  sealSecret(
    JSON.stringify(
      details.country === 'AU'
        ? { bsb: details.bsb, accountNumber: details.accountNumber }
        : {
            accountNumber: `${details.account.bank}-${details.account.branch}-${details.account.base}-${details.account.suffix}`,
          },
    ),
    credentialKey,
  );

/** The sealed numbers of an account of `country`; throws when the text was changed or sealed under another key. */
export const openBankDetails = (country: PayoutCountry, sealed: string, credentialKey: string): BankDetails => {
  const opened = JSON.parse(openSecret(sealed, credentialKey)) as { bsb?: unknown; accountNumber?: unknown };
  const accountNumber = typeof opened.accountNumber === 'string' ? opened.accountNumber : '';
  if (country === 'AU') {
    const bsb = typeof opened.bsb === 'string' ? opened.bsb : '';
    if (!/^\d{6}$/.test(bsb) || !/^\d{5,9}$/.test(accountNumber)) throw new Error('Not sealed Australian bank details');
    return { country, bsb, accountNumber };
  }
  const check = checkNzAccountNumber(accountNumber);
  if (!check.ok) throw new Error('Not sealed New Zealand bank details');
  return { country, account: check.account };
};

export const maskBankDetails = (details: BankDetails): MaskedDetails =>
  details.country === 'AU'
    ? { bsb: formatBsb(details.bsb), accountNumber: maskAccountNumber(details.accountNumber) }
    : { bsb: null, accountNumber: maskNzAccountNumber(details.account) };
