import { describe, expect, it } from 'vitest';
import { checkNzAccountNumber } from '@hearth/domain';
import { ABA_LAYOUT, abaRecords, centsOf, readAbaFile } from '../../test/aba-records';
import { buildAbaFile } from './aba-file';
import { buildNzPaymentsFile, nzHashTotal } from './nz-payments-file';
import type { AbaSide } from './payout-settings';

/*
 * The ABA file checked field by field against the published Cemtex layout (test/aba-records.ts), and the New
 * Zealand file against the IB4B direct-credit layout (docs/product/payouts.md#aba-file, #new-zealand-file).
 */

const SIDE: AbaSide = {
  userName: 'Hearth Stays Pty Ltd',
  apcaUserId: '012345',
  bankCode: 'WBC',
  remitterName: 'Hearth Stays',
  balancingLine: false,
  bsb: '032000',
  accountNumber: '998877',
};

const PAYMENTS = [
  {
    bsb: '062000',
    accountNumber: '12345678',
    accountName: 'Olivia Owner',
    amountCents: 123_456,
    reference: 'JAN26 NSA-001',
  },
  {
    bsb: '083170',
    accountNumber: '123456789',
    accountName: 'Ngāti Whātua Ōrākei Whai Rawa Trust Limited',
    amountCents: 5,
    reference: 'JAN26 A-VERY-LONG-HOME-CODE',
  },
  { bsb: '123456', accountNumber: '12345', accountName: 'Bo', amountCents: 9_999_999, reference: 'JAN26 B' },
];

const build = (side: AbaSide = SIDE) =>
  buildAbaFile({ side, paymentDate: '2026-02-05', description: 'PAYOUT JAN26', payments: PAYMENTS });

