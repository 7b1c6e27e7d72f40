import { and, asc, eq, max, min } from 'drizzle-orm';
import {
  ABA_TEXT,
  addDays,
  DEFAULT_TIMEZONE,
  bankFileText,
  checkNzAccountNumber,
  NZ_BANK_BRANCHES,
  NZ_TEXT,
  PAYOUT_COUNTRY_OF_CURRENCY,
  PAYOUT_LIMITS,
  todayIn,
  ZUpdatePayoutSettingsRequest,
  type PayoutCountry,
  type TUpdatePayoutSettingsRequest,
} from '@hearth/domain';
import type { BlobStore } from '../adapters/blob';
import type { Db } from '../db/client';
import { ownerBankAccounts, properties, propertyOwners, statements, users } from '../db/schema';
import { sealBankDetails, type BankDetails } from '../modules/payouts/bank-details';
import { createPayoutBatch } from '../modules/payouts/create-payout-batch';
import { sendPayoutBatch } from '../modules/payouts/send-payout-batch';
import { updatePayoutSettings } from '../modules/payouts/update-payout-settings';
import { demoUserId, deterministicUuid } from './deterministic-id';
import { createRandom, type Random } from './random';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The organisation's debit accounts, as finance would type them under Payout settings. */
const SETTINGS: TUpdatePayoutSettingsRequest['data']['attributes'] = {
  au: {
    userName: 'Hearth Stays Pty Ltd',
    apcaUserId: '482915',
    bankCode: 'CBA',
    remitterName: 'Hearth Stays',
    balancingLine: false,
    bsb: '062-000',
    accountNumber: '10458832',
  },
  nz: { payerName: 'Hearth Stays NZ', accountNumber: '02-0108-0412701-00' },
};

/** Owners left without any bank details, and owners of homes on both sides of the Tasman left without the NZ one. */
const NO_DETAILS = 0.04;
const NO_NZ_ACCOUNT = 0.2;

/** BSB prefixes of the big four and a few others (bank and state digits); the branch is drawn. */
const BSB_PREFIXES = ['062', '063', '064', '032', '033', '034', '082', '083', '084', '012', '013', '633', '484'];
/** ANZ, BNZ, Westpac, ANZ (National), ASB and Kiwibank. */
const NZ_BANKS = ['01', '02', '03', '06', '12', '38'];

const auAccountOf = (random: Random): BankDetails => ({
  country: 'AU',
  bsb: `${random.pick(BSB_PREFIXES)}${String(random.int(0, 999)).padStart(3, '0')}`,
  accountNumber: String(random.int(10_000_000, 999_999_999)),
});

/** A New Zealand account number that passes its bank's check digit: the account base counts up from a drawn one. */
const nzAccountOf = (random: Random): BankDetails => {
  const bank = random.pick(NZ_BANKS);
  const [from, to] = random.pick(NZ_BANK_BRANCHES[bank] ?? []);
  const branch = String(random.int(Math.max(from, 1), to)).padStart(4, '0');
  const start = random.int(100_000, 980_000);
  for (let base = start; base < start + 100; base += 1) {
    const check = checkNzAccountNumber(`${bank}-${branch}-${String(base).padStart(7, '0')}-00`);
    if (check.ok) return { country: 'NZ', account: check.account };
  }
  throw new Error(`No New Zealand account passes the check digit from ${bank}-${branch}-${start}`);
};

/**
 * Owner payouts (issue 31, docs/product/payouts.md): the organisation's payout settings, bank details for
 * most owners (an Australian account for owners of Australian homes, a New Zealand one for New Zealand homes) and
 * one sent batch paying the oldest published month. The numbers are sealed under `credentialKey` by the payouts
 * module's own code; the settings and the batch go through its operations as finance (made, then marked sent), so
 * the lines are what the product makes. A few owners have no details, and some owners of homes in both countries
 * no New Zealand account, so /payouts lists real blockers. Which owners, their numbers and the accounts' ids are the
 * same on every run; the sealed text is not (each seal takes a fresh nonce), nor are the batch's ids, which the
 * module makes.
 */
