import { z } from 'zod';
import { intIn } from '../api/params.schemas';
import { ZMonth, ZNight } from '../dates/dates.schemas';
import { CURRENCIES } from '../properties/properties.constants';
import { checkNzAccountNumber, formatNzAccountNumber, parseAuAccountNumber, parseBsb } from './bank-account.rules';
import {
  ABA_TEXT,
  NZ_TEXT,
  PAYOUT_BATCH_STATUSES,
  PAYOUT_BLOCKER_KINDS,
  PAYOUT_COUNTRIES,
  PAYOUT_LIMITS,
  PAYOUT_MESSAGES,
} from './payouts.constants';

// ---- Fields (docs/product/payouts.md#fields): each says what is wrong in the product's words.

const ZBankText = (max: number, allowed: RegExp, message: string) =>
  z
    .string()
    .trim()
    .min(1, PAYOUT_MESSAGES.accountNameRequired)
    .max(max)
    .refine((value) => allowed.test(value), message);

/** A BSB as typed ('062-000', '062000'), kept as its 6 digits. */
export const ZBsb = z
  .string()
  .max(20)
  .refine((value) => parseBsb(value) !== null, PAYOUT_MESSAGES.bsbFormat)
  .transform((value) => parseBsb(value) ?? '');

/** An Australian account number as typed, kept as its 5 to 9 digits. */
export const ZAuAccountNumber = z
  .string()
  .max(30)
  .refine((value) => parseAuAccountNumber(value) !== null, PAYOUT_MESSAGES.auAccountFormat)
  .transform((value) => parseAuAccountNumber(value) ?? '');

/** A New Zealand account number: form, bank, branch and check digit (Inland Revenue's rules), kept as 12-3456-0123456-00. */
export const ZNzAccountNumber = z
  .string()
  .max(30)
  .superRefine((value, ctx) => {
    const check = checkNzAccountNumber(value);
    if (check.ok) return;
    const digits = value.replace(/[\s.-]+/g, '');
    const message =
      check.problem === 'format'
        ? PAYOUT_MESSAGES.nzAccountFormat
        : check.problem === 'bank'
          ? PAYOUT_MESSAGES.nzBankUnknown(digits.slice(0, 2))
          : check.problem === 'branch'
            ? PAYOUT_MESSAGES.nzBranchUnknown(digits.slice(0, 2), digits.slice(2, 6))
            : PAYOUT_MESSAGES.nzChecksum;
    ctx.addIssue({ code: 'custom', message });
  })
  .transform((value) => {
    const check = checkNzAccountNumber(value);
    return check.ok ? formatNzAccountNumber(check.account) : '';
  });

/** An owner's Australian account: BSB, account number and the name on the account (the ABA file's 32 characters). */
export const ZAuBankAccountAttributes = z.strictObject({
  country: z.literal('AU'),
  bsb: ZBsb,
  accountNumber: ZAuAccountNumber,
  accountName: ZBankText(PAYOUT_LIMITS.auAccountNameMax, ABA_TEXT, PAYOUT_MESSAGES.abaText),
});

/** An owner's New Zealand account: the account number and the name on it (the IB4B file's 20 characters). */
export const ZNzBankAccountAttributes = z.strictObject({
  country: z.literal('NZ'),
  accountNumber: ZNzAccountNumber,
  accountName: ZBankText(PAYOUT_LIMITS.nzAccountNameMax, NZ_TEXT, PAYOUT_MESSAGES.nzText),
});

/** `PUT v3/users/{id}/bank-accounts`: set (or replace) the owner's account of one country (finance and admin). */
export const ZSetBankAccountRequest = z.strictObject({
  data: z.strictObject({
    type: z.literal('bank-account').default('bank-account'),
    attributes: z.discriminatedUnion('country', [ZAuBankAccountAttributes, ZNzBankAccountAttributes]),
  }),
});
export type TSetBankAccountRequest = z.input<typeof ZSetBankAccountRequest>;
export type TBankAccountInput = z.output<typeof ZSetBankAccountRequest>['data']['attributes'];

const ZParty = z.object({ id: z.string(), fullName: z.string() });

/** An account as everyone sees it: the BSB, the account number masked ('••••6789'), the name. */
export const ZBankAccountResource = z.object({
  id: z.string(),
  type: z.literal('bank-account'),
  attributes: z.object({
    country: z.enum(PAYOUT_COUNTRIES),
    /** '062-000' (Australian accounts), null for New Zealand ones. */
    bsb: z.string().nullable(),
    /** Masked: '••••6789', or '12-••••-•••6789-••' in New Zealand. */
    accountNumber: z.string(),
    accountName: z.string(),
    updatedAt: z.string(),
    updatedBy: ZParty.nullable(),
  }),
});
export type TBankAccount = z.infer<typeof ZBankAccountResource>;

