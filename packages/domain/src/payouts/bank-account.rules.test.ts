import { describe, expect, it } from 'vitest';
import {
  bankFileText,
  checkNzAccountNumber,
  formatBsb,
  maskAccountNumber,
  maskNzAccountNumber,
  nzAccountDigits,
  parseAuAccountNumber,
  parseBsb,
} from './bank-account.rules';
import { ABA_TEXT, NZ_TEXT, PAYOUT_MESSAGES } from './payouts.constants';
import { ZAbaSettingsAttributes, ZSetBankAccountRequest } from './payouts.schemas';

describe('Australian accounts', () => {
  it('reads a BSB with or without its dash, and refuses anything but 6 digits', () => {
    expect(parseBsb('062-000')).toBe('062000');
    expect(parseBsb(' 062 000 ')).toBe('062000');
    expect(parseBsb('06200')).toBeNull();
    expect(parseBsb('062-0000')).toBeNull();
    expect(parseBsb('06a-000')).toBeNull();
    expect(formatBsb('062000')).toBe('062-000');
  });

  it('takes account numbers of 5 to 9 digits', () => {
    expect(parseAuAccountNumber('12345')).toBe('12345');
    expect(parseAuAccountNumber('1234 5678 9')).toBe('123456789');
    expect(parseAuAccountNumber('1234')).toBeNull();
    expect(parseAuAccountNumber('1234567890')).toBeNull();
  });

  it('masks all but the last four digits', () => {
    expect(maskAccountNumber('123456789')).toBe('••••6789');
  });
});

describe("New Zealand accounts (Inland Revenue's validation)", () => {
  it.each([
    ['01-0902-0068389-00', 'algorithm A'],
    ['01 0242 0100194 00', 'algorithm A, spaces'],
    ['08-6523-1954512-001', 'algorithm D (bank 08)'],
    ['26-2600-0320871-032', 'algorithm G (bank 26), products added twice'],
    ['0109020068389000', 'sixteen digits run together'],
  ])('accepts %s (%s)', (input) => {
    expect(checkNzAccountNumber(input).ok).toBe(true);
  });

  it.each([
    ['01-0902-0068388-00', 'checksum'],
    ['08-6523-1954513-001', 'checksum'],
    ['26-2600-0320872-032', 'checksum'],
    ['07-0902-0068389-00', 'bank'],
    ['01-1000-0068389-00', 'branch'],
    ['02-1300-0068389-00', 'branch'],
    ['1-902-68389-0', 'format'],
    ['01-0902-0068389', 'format'],
    ['01-0902-0068389-0000', 'format'],
  ])('refuses %s (%s)', (input, problem) => {
    expect(checkNzAccountNumber(input)).toEqual({ ok: false, problem });
  });

  it('writes 16 digits for bank files and masks all but the bank and the last four digits', () => {
    const check = checkNzAccountNumber('01-0902-0068389-00');
    if (!check.ok) throw new Error('valid account refused');
    expect(nzAccountDigits(check.account)).toBe('0109020068389000');
    expect(maskNzAccountNumber(check.account)).toBe('01-••••-•••8389-••');
  });
});

describe('the bank details form', () => {
  const attributesOf = (attributes: Record<string, unknown>) =>
    ZSetBankAccountRequest.safeParse({ data: { type: 'bank-account', attributes } });

  it('keeps the digits of an Australian account and names each problem in words', () => {
    const good = attributesOf({ country: 'AU', bsb: '062-000', accountNumber: '1234 5678', accountName: 'O Owner' });
    expect(good.success && good.data.data.attributes).toEqual({
      country: 'AU',
      bsb: '062000',
      accountNumber: '12345678',
      accountName: 'O Owner',
    });
    const bad = attributesOf({ country: 'AU', bsb: '62-000', accountNumber: '12', accountName: 'Ōwner ✓' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((issue) => issue.message).sort()).toEqual(
      [PAYOUT_MESSAGES.abaText, PAYOUT_MESSAGES.auAccountFormat, PAYOUT_MESSAGES.bsbFormat].sort(),
    );
  });

  it('says which part of a New Zealand account is wrong', () => {
    const messageOf = (accountNumber: string) =>
      attributesOf({ country: 'NZ', accountNumber, accountName: 'O Owner' }).error?.issues[0]?.message;
    expect(messageOf('07-0902-0068389-00')).toBe(PAYOUT_MESSAGES.nzBankUnknown('07'));
    expect(messageOf('01-1000-0068389-00')).toBe(PAYOUT_MESSAGES.nzBranchUnknown('01', '1000'));
    expect(messageOf('01-0902-0068388-00')).toBe(PAYOUT_MESSAGES.nzChecksum);
    expect(messageOf('0109')).toBe(PAYOUT_MESSAGES.nzAccountFormat);
    const good = attributesOf({ country: 'NZ', accountNumber: '0109020068389000', accountName: 'O Owner' });
    expect(good.success && good.data.data.attributes.accountNumber).toBe('01-0902-0068389-000');
  });

  it('takes the organisation account both parts or neither', () => {
    const base = { userName: 'Hearth Stays', apcaUserId: '123456', bankCode: 'wbc', remitterName: 'Hearth' };
    const kept = ZAbaSettingsAttributes.safeParse({ ...base, balancingLine: false, bsb: '', accountNumber: '' });
    expect(kept.success && kept.data).toMatchObject({ bankCode: 'WBC', bsb: undefined, accountNumber: undefined });
    const half = ZAbaSettingsAttributes.safeParse({ ...base, balancingLine: false, bsb: '062-000' });
    expect(half.error?.issues[0]).toMatchObject({
      path: ['accountNumber'],
      message: PAYOUT_MESSAGES.organisationAccountPair,
    });
  });
});

describe('text in bank files', () => {
  it('drops accents, blanks what the file cannot carry and cuts to the field', () => {
    expect(bankFileText('Ngāti Whātua Ōrākei Trust', ABA_TEXT, 32)).toBe('Ngati Whatua Orakei Trust');
    expect(bankFileText('Smith, J & M (joint)', NZ_TEXT, 20)).toBe('Smith J & M joint');
    expect(bankFileText('A very long account name that goes on', ABA_TEXT, 16)).toBe('A very long acco');
  });
});
