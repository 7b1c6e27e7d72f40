import { bankFileText, NZ_TEXT, nzAccountDigits, PAYOUT_LIMITS, type NzAccountNumber } from '@hearth/domain';
import type { NzSide } from './payout-settings';

/*
 * The New Zealand payments of a batch as a bulk direct-credit file in BNZ Internet Banking for Business (IB4B) CSV
 * layout (docs/product/payouts.md#new-zealand-file): a header record (1), a direct credit (2, code 50) per statement,
 * and a control record (3) with the total, the count and the hash total of the accounts' branch and base digits.
 * Fields are not quoted, so text keeps to the format's characters (no comma).
 */

const CREDIT = '50';
const HASH_DIGITS = 11;

export type NzPayment = {
  account: NzAccountNumber;
  accountName: string;
  amountCents: number;
  /** Other party reference, code and particulars (12 characters each), shown on the owner's statement. */
  reference: string;
  code: string;
  particulars: string;
};

const yymmdd = (day: string) => `${day.slice(2, 4)}${day.slice(5, 7)}${day.slice(8, 10)}`;

/** Branch and base digits (3rd to 13th of the 16) of every account added up, its last 11 digits. */
export const nzHashTotal = (accounts: readonly NzAccountNumber[]): string => {
  const sum = accounts.reduce((total, account) => total + BigInt(nzAccountDigits(account).slice(2, 13)), 0n);
  return sum.toString().slice(-HASH_DIGITS).padStart(HASH_DIGITS, '0');
};

export const buildNzPaymentsFile = (options: {
  side: NzSide;
  /** The due date, YYYY-MM-DD. */
  paymentDate: string;
  /** The day the batch was built, YYYY-MM-DD. */
  createdOn: string;
  payments: readonly NzPayment[];
}): string => {
  const text = (value: string, max: number) => bankFileText(value, NZ_TEXT, max);
  const payer = text(options.side.payerName, PAYOUT_LIMITS.nzPayerNameMax);
  const header = ['1', '', '', '', nzAccountDigits(options.side.account), '7', yymmdd(options.paymentDate)];
  const records = [[...header, yymmdd(options.createdOn), ''].join(',')];
  for (const payment of options.payments) {
    if (!Number.isInteger(payment.amountCents) || payment.amountCents <= 0) {
      throw new Error(`A payment must be whole cents above zero: ${payment.amountCents}`);
    }
    const reference = text(payment.reference, 12);
    const code = text(payment.code, 12);
    const particulars = text(payment.particulars, 12);
    records.push(
      [
        '2',
        nzAccountDigits(payment.account),
        CREDIT,
        String(payment.amountCents),
        text(payment.accountName, PAYOUT_LIMITS.nzAccountNameMax),
        reference,
        code,
        '',
        particulars,
        payer,
        code,
        reference,
        particulars,
      ].join(','),
    );
  }
  const total = options.payments.reduce((sum, payment) => sum + payment.amountCents, 0);
  const hash = nzHashTotal(options.payments.map((payment) => payment.account));
  records.push(['3', String(total), String(options.payments.length), hash].join(','));
  return `${records.join('\r\n')}\r\n`;
};
