import ABA from 'aba-generator';
import { ABA_TEXT, bankFileText, PAYOUT_LIMITS } from '@hearth/domain';
import type { AbaSide } from './payout-settings';

/*
 * The ABA (Cemtex) direct-entry file of a batch's Australian payments (docs/product/payouts.md#aba-file), written by
 * `aba-generator`: a descriptive record (type 0), a credit (type 1, code 50) per statement, with a debit of the
 * total to the organisation's own account when its bank wants a self-balancing file, and the file total record
 * (type 7). 120 characters a record, each ending CR LF. Text is cut to its field and kept to the BECS characters.
 */

const CREDIT = 50;
const DEBIT = 13;
/** The amount fields are 10 digits of cents. */
const AMOUNT_MAX_CENTS = 9_999_999_999;

export type AbaPayment = {
  bsb: string;
  accountNumber: string;
  accountName: string;
  amountCents: number;
  /** The lodgement reference the owner's bank statement shows (18 characters). */
  reference: string;
};

const ddmmyy = (day: string) => `${day.slice(8, 10)}${day.slice(5, 7)}${day.slice(2, 4)}`;
const dollars = (cents: number) => {
  if (!Number.isInteger(cents) || cents <= 0 || cents > AMOUNT_MAX_CENTS) {
    throw new Error(`An ABA amount must be whole cents from 1 to ${AMOUNT_MAX_CENTS}: ${cents}`);
  }
  return cents / 100;
};

export const buildAbaFile = (options: {
  side: AbaSide;
  /** The processing date, YYYY-MM-DD. */
  paymentDate: string;
  /** The description of the entries (12 characters), e.g. 'PAYOUT JAN26'. */
  description: string;
  payments: readonly AbaPayment[];
}): string => {
  const { side } = options;
  const text = (value: string, max: number) => bankFileText(value, ABA_TEXT, max);
  const remitter = text(side.remitterName, PAYOUT_LIMITS.abaRemitterMax);
  const trace = { traceBsb: side.bsb, traceAccount: side.accountNumber, remitter };
  const aba = new ABA({
    header: {
      bank: text(side.bankCode, 3),
      user: text(side.userName, PAYOUT_LIMITS.abaUserNameMax),
      userNumber: Number(side.apcaUserId),
      description: text(options.description, 12),
      date: ddmmyy(options.paymentDate),
    },
  });
  const credits = options.payments.map((payment) => ({
    bsb: payment.bsb,
    account: payment.accountNumber,
    transactionCode: CREDIT,
    amount: dollars(payment.amountCents),
    accountTitle: text(payment.accountName, PAYOUT_LIMITS.auAccountNameMax),
    reference: text(payment.reference, 18),
    ...trace,
  }));
  const totalCents = options.payments.reduce((sum, payment) => sum + payment.amountCents, 0);
  const balancing = side.balancingLine
    ? [
        {
          bsb: side.bsb,
          account: side.accountNumber,
          transactionCode: DEBIT,
          amount: dollars(totalCents),
          accountTitle: text(side.userName, PAYOUT_LIMITS.auAccountNameMax),
          reference: text(options.description, 18),
          ...trace,
        },
      ]
    : [];
  const records = aba.generate([...credits, ...balancing]).split('\r\n');
  if (records.some((record) => record.length !== 120)) throw new Error('An ABA record is not 120 characters long');
  return `${records.join('\r\n')}\r\n`;
};
