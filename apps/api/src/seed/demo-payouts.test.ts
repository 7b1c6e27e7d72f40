import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gt, max, min } from 'drizzle-orm';
import {
  PAYOUT_MESSAGES,
  ZBankAccountsResponse,
  ZPayoutBatchDocument,
  ZPayoutBatchesResponse,
  ZPayoutPreviewResponse,
  ZPayoutSettingsDocument,
  ZStatementResponse,
} from '@hearth/domain';
import { ownerBankAccounts, properties, propertyOwners, statements } from '../db/schema';
import { openBankDetails } from '../modules/payouts/bank-details';
import { readAbaFile } from '../test/aba-records';
import { createTestContext, type TestClient, type TestContext } from '../test/harness';
import { demoUserId } from './deterministic-id';

/*
 * The demo's owner payouts (seed/demo-payouts.ts, docs/product/payouts.md), read from the seeded database
 * a fresh `npm start` gets: bank details sealed under the configuration's key, the organisation's accounts, one sent
 * batch paying the oldest published month, and a few owners left without details.
 */

let ctx: TestContext;
let finance: TestClient;
let owner: TestClient;
let oldestMonth = '';
let latestMonth = '';

const preview = async (month: string) => {
  const response = await finance.get(`/api/v3/payout-batches/preview?month=${month.slice(0, 7)}`);
  expect(response.statusCode, response.body).toBe(200);
  return ZPayoutPreviewResponse.parse(response.json()).data.attributes;
};

beforeAll(async () => {
  ctx = await createTestContext();
  finance = await ctx.signedIn('finance');
  owner = await ctx.signedIn('owner');
  const [months] = await ctx.db
    .select({ oldest: min(statements.month), latest: max(statements.month) })
    .from(statements)
    .where(eq(statements.status, 'published'));
  oldestMonth = months!.oldest!;
  latestMonth = months!.latest!;
});

afterAll(async () => {
  await ctx?.close();
});

