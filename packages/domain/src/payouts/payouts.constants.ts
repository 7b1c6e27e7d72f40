/** Where an owner's bank account is: one Australian and one New Zealand account per owner (docs/product/payouts.md#rules). */
export const PAYOUT_COUNTRIES = ['AU', 'NZ'] as const;
export type PayoutCountry = (typeof PAYOUT_COUNTRIES)[number];

/** A statement's currency says which of the owner's accounts it is paid into. */
export const PAYOUT_COUNTRY_OF_CURRENCY = { AUD: 'AU', NZD: 'NZ' } as const satisfies Record<string, PayoutCountry>;
export const PAYOUT_CURRENCY_OF_COUNTRY = { AU: 'AUD', NZ: 'NZD' } as const satisfies Record<PayoutCountry, string>;

/** A batch is built (draft), then sent to the bank (its statements are paid), or cancelled while a draft. */
export const PAYOUT_BATCH_STATUSES = ['draft', 'sent', 'cancelled'] as const;
export type PayoutBatchStatus = (typeof PAYOUT_BATCH_STATUSES)[number];

/** Why a statement of the month cannot be paid yet (docs/product/payouts.md#rules). */
export const PAYOUT_BLOCKER_KINDS = ['no-owner', 'no-bank-account'] as const;

/** docs/product/payouts.md#limits. */
export const PAYOUT_LIMITS = {
  /** The ABA detail record's title of account. */
  auAccountNameMax: 32,
  /** The IB4B detail record's other party name. */
  nzAccountNameMax: 20,
  /** ABA descriptive record: the user's name (the organisation as its bank knows it). */
  abaUserNameMax: 26,
  /** ABA detail record: the remitter's name, shown on the owner's bank statement. */
  abaRemitterMax: 16,
  /** IB4B: the payer's name shown to the owner. */
  nzPayerNameMax: 20,
  /** Batches a page. */
  pageSize: 25,
  pageSizeMax: 100,
  /** Statements one batch pays at most (one file line each). */
  linesMax: 5000,
} as const;