describe('the ABA file', () => {
  it('has 120-character records, each ending CR LF, the last one too', () => {
    const file = build();
    const records = abaRecords(file);
    expect(records).toHaveLength(1 + PAYMENTS.length + 1);
    for (const record of records) expect(record).toHaveLength(120);
    expect(file.split('\r\n').at(-1)).toBe('');
    expect(/^[\x20-\x7e\r\n]*$/.test(file)).toBe(true);
  });

  it('writes the descriptive record (type 0) field by field', () => {
    const { descriptive } = readAbaFile(build());
    expect(descriptive).toEqual({
      recordType: '0',
      blank1: ' '.repeat(17),
      reelSequence: '01',
      bank: 'WBC',
      blank2: ' '.repeat(7),
      // Left-justified, blank-filled to 26.
      userName: 'Hearth Stays Pty Ltd      ',
      // Right-justified, zero-filled to 6.
      userId: '012345',
      description: 'PAYOUT JAN26',
      // DDMMYY.
      date: '050226',
      blank3: ' '.repeat(40),
    });
  });

  it('writes a detail record (type 1) per payment, field by field', () => {
    const { details } = readAbaFile(build());
    expect(details[0]).toEqual({
      recordType: '1',
      bsb: '062-000',
      // Right-justified, blank-filled to 9.
      account: ' 12345678',
      indicator: ' ',
      // 50: a credit (externally initiated).
      transactionCode: '50',
      // Cents, right-justified, zero-filled to 10.
      amount: '0000123456',
      title: 'Olivia Owner'.padEnd(32, ' '),
      reference: 'JAN26 NSA-001'.padEnd(18, ' '),
      traceBsb: '032-000',
      traceAccount: '   998877',
      remitter: 'Hearth Stays    ',
      withholdingTax: '00000000',
    });
    // Accents dropped, cut to the field: 32 characters of title, 18 of reference.
    expect(details[1]).toMatchObject({
      account: '123456789',
      amount: '0000000005',
      title: 'Ngati Whatua Orakei Whai Rawa Tr',
      reference: 'JAN26 A-VERY-LONG-',
    });
    expect(details[2]).toMatchObject({
      bsb: '123-456',
      account: '    12345',
      amount: '0009999999',
      title: 'Bo'.padEnd(32),
    });
  });

  it('closes with the file total record (type 7): net, credit and debit totals and the count', () => {
    const { total } = readAbaFile(build());
    const sum = PAYMENTS.reduce((cents, payment) => cents + payment.amountCents, 0);
    expect(total).toEqual({
      recordType: '7',
      bsbFiller: '999-999',
      blank1: ' '.repeat(12),
      netTotal: String(sum).padStart(10, '0'),
      creditTotal: String(sum).padStart(10, '0'),
      debitTotal: '0000000000',
      blank2: ' '.repeat(24),
      count: '000003',
      blank3: ' '.repeat(40),
    });
  });

  it('reads back to the amounts it was given', () => {
    const { details, total } = readAbaFile(build());
    expect(details.map((detail) => centsOf(detail.amount!))).toEqual(PAYMENTS.map((payment) => payment.amountCents));
    expect(centsOf(total.creditTotal!)).toBe(details.reduce((sum, detail) => sum + centsOf(detail.amount!), 0));
  });

  it('balances itself with a debit of the total to the organisation, when its bank wants that', () => {
    const { details, total } = readAbaFile(build({ ...SIDE, balancingLine: true }));
    const sum = PAYMENTS.reduce((cents, payment) => cents + payment.amountCents, 0);
    expect(details).toHaveLength(PAYMENTS.length + 1);
    expect(details.at(-1)).toEqual({
      recordType: '1',
      bsb: '032-000',
      account: '   998877',
      indicator: ' ',
      // 13: a debit.
      transactionCode: '13',
      amount: String(sum).padStart(10, '0'),
      title: 'Hearth Stays Pty Ltd'.padEnd(32),
      reference: 'PAYOUT JAN26'.padEnd(18),
      traceBsb: '032-000',
      traceAccount: '   998877',
      remitter: 'Hearth Stays    ',
      withholdingTax: '00000000',
    });
    expect(total).toMatchObject({
      netTotal: '0000000000',
      creditTotal: String(sum).padStart(10, '0'),
      debitTotal: String(sum).padStart(10, '0'),
      count: '000004',
    });
  });

  it('refuses an amount its 10-digit field cannot hold, or no amount at all', () => {
    const payments = [{ ...PAYMENTS[0]!, amountCents: 10_000_000_000 }];
    expect(() => buildAbaFile({ side: SIDE, paymentDate: '2026-02-05', description: 'X', payments })).toThrow();
    const zero = [{ ...PAYMENTS[0]!, amountCents: 0 }];
    expect(() => buildAbaFile({ side: SIDE, paymentDate: '2026-02-05', description: 'X', payments: zero })).toThrow();
  });

  it('covers every position of each record type in the layout it is checked against', () => {
    for (const layout of Object.values(ABA_LAYOUT)) {
      const positions = layout.flatMap(([, from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i));
      expect(positions).toEqual(Array.from({ length: 120 }, (_, i) => i + 1));
    }
  });
});

describe('the New Zealand bulk payment file (IB4B direct credit)', () => {
  const account = (text: string) => {
    const check = checkNzAccountNumber(text);
    if (!check.ok) throw new Error(`invalid test account ${text}`);
    return check.account;
  };

  it('writes a header, a direct credit per payment and a control record with the hash total', () => {
    const file = buildNzPaymentsFile({
      side: { payerName: 'Hearth Stays, NZ', account: account('02-0100-0123462-00') },
      paymentDate: '2026-02-05',
      createdOn: '2026-02-01',
      payments: [
        {
          account: account('01-0902-0068389-00'),
          accountName: 'Ngāti Whātua Trust (Ltd)',
          amountCents: 123_456,
          reference: 'NZ-01',
          code: 'JAN26',
          particulars: 'OWNER PAYOUT',
        },
        {
          account: account('08-6523-1954512-001'),
          accountName: 'Kiri Kiwi',
          amountCents: 78_900,
          reference: 'NZ-02',
          code: 'JAN26',
          particulars: 'OWNER PAYOUT',
        },
      ],
    });
    const records = file.split('\r\n');
    expect(records.at(-1)).toBe('');
    expect(records.slice(0, -1)).toEqual([
      '1,,,,0201000123462000,7,260205,260201,',
      '2,0109020068389000,50,123456,Ngati Whatua Trust L,NZ-01,JAN26,,OWNER PAYOUT,Hearth Stays NZ,JAN26,NZ-01,OWNER PAYOUT',
      '2,0865231954512001,50,78900,Kiri Kiwi,NZ-02,JAN26,,OWNER PAYOUT,Hearth Stays NZ,JAN26,NZ-02,OWNER PAYOUT',
      // Branch and base digits: 09020068389 + 65231954512 = 74252022901.
      '3,202356,2,74252022901',
    ]);
  });

  it('keeps the last 11 digits of a hash total that outgrows them', () => {
    const big = { bank: '38', branch: '9000', base: '9999999', suffix: '00' };
    // 90009999999 × 2 = 180019999998: the leading 1 falls off.
    expect(nzHashTotal([big, big])).toBe('80019999998');
  });
});