describe('the demo payouts', () => {
  it("keep most owners' bank details sealed under the credential key, and show them masked", async () => {
    const rows = await ctx.db.select().from(ownerBankAccounts);
    const owners = await ctx.db.selectDistinct({ id: propertyOwners.userId }).from(propertyOwners);
    expect(rows.filter((row) => row.country === 'AU').length).toBeGreaterThan(owners.length * 0.8);
    expect(rows.filter((row) => row.country === 'NZ').length).toBeGreaterThan(10);
    for (const row of rows) {
      expect(row.detailsSealed).toMatch(/^v1\./);
      // Opening checks the numbers' form: BSB and 5 to 9 digits, or a New Zealand number passing its check digit.
      expect(openBankDetails(row.country, row.detailsSealed, ctx.config.credentialKey).country).toBe(row.country);
    }
    expect(() => openBankDetails('AU', rows[0]!.detailsSealed, Buffer.alloc(32, 7).toString('base64url'))).toThrow();

    const own = await owner.get(`/api/v3/users/${demoUserId('owner')}/bank-accounts`);
    expect(own.statusCode).toBe(200);
    const [account] = ZBankAccountsResponse.parse(own.json()).data;
    expect(account?.attributes).toMatchObject({
      country: 'AU',
      bsb: expect.stringMatching(/^\d{3}-\d{3}$/),
      accountNumber: expect.stringMatching(/^••••\d{4}$/),
      accountName: 'Olivia Owner',
      updatedBy: { fullName: 'Frankie Finance' },
    });
  });

  it("have the organisation's Australian and New Zealand accounts set, masked", async () => {
    const response = await finance.get('/api/v3/payouts/settings');
    expect(response.statusCode).toBe(200);
    expect(ZPayoutSettingsDocument.parse(response.json()).data.attributes).toEqual({
      au: {
        userName: 'Hearth Stays Pty Ltd',
        apcaUserId: '482915',
        bankCode: 'CBA',
        remitterName: 'Hearth Stays',
        balancingLine: false,
        bsb: '062-000',
        accountNumber: '••••8832',
      },
      nz: { payerName: 'Hearth Stays NZ', accountNumber: '02-••••-•••2701-••' },
    });
  });

  it('have one sent batch paying the oldest published month, whose statements say they are paid', async () => {
    const list = ZPayoutBatchesResponse.parse((await finance.get('/api/v3/payout-batches')).json());
    expect(list.meta.totalCount).toBe(1);
    const [summary] = list.data;
    expect(summary?.attributes).toMatchObject({
      month: oldestMonth.slice(0, 7),
      status: 'sent',
      createdBy: { fullName: 'Frankie Finance' },
      sentBy: { fullName: 'Frankie Finance' },
      files: { aba: true, nzCsv: true },
    });
    const batch = ZPayoutBatchDocument.parse((await finance.get(`/api/v3/payout-batches/${summary!.id}`)).json());
    const lines = batch.data.attributes.lines;
    expect(lines.length).toBeGreaterThan(200);

    // Every statement of the month with a payout is paid by it, but the blocked ones.
    const payable = await ctx.db
      .select({ id: statements.id, batch: statements.payoutBatchId, paidAt: statements.paidAt })
      .from(statements)
      .where(and(eq(statements.month, oldestMonth), gt(statements.payoutCents, 0)));
    const paid = payable.filter((s) => s.paidAt !== null);
    expect(paid.map((s) => s.id).sort()).toEqual(lines.map((line) => line.statementId).sort());
    expect(paid.every((s) => s.batch === summary!.id)).toBe(true);
    const blocked = await preview(oldestMonth);
    expect(blocked.lines).toEqual([]);
    expect(blocked.blockers.length).toBe(payable.length - paid.length);

    // The owner sees the day on their statement of that month.
    const [mine] = lines.filter((line) => line.payee.id === demoUserId('owner'));
    const statement = ZStatementResponse.parse((await owner.get(`/api/v3/statements/${mine!.statementId}`)).json());
    expect(statement.data.attributes.paidAt).toBe(batch.data.attributes.sentAt);

    // Its ABA file reads back to its Australian lines.
    const file = await finance.get(`/api/v3/payout-batches/${summary!.id}/aba`);
    expect(file.statusCode).toBe(200);
    const aba = readAbaFile(file.body);
    expect(aba.descriptive).toMatchObject({ bank: 'CBA', userId: '482915' });
    expect(aba.details).toHaveLength(lines.filter((line) => line.currency === 'AUD').length);
    expect((await finance.get(`/api/v3/payout-batches/${summary!.id}/nz-csv`)).statusCode).toBe(200);
  });

  it('leave an owner of homes in both countries paid in Australia but without a New Zealand account', async () => {
    const nzOwners = await ctx.db
      .selectDistinct({ id: propertyOwners.userId })
      .from(propertyOwners)
      .innerJoin(properties, eq(properties.id, propertyOwners.propertyId))
      .where(eq(properties.currency, 'NZD'));
    const accounts = await ctx.db.select().from(ownerBankAccounts);
    const has = new Set(accounts.map((a) => `${a.userId}:${a.country}`));
    const auOnly = nzOwners.filter((o) => has.has(`${o.id}:AU`) && !has.has(`${o.id}:NZ`));
    expect(auOnly.length).toBeGreaterThan(0);
  });

  it('leave a few owners without details, so the last month lists them blocked beside its payments', async () => {
    const month = await preview(latestMonth);
    expect(month.lines.length).toBeGreaterThan(200);
    expect(month.blockers.length).toBeGreaterThanOrEqual(1);
    expect(month.blockers.length).toBeLessThanOrEqual(12);
    for (const blocker of month.blockers) {
      expect(blocker.kind).toBe('no-bank-account');
      const country = blocker.currency === 'NZD' ? 'NZ' : 'AU';
      expect(blocker.message).toBe(PAYOUT_MESSAGES.noBankAccount(blocker.owners[0]!.fullName, country));
    }
    expect(month.missingSettings).toEqual([]);
  });
});