/** `GET v3/users/{id}/bank-accounts`: the owner's accounts (none, one or both countries), and whether the caller may edit. */
export const ZBankAccountsResponse = z.object({
  data: z.array(ZBankAccountResource),
  meta: z.object({ payee: ZParty, canEdit: z.boolean() }),
});
export type TBankAccountsResponse = z.infer<typeof ZBankAccountsResponse>;
export const ZBankAccountResponse = z.object({ data: ZBankAccountResource });
export type TBankAccountResponse = z.infer<typeof ZBankAccountResponse>;

// ---- The organisation's own accounts, the debit side of the files (docs/product/payouts.md#organisation-settings).

/** Empty means "keep the account on file". */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** The ABA file's debit side: the organisation as its bank knows it, its direct-entry user id and its account. */
export const ZAbaSettingsAttributes = z
  .strictObject({
    userName: ZBankText(PAYOUT_LIMITS.abaUserNameMax, ABA_TEXT, PAYOUT_MESSAGES.abaText),
    apcaUserId: z
      .string()
      .trim()
      .regex(/^\d{6}$/, PAYOUT_MESSAGES.apcaUserId),
    bankCode: z
      .string()
      .trim()
      .transform((value) => value.toUpperCase())
      .pipe(z.string().regex(/^[A-Z]{3}$/, PAYOUT_MESSAGES.bankCode)),
    remitterName: ZBankText(PAYOUT_LIMITS.abaRemitterMax, ABA_TEXT, PAYOUT_MESSAGES.abaText),
    /** A debit line to the organisation's own account for the total: banks that want a self-balancing file. */
    balancingLine: z.boolean(),
    bsb: z.preprocess(blankToUndefined, ZBsb.optional()),
    accountNumber: z.preprocess(blankToUndefined, ZAuAccountNumber.optional()),
  })
  .superRefine((value, ctx) => {
    if ((value.bsb === undefined) !== (value.accountNumber === undefined)) {
      const path = value.bsb === undefined ? 'bsb' : 'accountNumber';
      ctx.addIssue({ code: 'custom', path: [path], message: PAYOUT_MESSAGES.organisationAccountPair });
    }
  });

/** The IB4B file's debit side: the name the owner sees and the account paid from. */
export const ZNzPayoutSettingsAttributes = z.strictObject({
  payerName: ZBankText(PAYOUT_LIMITS.nzPayerNameMax, NZ_TEXT, PAYOUT_MESSAGES.nzText),
  accountNumber: z.preprocess(blankToUndefined, ZNzAccountNumber.optional()),
});

/** `PATCH v3/payouts/settings`: the Australian or the New Zealand side, or both; an account number kept when left out. */
export const ZUpdatePayoutSettingsRequest = z.strictObject({
  data: z.strictObject({
    type: z.literal('payout-settings').default('payout-settings'),
    attributes: z
      .strictObject({ au: ZAbaSettingsAttributes.optional(), nz: ZNzPayoutSettingsAttributes.optional() })
      .refine((value) => value.au !== undefined || value.nz !== undefined, PAYOUT_MESSAGES.nothingToChange),
  }),
});
export type TUpdatePayoutSettingsRequest = z.input<typeof ZUpdatePayoutSettingsRequest>;
export type TAbaSettingsInput = z.input<typeof ZAbaSettingsAttributes>;
export type TNzPayoutSettingsInput = z.input<typeof ZNzPayoutSettingsAttributes>;

/** `GET v3/payouts/settings`: each side as set (its account masked), or null while unset. */
export const ZPayoutSettingsDocument = z.object({
  data: z.object({
    type: z.literal('payout-settings'),
    id: z.literal('payout-settings'),
    attributes: z.object({
      au: z
        .object({
          userName: z.string(),
          apcaUserId: z.string(),
          bankCode: z.string(),
          remitterName: z.string(),
          balancingLine: z.boolean(),
          bsb: z.string(),
          accountNumber: z.string(),
        })
        .nullable(),
      nz: z.object({ payerName: z.string(), accountNumber: z.string() }).nullable(),
    }),
  }),
});
export type TPayoutSettingsDocument = z.infer<typeof ZPayoutSettingsDocument>;

// ---- Batches (docs/product/payouts.md#calls).

const ZHome = z.object({ id: z.string(), code: z.string(), name: z.string() });