export const seedDemoPayouts = async (db: Db, options: { blob: BlobStore; credentialKey: string }): Promise<void> => {
  const { credentialKey } = options;
  const actor = { userId: demoUserId('finance'), impersonatorUserId: null };

  // The oldest month of published statements, and when they were published: the settings and accounts come first.
  const [oldest] = await db
    .select({ month: min(statements.month) })
    .from(statements)
    .where(eq(statements.status, 'published'));
  if (!oldest?.month) return;
  const [published] = await db
    .select({ at: max(statements.publishedAt) })
    .from(statements)
    .where(and(eq(statements.month, oldest.month), eq(statements.status, 'published')));
  const monthStart = new Date(`${oldest.month}T09:00:00+10:00`);
  // The first weekday after the statements were published: finance makes the batch at ten, to be paid that day.
  let paymentDate = addDays(todayIn(DEFAULT_TIMEZONE, published?.at ?? monthStart), 1);
  while ([0, 6].includes(new Date(`${paymentDate}T00:00:00Z`).getUTCDay())) paymentDate = addDays(paymentDate, 1);
  const batchMade = new Date(`${paymentDate}T10:00:00+10:00`);

  await updatePayoutSettings({
    db,
    actor,
    credentialKey,
    input: ZUpdatePayoutSettingsRequest.parse({ data: { type: 'payout-settings', attributes: SETTINGS } }).data
      .attributes,
    now: monthStart,
  });

  // Each owner with the countries of their homes, by user code.
  const owned = await db
    .selectDistinct({
      id: users.id,
      code: users.code,
      firstName: users.firstName,
      lastName: users.lastName,
      currency: properties.currency,
    })
    .from(propertyOwners)
    .innerJoin(users, eq(users.id, propertyOwners.userId))
    .innerJoin(properties, eq(properties.id, propertyOwners.propertyId))
    .orderBy(asc(users.code), asc(properties.currency));
  const owners = new Map<string, { name: string; countries: Set<PayoutCountry> }>();
  for (const row of owned) {
    const owner = owners.get(row.id) ?? { name: `${row.firstName} ${row.lastName}`, countries: new Set() };
    owner.countries.add(PAYOUT_COUNTRY_OF_CURRENCY[row.currency]);
    owners.set(row.id, owner);
  }
  // The demo sign-ins that own homes always have their details, so their statements show the payout.
  const alwaysPaid = new Set([demoUserId('owner'), demoUserId('solo.owner')]);

  const rows: (typeof ownerBankAccounts.$inferInsert)[] = [];
  for (const [id, owner] of owners) {
    const random = createRandom(`payouts:bank-details:${id}`);
    if (!alwaysPaid.has(id) && random.chance(NO_DETAILS)) continue;
    const skipNz = owner.countries.has('AU') && !alwaysPaid.has(id) && random.chance(NO_NZ_ACCOUNT);
    const changedAt = new Date(monthStart.getTime() - random.int(1, 90) * DAY - random.int(0, 8) * HOUR);
    const account = (details: BankDetails, accountName: string) =>
      rows.push({
        id: deterministicUuid(`owner-bank-account:${id}:${details.country}`),
        userId: id,
        country: details.country,
        detailsSealed: sealBankDetails(details, credentialKey),
        accountName,
        updatedByUserId: actor.userId,
        createdAt: changedAt,
        updatedAt: changedAt,
      });
    if (owner.countries.has('AU')) {
      account(auAccountOf(random), bankFileText(owner.name, ABA_TEXT, PAYOUT_LIMITS.auAccountNameMax));
    }
    if (owner.countries.has('NZ') && !skipNz) {
      account(nzAccountOf(random), bankFileText(owner.name, NZ_TEXT, PAYOUT_LIMITS.nzAccountNameMax));
    }
  }
  // One insert rather than an audited call per owner (a second of seeding): like the rest of the demo, they have no
  // history entries yet.
  for (let i = 0; i < rows.length; i += 500) await db.insert(ownerBankAccounts).values(rows.slice(i, i + 500));

  // The oldest month paid, through the module's own steps: the batch made, then marked sent once the bank has it.
  const batchId = await createPayoutBatch({
    db,
    actor,
    credentialKey,
    month: oldest.month.slice(0, 7),
    paymentDate,
    now: batchMade,
  });
  await sendPayoutBatch({ db, blob: options.blob, actor, id: batchId, now: new Date(batchMade.getTime() + 2 * HOUR) });
};
