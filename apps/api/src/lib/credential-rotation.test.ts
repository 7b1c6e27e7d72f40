import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, getTableName, is, isNull } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../db/schema';
import { auditLog, channelAccounts, channels, ownerBankAccounts, payoutLines, payoutSettings } from '../db/schema';
import { demoUserId } from '../seed/seed';
import { createTestContext, type TestContext } from '../test/harness';
import { CredentialRotationError, rotateCredentialKey, SEALED_COLUMNS, sealedColumnName } from './credential-rotation';
import { openSecret, sealSecret } from './secret-box';

/*
 * `npm run rotate-keys` (docs/OPERATIONS.md#rotate-the-credential-key): every sealed secret, the channel credentials
 * and the payout bank details alike, moves from the old key to the new one in one transaction, or nothing moves.
 */

let ctx: TestContext;
const newKey = randomBytes(32).toString('base64url');

/** Every sealed value in the database, by `table.column`. */
const sealedValues = async () => {
  const [accounts, banks, settings, lines] = await Promise.all([
    ctx.db.select({ v: channelAccounts.credentialSealed }).from(channelAccounts).orderBy(channelAccounts.id),
    ctx.db.select({ v: ownerBankAccounts.detailsSealed }).from(ownerBankAccounts).orderBy(ownerBankAccounts.id),
    ctx.db.select({ a: payoutSettings.abaAccountSealed, n: payoutSettings.nzAccountSealed }).from(payoutSettings),
    ctx.db.select({ v: payoutLines.accountSealed }).from(payoutLines).orderBy(payoutLines.id),
  ]);
  return [
    ...accounts.map((r) => r.v),
    ...banks.map((r) => r.v),
    ...settings.flatMap((r) => [r.a, r.n]),
    ...lines.map((r) => r.v),
  ].filter((v): v is string => v !== null);
};

beforeAll(async () => {
  ctx = await createTestContext();
  const key = ctx.config.credentialKey;
  const [channel] = await ctx.db
    .insert(channels)
    .values({ code: `rotate-${randomBytes(4).toString('hex')}`, name: 'Rotate' })
    .returning();
  await ctx.db.insert(channelAccounts).values({
    channelId: channel!.id,
    code: 'R1',
    email: 'r1@example.com',
    name: 'Rotate account',
    credentialSealed: sealSecret('channel-api-key', key),
  });
  const finance = await ctx.signedIn('finance');
  const bank = await finance.request({
    method: 'PUT',
    url: `/api/v3/users/${demoUserId('owner')}/bank-accounts`,
    body: {
      data: {
        type: 'bank-account',
        attributes: { country: 'AU', bsb: '062-000', accountNumber: '12345678', accountName: 'Olivia Owner' },
      },
    },
  });
  expect(bank.statusCode, bank.body).toBe(200);
  const settings = await finance.patch('/api/v3/payouts/settings', {
    data: {
      type: 'payout-settings',
      attributes: { nz: { payerName: 'Hearth NZ', accountNumber: '01-0902-0068389-00' } },
    },
  });
  expect(settings.statusCode, settings.body).toBe(200);
  // A statement the demo's sent batch did not pay: a paid one is in a live line already.
  const [statement] = await ctx.db.select().from(schema.statements).where(isNull(schema.statements.paidAt)).limit(1);
  const [batch] = await ctx.db
    .insert(schema.payoutBatches)
    .values({ month: statement!.month, paymentDate: '2040-01-01' })
    .returning();
  const [account] = await ctx.db.select().from(ownerBankAccounts).limit(1);
  await ctx.db.insert(payoutLines).values({
    batchId: batch!.id,
    statementId: statement!.id,
    payeeUserId: demoUserId('owner'),
    currency: 'AUD',
    amountCents: 100,
    country: 'AU',
    accountSealed: account!.detailsSealed,
    accountName: 'Olivia Owner',
  });
});

afterAll(async () => {
  await ctx?.close();
});

describe('credential key rotation', () => {
  it('knows every sealed column of the schema', () => {
    const sealedInSchema = (Object.values(schema) as unknown[])
      .filter((value): value is PgTable => is(value, PgTable))
      .flatMap((table) =>
        getTableConfig(table)
          .columns.filter((column) => column.name.endsWith('_sealed'))
          .map((column) => `${getTableName(table)}.${column.name}`),
      )
      .sort();
    expect(SEALED_COLUMNS.map(sealedColumnName).sort()).toEqual(sealedInSchema);
  });

  it('checks without changing anything', async () => {
    const before = await sealedValues();
    const counts = await rotateCredentialKey({ db: ctx.db, from: ctx.config.credentialKey, to: null });
    expect(Object.values(counts).every((n) => n >= 0)).toBe(true);
    expect(await sealedValues()).toEqual(before);
  });

  it('stops, changing nothing, when a value does not open with the key given as the old one', async () => {
    const before = await sealedValues();
    await expect(rotateCredentialKey({ db: ctx.db, from: newKey, to: ctx.config.credentialKey })).rejects.toThrow(
      CredentialRotationError,
    );
    expect(await sealedValues()).toEqual(before);
  });

  it('reseals every secret under the new key in one go, and says how many in the audit log', async () => {
    const before = await sealedValues();
    const plain = before.map((value) => openSecret(value, ctx.config.credentialKey));
    // The demo's bank details, settings and sent batch (seed/demo-payouts.ts), and what beforeAll added.
    const [banks] = await ctx.db.select({ n: count() }).from(ownerBankAccounts);
    const [lines] = await ctx.db.select({ n: count() }).from(payoutLines);
    const counts = await rotateCredentialKey({ db: ctx.db, from: ctx.config.credentialKey, to: newKey });
    expect(counts).toEqual({
      'channel_accounts.credential_sealed': expect.any(Number),
      'owner_bank_accounts.details_sealed': banks!.n,
      'payout_settings.aba_account_sealed': 1,
      'payout_settings.nz_account_sealed': 1,
      'payout_lines.account_sealed': lines!.n,
    });
    expect(banks!.n).toBeGreaterThan(1);
    expect(lines!.n).toBeGreaterThan(1);
    expect(counts['channel_accounts.credential_sealed']).toBeGreaterThanOrEqual(1);
    const after = await sealedValues();
    expect(after).toHaveLength(before.length);
    expect(after.map((value) => openSecret(value, newKey))).toEqual(plain);
    for (const value of after) expect(() => openSecret(value, ctx.config.credentialKey)).toThrow();
    const [entry] = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'credentials.rotate'));
    expect(entry?.after).toEqual({ resealed: counts });
    expect(JSON.stringify(entry)).not.toContain('channel-api-key');
  });
});