/** What one statement pays: its home, the owner paid, the amount and the account (masked) it goes to. */
export const ZPayoutLine = z.object({
  id: z.string(),
  statementId: z.string(),
  property: ZHome,
  payee: ZParty,
  currency: z.enum(CURRENCIES),
  /** Cents, the statement's payout. */
  amount: z.number().int(),
  bankAccount: z.object({
    country: z.enum(PAYOUT_COUNTRIES),
    bsb: z.string().nullable(),
    accountNumber: z.string(),
    accountName: z.string(),
  }),
});
export type TPayoutLine = z.infer<typeof ZPayoutLine>;

/** A statement of the month that cannot be paid yet, and why: listed, never silently left out. */
export const ZPayoutBlocker = z.object({
  kind: z.enum(PAYOUT_BLOCKER_KINDS),
  message: z.string(),
  statementId: z.string(),
  property: ZHome,
  /** The home's owners, the first of whom is asked for bank details. */
  owners: z.array(ZParty),
  currency: z.enum(CURRENCIES),
  amount: z.number().int(),
});
export type TPayoutBlocker = z.infer<typeof ZPayoutBlocker>;

export const ZPayoutTotal = z.object({
  currency: z.enum(CURRENCIES),
  count: z.number().int(),
  amount: z.number().int(),
});
export type TPayoutTotal = z.infer<typeof ZPayoutTotal>;

/** `GET v3/payout-batches/preview?month=YYYY-MM`: what a batch of that month would pay now, and what blocks the rest. */
export const ZPayoutPreviewQuery = z.object({ month: ZMonth });
export const ZPayoutPreviewResponse = z.object({
  data: z.object({
    type: z.literal('payout-preview'),
    id: z.string(),
    attributes: z.object({
      month: z.string(),
      lines: z.array(ZPayoutLine),
      blockers: z.array(ZPayoutBlocker),
      totals: z.array(ZPayoutTotal),
      /** Countries with lines whose organisation account is not set yet: their file cannot be made. */
      missingSettings: z.array(z.enum(PAYOUT_COUNTRIES)),
    }),
  }),
});
export type TPayoutPreviewResponse = z.infer<typeof ZPayoutPreviewResponse>;

export const ZPayoutBatchAttributes = z.object({
  /** `YYYY-MM`: the statements' month. */
  month: z.string(),
  status: z.enum(PAYOUT_BATCH_STATUSES),
  /** The day the bank is asked to pay (the files' processing date). */
  paymentDate: z.string(),
  totals: z.array(ZPayoutTotal),
  lineCount: z.number().int(),
  /** Which files the batch has lines for: the ABA file (AUD) and the New Zealand CSV (NZD). */
  files: z.object({ aba: z.boolean(), nzCsv: z.boolean() }),
  createdAt: z.string(),
  createdBy: ZParty.nullable(),
  sentAt: z.string().nullable(),
  sentBy: ZParty.nullable(),
  cancelledAt: z.string().nullable(),
  cancelledBy: ZParty.nullable(),
});
export const ZPayoutBatchResource = z.object({
  id: z.string(),
  type: z.literal('payout-batch'),
  attributes: ZPayoutBatchAttributes,
});
export type TPayoutBatch = z.infer<typeof ZPayoutBatchResource>;

/** `GET v3/payout-batches`: newest first, 25 a page. */
export const ZPayoutBatchesQuery = z.object({
  'page[number]': intIn(1, 10_000).default(1),
  'page[size]': intIn(1, PAYOUT_LIMITS.pageSizeMax).default(PAYOUT_LIMITS.pageSize),
});
export const ZPayoutBatchesResponse = z.object({
  data: z.array(ZPayoutBatchResource),
  meta: z.object({ totalCount: z.number().int(), totalPages: z.number().int() }),
});
export type TPayoutBatchesResponse = z.infer<typeof ZPayoutBatchesResponse>;

/** `GET v3/payout-batches/{id}`: the batch with its lines. */
export const ZPayoutBatchDocument = z.object({
  data: ZPayoutBatchResource.extend({
    attributes: ZPayoutBatchAttributes.extend({ lines: z.array(ZPayoutLine) }),
  }),
  meta: z.object({ missingSettings: z.array(z.enum(PAYOUT_COUNTRIES)) }),
});
export type TPayoutBatchDocument = z.infer<typeof ZPayoutBatchDocument>;

/** `POST v3/payout-batches`: a draft paying every statement of the month that is ready. */
export const ZCreatePayoutBatchRequest = z.strictObject({
  data: z.strictObject({
    type: z.literal('payout-batch').default('payout-batch'),
    attributes: z.strictObject({ month: ZMonth, paymentDate: ZNight }),
  }),
});
export type TCreatePayoutBatchRequest = z.input<typeof ZCreatePayoutBatchRequest>;

/** `POST v3/payout-batches/{id}/send` and `/cancel`: nothing to say. */
export const ZPayoutBatchActionBody = z.strictObject({});
