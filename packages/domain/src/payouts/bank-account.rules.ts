import { NZ_BANK_BRANCHES } from './payouts.constants';

/*
 * Bank account numbers as owners and finance type them (docs/product/payouts.md#rules): an Australian BSB and
 * account number, or a New Zealand account number, checked for form and (in New Zealand) bank, branch and check
 * digit; and the masked forms every screen and history entry shows instead of the numbers.
 */

const SEPARATORS = /[\s.-]+/g;

/** A BSB as 6 digits ('062-000', '062 000' and '062000' all read as '062000'), or null. */
export const parseBsb = (input: string): string | null => {
  const digits = input.trim().replace(SEPARATORS, '');
  return /^\d{6}$/.test(digits) ? digits : null;
};

/** '062000' → '062-000', as Australian banks print a BSB. */
export const formatBsb = (bsb: string): string => `${bsb.slice(0, 3)}-${bsb.slice(3, 6)}`;

/** An Australian account number: 5 to 9 digits (the ABA file's field), or null. */
export const parseAuAccountNumber = (input: string): string | null => {
  const digits = input.trim().replace(SEPARATORS, '');
  return /^\d{5,9}$/.test(digits) ? digits : null;
};

/** A New Zealand account number in its four parts: bank (2), branch (4), account base (7), suffix (2 or 3). */
export type NzAccountNumber = { bank: string; branch: string; base: string; suffix: string };

export type NzAccountProblem = 'format' | 'bank' | 'branch' | 'checksum';
export type NzAccountCheck = { ok: true; account: NzAccountNumber } | { ok: false; problem: NzAccountProblem };

/** '12-3456-0123456-00', '12 3456 0123456 000' or the digits run together (15 or 16 of them). */
const readNzParts = (input: string): NzAccountNumber | null => {
  const text = input.trim();
  const parts = text.split(SEPARATORS);
  if (parts.length === 4) {
    const [bank = '', branch = '', base = '', suffix = ''] = parts;
    if (/^\d{2}$/.test(bank) && /^\d{4}$/.test(branch) && /^\d{7}$/.test(base) && /^\d{2,3}$/.test(suffix)) {
      return { bank, branch, base, suffix };
    }
    return null;
  }
  const digits = text.replace(SEPARATORS, '');
  if (!/^\d{15,16}$/.test(digits)) return null;
  return { bank: digits.slice(0, 2), branch: digits.slice(2, 6), base: digits.slice(6, 13), suffix: digits.slice(13) };
};

type Algorithm = { weights: readonly number[]; modulus: number; sumDigits: boolean };

/** Weights over bank (2), branch (4), account base (8, zero-filled) and suffix (4, zero-filled): 18 digits. */
const ALGORITHMS = {
  A: { weights: [0, 0, 6, 3, 7, 9, 0, 0, 10, 5, 8, 4, 2, 1, 0, 0, 0, 0], modulus: 11, sumDigits: false },
  B: { weights: [0, 0, 0, 0, 0, 0, 0, 0, 10, 5, 8, 4, 2, 1, 0, 0, 0, 0], modulus: 11, sumDigits: false },
  D: { weights: [0, 0, 0, 0, 0, 0, 0, 7, 6, 5, 4, 3, 2, 1, 0, 0, 0, 0], modulus: 11, sumDigits: false },
  E: { weights: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 5, 4, 3, 2, 0, 0, 0, 1], modulus: 11, sumDigits: true },
  F: { weights: [0, 0, 0, 0, 0, 0, 0, 1, 7, 3, 1, 7, 3, 1, 0, 0, 0, 0], modulus: 10, sumDigits: false },
  G: { weights: [0, 0, 0, 0, 0, 0, 0, 1, 3, 7, 1, 3, 7, 1, 0, 3, 7, 1], modulus: 10, sumDigits: true },
  X: { weights: [], modulus: 1, sumDigits: false },
} as const satisfies Record<string, Algorithm>;

const algorithmOf = (account: NzAccountNumber): Algorithm => {
  switch (account.bank) {
    case '08':
      return ALGORITHMS.D;
    case '09':
      return ALGORITHMS.E;
    case '25':
    case '33':
      return ALGORITHMS.F;
    case '26':
    case '28':
    case '29':
      return ALGORITHMS.G;
    case '31':
      return ALGORITHMS.X;
    default:
      return Number(account.base) < 990_000 ? ALGORITHMS.A : ALGORITHMS.B;
  }
};

/** A product's digits added up until one digit is left (E and G add them twice: 49 → 13 → 4). */
const digitRoot = (n: number): number => (n === 0 ? 0 : 1 + ((n - 1) % 9));

const passesCheckDigit = (account: NzAccountNumber): boolean => {
  const algorithm = algorithmOf(account);
  const digits = `${account.bank}${account.branch}${account.base.padStart(8, '0')}${account.suffix.padStart(4, '0')}`;
  let sum = 0;
  algorithm.weights.forEach((weight, index) => {
    const product = weight * Number(digits[index]);
    sum += algorithm.sumDigits ? digitRoot(product) : product;
  });
  return sum % algorithm.modulus === 0;
};

/** Inland Revenue's bank account validation: form, bank code, branch range, then the bank's check digit. */
export const checkNzAccountNumber = (input: string): NzAccountCheck => {
  const account = readNzParts(input);
  if (!account) return { ok: false, problem: 'format' };
  const branches = NZ_BANK_BRANCHES[account.bank];
  if (!branches) return { ok: false, problem: 'bank' };
  const branch = Number(account.branch);
  if (!branches.some(([from, to]) => branch >= from && branch <= to)) return { ok: false, problem: 'branch' };
  if (!passesCheckDigit(account)) return { ok: false, problem: 'checksum' };
  return { ok: true, account };
};

/** The bank's form, '12-3456-0123456-00'. */
export const formatNzAccountNumber = (account: NzAccountNumber): string =>
  `${account.bank}-${account.branch}-${account.base}-${account.suffix}`;

/** The 16 digits bank files take: the suffix as 3 digits ('00' → '000'). */
export const nzAccountDigits = (account: NzAccountNumber): string =>
  `${account.bank}${account.branch}${account.base}${account.suffix.padStart(3, '0')}`;

/** What a screen shows of an account number: its last four digits ('••••6789'). */
export const maskAccountNumber = (digits: string): string => `••••${digits.slice(-4)}`;

/** A New Zealand account as screens show it: the bank and the account's last four digits ('12-••••-•••6789-••'). */
export const maskNzAccountNumber = (account: NzAccountNumber): string =>
  `${account.bank}-••••-•••${account.base.slice(-4)}-••`;

/**
 * Text as a bank file takes it: accents dropped (Māori macrons, é), any other character outside `allowed` made a
 * space, spaces squeezed, cut to `max` characters.
 */
export const bankFileText = (text: string, allowed: RegExp, max: number): string =>
  [...text.normalize('NFD').replace(/[\u0300-\u036f]/g, '')]
    .map((char) => (allowed.test(char) ? char : ' '))
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();

const MONTH_NAMES = new Intl.DateTimeFormat('en-AU', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** `2026-11` (or `2026-11-01`) as 'November 2026', as payout messages name a month. */
export const payoutMonthLabel = (month: string): string => {
  const date = new Date(`${month.slice(0, 7)}-01T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? month : MONTH_NAMES.format(date);
};