/** The text the ABA file takes (the BECS character set, without the characters some banks refuse). */
export const ABA_TEXT = /^[A-Za-z0-9 &'()+,\-./]*$/;
/** The text the IB4B file takes (its alphanumeric set; no comma, the file's separator). */
export const NZ_TEXT = /^[A-Za-z0-9 \-'&/#?:_.]*$/;

/**
 * New Zealand banks and their branch ranges, and which check-digit algorithm each uses, from Inland Revenue's
 * bank account validation (RWT and NRWT certificate filing specification, 2020). docs/product/payouts.md#rules.
 */
export const NZ_BANK_BRANCHES: Readonly<Record<string, readonly (readonly [number, number])[]>> = {
  '01': [
    [1, 999],
    [1100, 1199],
    [1800, 1899],
  ],
  '02': [
    [1, 999],
    [1200, 1299],
  ],
  '03': [
    [1, 999],
    [1300, 1399],
    [1500, 1599],
    [1700, 1799],
    [1900, 1999],
    [7350, 7399],
  ],
  '04': [[2020, 2024]],
  '06': [
    [1, 999],
    [1400, 1499],
  ],
  '08': [[6500, 6599]],
  '09': [[0, 0]],
  '10': [[5165, 5169]],
  '11': [
    [5000, 6499],
    [6600, 8999],
  ],
  '12': [
    [3000, 3299],
    [3400, 3499],
    [3600, 3699],
  ],
  '13': [[4900, 4999]],
  '14': [[4700, 4799]],
  '15': [[3900, 3999]],
  '16': [[4400, 4499]],
  '17': [[3300, 3399]],
  '18': [[3500, 3599]],
  '19': [[4600, 4649]],
  '20': [[4100, 4199]],
  '21': [[4800, 4899]],
  '22': [[4000, 4049]],
  '23': [[3700, 3799]],
  '24': [[4300, 4349]],
  '25': [[2500, 2599]],
  '26': [[2600, 2699]],
  '27': [[3800, 3849]],
  '28': [[2100, 2149]],
  '29': [[2150, 2299]],
  '30': [[2900, 2949]],
  '31': [[2800, 2849]],
  '33': [[6700, 6799]],
  '35': [[2400, 2499]],
  '38': [[9000, 9499]],
};

export const PAYOUT_ERROR_CODES = {
  notFound: 'PAYOUT_BATCH_NOT_FOUND',
  payeeNotFound: 'PAYEE_NOT_FOUND',
  nothingToPay: 'PAYOUT_NOTHING_TO_PAY',
  alreadyInBatch: 'PAYOUT_STATEMENT_IN_BATCH',
  notDraft: 'PAYOUT_BATCH_NOT_DRAFT',
  noLines: 'PAYOUT_NO_LINES',
  settingsMissing: 'PAYOUT_SETTINGS_MISSING',
  paymentDatePast: 'PAYOUT_PAYMENT_DATE_PAST',
  accountMissing: 'PAYOUT_ACCOUNT_MISSING',
} as const;

const COUNTRY_NAMES: Record<PayoutCountry, string> = { AU: 'Australian', NZ: 'New Zealand' };

/** Every sentence of payouts a person reads (docs/product/payouts.md#messages). */
export const PAYOUT_MESSAGES = {
  title: 'Payouts',
  batchNotFound: 'No payout batch with that id.',
  payeeNotFound: 'No owner with that id.',
  bsbFormat: 'The BSB is 6 digits, such as 062-000.',
  auAccountFormat: 'The account number is 5 to 9 digits.',
  nzAccountFormat: 'Enter the account number as bank-branch-account-suffix, such as 12-3456-0123456-00.',
  nzBankUnknown: (bank: string) => `No New Zealand bank has the code ${bank}.`,
  nzBranchUnknown: (bank: string, branch: string) => `Branch ${branch} is not a branch of bank ${bank}.`,
  nzChecksum: "This account number does not pass its bank's check digit: look for a typing mistake.",
  accountNameRequired: 'Enter the name on the account.',
  abaText: "Use letters, numbers, spaces and & ' ( ) + , - . / only.",
  nzText: "Use letters, numbers, spaces and - ' & / # ? : _ . only.",
  apcaUserId: 'The APCA user id is the 6 digits your bank gave for direct entry.',
  bankCode: 'The bank is its 3-letter code, such as WBC, CBA, NAB or ANZ.',
  organisationAccountPair: 'Enter both the BSB and the account number, or neither to keep the account on file.',
  organisationAccountRequired: (country: PayoutCountry) =>
    `Enter the organisation's ${COUNTRY_NAMES[country]} account.`,
  nothingToChange: 'Change at least one setting.',
  nothingToPay: (month: string) =>
    `No statement of ${month} is ready to pay: each is paid already, in a batch, without a payout or blocked.`,
  alreadyInBatch: 'A statement of this month was just added to another batch. Look at the month again.',
  notDraft: 'Only a draft batch can be changed: this one was sent or cancelled.',
  noLines: (country: PayoutCountry) => `This batch pays nothing into ${COUNTRY_NAMES[country]} accounts.`,
  settingsMissing: (country: PayoutCountry) =>
    `Add the organisation's ${COUNTRY_NAMES[country]} bank account under Payout settings before downloading this file.`,
  paymentDatePast: 'The payment date cannot be before today.',
  cancelledFile: 'This batch was cancelled: its files can no longer be downloaded.',
  noOwner: (home: string) => `${home} has no owner to pay.`,
  noBankAccount: (owner: string, country: PayoutCountry) => `${owner} has no ${COUNTRY_NAMES[country]} bank account.`,
  paidOn: (day: string) => `Paid on ${day}`,
  payoutPending: 'Payout pending',
  batchCreated: 'Payout batch created',
  batchSent: 'Batch marked as sent: its statements are paid',
  batchCancelled: 'Batch cancelled: its statements can go in another batch',
  bankAccountSaved: 'Bank details saved',
  settingsSaved: 'Payout settings saved',
  sendConfirm: (count: number) =>
    `Mark this batch as sent? Its ${count} ${count === 1 ? 'statement is' : 'statements are'} marked paid and cannot be paid again. Do this once the bank has the file.`,
  cancelConfirm: 'Cancel this batch? Its statements can then go in another batch.',
  emptyBatches: 'No payout batches yet.',
  noBankAccounts: 'No bank details yet.',
  loadError: 'Could not load payouts',
} as const;

export const payoutCountryName = (country: PayoutCountry): string => COUNTRY_NAMES[country];
