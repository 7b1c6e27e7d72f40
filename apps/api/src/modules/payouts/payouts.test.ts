import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  PAYOUT_ERROR_CODES,
  PAYOUT_MESSAGES,
  todayIn,
  ZBankAccountsResponse,
  ZHistoryResponse,
  ZPayoutBatchDocument,
  ZPayoutBatchesResponse,
  ZPayoutPreviewResponse,
  ZPayoutSettingsDocument,
  ZStatementResponse,
} from '@hearth/domain';
import {
  auditLog,
  ownerBankAccounts,
  payoutLines,
  payoutSettings,
  statements,
  userRoles,
  users,
} from '../../db/schema';
import { demoUserId } from '../../seed/seed';
import { centsOf, readAbaFile } from '../../test/aba-records';
import { createProperty, uniqueTag } from '../../test/factories';
import { createTestContext, errorsOf, type TestClient, type TestContext } from '../../test/harness';

/*
 * Owner payouts through HTTP on a real database (docs/product/payouts.md): bank details kept sealed and shown
 * masked, the organisation's accounts, a month's batch from published statements with its blockers, the ABA and
 * New Zealand files read back, sending (statements paid once) and cancelling. A month long before the demo's
 * statements, so only the homes made here are in it.
 */
const MONTH = '2023-07';
const tag = uniqueTag();
const today = todayIn('Australia/Sydney');

let ctx: TestContext;
let finance: TestClient;
let admin: TestClient;
let staff: TestClient;
let owner: TestClient;
const people = { ann: '', ned: '', bo: '' };
const homes = { aud: '', nzd: '', blocked: '', orphan: '', mine: '', zero: '', draft: '' };
const statementIds: Record<keyof typeof homes, string> = {
  aud: '',
  nzd: '',
  blocked: '',
  orphan: '',
  mine: '',
  zero: '',
  draft: '',
};

const insertOwner = async (firstName: string) => {
  const [row] = await ctx.db
    .insert(users)
    .values({
      code: `P${firstName}${tag}`,
      email: `${firstName}.${tag}@example.com`,
      firstName,
      lastName: `Payee${tag}`,
    })
    .returning({ id: users.id });
  await ctx.db.insert(userRoles).values({ userId: row!.id, role: 'ROLE_OWNER' });
  return row!.id;
};

const insertStatement = async (
  propertyId: string,
  fields: { payoutCents: number; currency?: 'AUD' | 'NZD'; status?: 'draft' | 'published' },
) => {
  const [row] = await ctx.db
    .insert(statements)
    .values({
      propertyId,
      month: `${MONTH}-01`,
      status: fields.status ?? 'published',
      currency: fields.currency ?? 'AUD',
      payoutCents: fields.payoutCents,
      publishedAt: fields.status === 'draft' ? null : new Date('2023-08-04T00:00:00Z'),
    })
    .returning({ id: statements.id });
  return row!.id;
};

const auAccount = (bsb: string, accountNumber: string, accountName: string) => ({
  data: { type: 'bank-account', attributes: { country: 'AU', bsb, accountNumber, accountName } },
});
const nzAccount = (accountNumber: string, accountName: string) => ({
  data: { type: 'bank-account', attributes: { country: 'NZ', accountNumber, accountName } },
});

const put = (client: TestClient, userId: string, body: unknown) =>
  client.request({ method: 'PUT', url: `/api/v3/users/${userId}/bank-accounts`, body });

const SETTINGS = {
  au: {
    userName: 'Hearth Stays Pty Ltd',
    apcaUserId: '301500',
    bankCode: 'wbc',
    remitterName: 'Hearth Stays',
    balancingLine: false,
    bsb: '032-000',
    accountNumber: '998877',
  },
  nz: { payerName: 'Hearth Stays NZ', accountNumber: '02-0100-0123462-00' },
};

const preview = async () => {
  const response = await finance.get(`/api/v3/payout-batches/preview?month=${MONTH}`);
  expect(response.statusCode, response.body).toBe(200);
  return ZPayoutPreviewResponse.parse(response.json()).data.attributes;
};

const createBatch = (client: TestClient, paymentDate = today) =>
  client.post('/api/v3/payout-batches', {
    data: { type: 'payout-batch', attributes: { month: MONTH, paymentDate } },
  });

beforeAll(async () => {
  ctx = await createTestContext();
  finance = await ctx.signedIn('finance');
  admin = await ctx.signedIn('admin');
  staff = await ctx.signedIn('staff');
  owner = await ctx.signedIn('owner');
  people.ann = await insertOwner('Ann');
  people.ned = await insertOwner('Ned');
  people.bo = await insertOwner('Bo');
  homes.aud = await createProperty(ctx.db, { name: `${tag} Aussie`, code: `PA-${tag}` }, { owners: [people.ann] });
  homes.nzd = await createProperty(ctx.db, { name: `${tag} Kiwi`, code: `PN-${tag}` }, { owners: [people.ned] });
  homes.blocked = await createProperty(ctx.db, { name: `${tag} Blocked`, code: `PB-${tag}` }, { owners: [people.bo] });
  homes.orphan = await createProperty(ctx.db, { name: `${tag} Orphan`, code: `PO-${tag}` });
  homes.mine = await createProperty(
    ctx.db,
    { name: `${tag} Mine`, code: `PM-${tag}` },
    { owners: [demoUserId('owner')] },
  );
  homes.zero = await createProperty(ctx.db, { name: `${tag} Zero`, code: `PZ-${tag}` }, { owners: [people.ann] });
  homes.draft = await createProperty(ctx.db, { name: `${tag} Draft`, code: `PD-${tag}` }, { owners: [people.ann] });
  statementIds.aud = await insertStatement(homes.aud, { payoutCents: 123_456 });
  statementIds.nzd = await insertStatement(homes.nzd, { payoutCents: 78_900, currency: 'NZD' });
  statementIds.blocked = await insertStatement(homes.blocked, { payoutCents: 5_000 });
  statementIds.orphan = await insertStatement(homes.orphan, { payoutCents: 7_000 });
  statementIds.mine = await insertStatement(homes.mine, { payoutCents: 20_001 });
  statementIds.zero = await insertStatement(homes.zero, { payoutCents: 0 });
  statementIds.draft = await insertStatement(homes.draft, { payoutCents: 9_000, status: 'draft' });
});

afterAll(async () => {
  await ctx?.close();
});

describe("an owner's bank details", () => {
  it('are set by finance, answered masked to everyone, and stored sealed', async () => {
    const response = await put(finance, people.ann, auAccount('062-000', '1234 5678', 'Ann Payee'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      data: { type: 'bank-account', attributes: { country: 'AU', bsb: '062-000', accountNumber: '••••5678' } },
    });
    const read = await staff.get(`/api/v3/users/${people.ann}/bank-accounts`);
    expect(read.statusCode).toBe(200);
    const body = ZBankAccountsResponse.parse(read.json());
    expect(body.data.map((a) => a.attributes)).toEqual([
      expect.objectContaining({ country: 'AU', bsb: '062-000', accountNumber: '••••5678', accountName: 'Ann Payee' }),
    ]);
    expect(body.data[0]!.attributes.updatedBy?.fullName).toBe('Frankie Finance');
    // Staff read, only finance and admin edit.
    expect(body.meta.canEdit).toBe(false);
    expect(read.body).not.toContain('12345678');
    const [row] = await ctx.db.select().from(ownerBankAccounts).where(eq(ownerBankAccounts.userId, people.ann));
    expect(row!.detailsSealed).toMatch(/^v1\./);
    expect(row!.detailsSealed).not.toContain('12345678');
    expect(row!.detailsSealed).not.toContain('062000');
  });

  it('take a New Zealand account beside the Australian one, checked by its bank, branch and check digit', async () => {
    const bad = await put(admin, people.ned, nzAccount('01-0902-0068388-00', 'Ned Payee'));
    expect(bad.statusCode).toBe(400);
    expect(errorsOf(bad)[0]).toMatchObject({
      detail: PAYOUT_MESSAGES.nzChecksum,
      source: { pointer: '/data/attributes/accountNumber' },
    });
    const branch = await put(admin, people.ned, nzAccount('01-1000-0068389-00', 'Ned Payee'));
    expect(errorsOf(branch)[0]?.detail).toBe(PAYOUT_MESSAGES.nzBranchUnknown('01', '1000'));
    const good = await put(admin, people.ned, nzAccount('01-0902-0068389-00', 'Ned Payee'));
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json()).toMatchObject({ data: { attributes: { bsb: null, accountNumber: '01-••••-•••8389-••' } } });
  });

  it('refuse a BSB or account number of the wrong form, in words, at the field', async () => {
    const response = await put(finance, people.bo, auAccount('62-000', '123', ''));
    expect(response.statusCode).toBe(400);
    const errors = errorsOf(response);
    expect(errors.map((e) => [e.source?.pointer, e.detail])).toEqual(
      expect.arrayContaining([
        ['/data/attributes/bsb', PAYOUT_MESSAGES.bsbFormat],
        ['/data/attributes/accountNumber', PAYOUT_MESSAGES.auAccountFormat],
        ['/data/attributes/accountName', PAYOUT_MESSAGES.accountNameRequired],
      ]),
    );
  });

  it('are changed only by finance and admin; an owner sees their own, masked, and no one else’s', async () => {
    const refused = await put(staff, people.ann, auAccount('062-000', '87654321', 'Ann Payee'));
    expect(refused.statusCode).toBe(403);
    const mine = await put(finance, demoUserId('owner'), auAccount('083-170', '99887766', 'Olivia Owner'));
    expect(mine.statusCode).toBe(200);
    const own = await owner.get(`/api/v3/users/${demoUserId('owner')}/bank-accounts`);
    expect(own.statusCode).toBe(200);
    expect(ZBankAccountsResponse.parse(own.json()).data[0]?.attributes).toMatchObject({
      bsb: '083-170',
      accountNumber: '••••7766',
    });
    expect((await owner.get(`/api/v3/users/${people.ann}/bank-accounts`)).statusCode).toBe(404);
    expect((await put(owner, demoUserId('owner'), auAccount('083-170', '11112222', 'Me'))).statusCode).toBe(403);
    // Bank details are kept for owners only: a staff member is no payee.
    expect((await finance.get(`/api/v3/users/${demoUserId('staff')}/bank-accounts`)).statusCode).toBe(404);
    expect((await finance.get(`/api/v3/users/not-a-uuid/bank-accounts`)).statusCode).toBe(400);
  });

  it('keep a history of each change, masked, for staff and finance; the audit log holds no number in clear', async () => {
    await put(finance, people.ann, auAccount('062-001', '11223344', 'Ann B Payee'));
    const response = await staff.get(`/api/v3/users/${people.ann}/bank-accounts/history`);
    expect(response.statusCode).toBe(200);
    const [latest] = ZHistoryResponse.parse(response.json()).data;
    expect(latest?.attributes.action).toBe('payouts.bank-account.set');
    expect(latest?.attributes.actor?.fullName).toBe('Frankie Finance');
    expect(latest?.attributes.changes).toEqual([
      { field: 'auAccountName', before: 'Ann Payee', after: 'Ann B Payee' },
      { field: 'auAccountNumber', before: '••••5678', after: '••••3344' },
      { field: 'auBsb', before: '062-000', after: '062-001' },
    ]);
    expect((await owner.get(`/api/v3/users/${demoUserId('owner')}/bank-accounts/history`)).statusCode).toBe(403);
    const entries = await ctx.db.select().from(auditLog).where(eq(auditLog.entity, 'bank-account'));
    const text = JSON.stringify(entries);
    for (const number of ['12345678', '11223344', '0068389', '99887766']) expect(text).not.toContain(number);
  });
});

describe("the organisation's payout settings", () => {
  it('need the account on the first save, keep it after, and answer it masked', async () => {
    // The demo has its settings (seed/demo-payouts.ts): start from an organisation that has none.
    await ctx.db.delete(payoutSettings);
    const empty = await finance.get('/api/v3/payouts/settings');
    expect(ZPayoutSettingsDocument.parse(empty.json()).data.attributes).toEqual({ au: null, nz: null });
    const { bsb: _bsb, accountNumber: _account, ...withoutAccount } = SETTINGS.au;
    const first = await finance.patch('/api/v3/payouts/settings', {
      data: { type: 'payout-settings', attributes: { au: withoutAccount } },
    });
    expect(first.statusCode).toBe(400);
    expect(errorsOf(first)[0]).toMatchObject({
      code: PAYOUT_ERROR_CODES.accountMissing,
      source: { pointer: '/data/attributes/au/bsb' },
    });
    const saved = await finance.patch('/api/v3/payouts/settings', {
      data: { type: 'payout-settings', attributes: SETTINGS },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(ZPayoutSettingsDocument.parse(saved.json()).data.attributes).toEqual({
      au: { ...withoutAccount, bankCode: 'WBC', bsb: '032-000', accountNumber: '••••8877' },
      nz: { payerName: 'Hearth Stays NZ', accountNumber: '02-••••-•••3462-••' },
    });
    const renamed = await admin.patch('/api/v3/payouts/settings', {
      data: { type: 'payout-settings', attributes: { au: { ...withoutAccount, remitterName: 'Hearth' } } },
    });
    expect(ZPayoutSettingsDocument.parse(renamed.json()).data.attributes.au).toMatchObject({
      remitterName: 'Hearth',
      accountNumber: '••••8877',
    });
    expect((await staff.get('/api/v3/payouts/settings')).statusCode).toBe(403);
  });
});

describe('a payout batch', () => {
  let batchId = '';

  it("lists the month's payable statements by currency, and every blocked one with its reason", async () => {
    const month = await preview();
    const mine = month.lines.filter((line) => line.property.name.startsWith(tag));
    expect(mine.map((line) => [line.property.name, line.payee.fullName, line.currency, line.amount])).toEqual([
      [`${tag} Aussie`, `Ann Payee${tag}`, 'AUD', 123_456],
      [`${tag} Mine`, 'Olivia Owner', 'AUD', 20_001],
      [`${tag} Kiwi`, `Ned Payee${tag}`, 'NZD', 78_900],
    ]);
    expect(mine[0]?.bankAccount).toEqual({
      country: 'AU',
      bsb: '062-001',
      accountNumber: '••••3344',
      accountName: 'Ann B Payee',
    });
    expect(month.blockers.map((b) => [b.property.name, b.kind, b.message, b.amount])).toEqual([
      [`${tag} Blocked`, 'no-bank-account', PAYOUT_MESSAGES.noBankAccount(`Bo Payee${tag}`, 'AU'), 5_000],
      [`${tag} Orphan`, 'no-owner', PAYOUT_MESSAGES.noOwner(`PO-${tag} ${tag} Orphan`), 7_000],
    ]);
    // Drafts and statements paying nothing are not in it.
    const named = [...month.lines, ...month.blockers].map((item) => item.statementId);
    expect(named).not.toContain(statementIds.zero);
    expect(named).not.toContain(statementIds.draft);
    expect(month.totals).toEqual([
      { currency: 'AUD', count: 2, amount: 143_457 },
      { currency: 'NZD', count: 1, amount: 78_900 },
    ]);
    expect(month.missingSettings).toEqual([]);
  });

  it('refuses a payment date before today', async () => {
    const response = await createBatch(finance, '2020-01-01');
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response)[0]).toMatchObject({
      detail: PAYOUT_MESSAGES.paymentDatePast,
      source: { pointer: '/data/attributes/paymentDate' },
    });
  });

  it('is made as a draft of the ready statements, which then leave the month', async () => {
    const response = await createBatch(finance);
    expect(response.statusCode, response.body).toBe(201);
    const batch = ZPayoutBatchDocument.parse(response.json()).data;
    batchId = batch.id;
    expect(batch.attributes).toMatchObject({
      month: MONTH,
      status: 'draft',
      paymentDate: today,
      lineCount: 3,
      files: { aba: true, nzCsv: true },
      createdBy: { fullName: 'Frankie Finance' },
    });
    expect(batch.attributes.lines.map((line) => line.statementId).sort()).toEqual(
      [statementIds.aud, statementIds.mine, statementIds.nzd].sort(),
    );
    const after = await preview();
    expect(after.lines).toEqual([]);
    expect(after.blockers).toHaveLength(2);
    const again = await createBatch(admin);
    expect(again.statusCode).toBe(409);
    expect(errorsOf(again)[0]).toMatchObject({
      code: PAYOUT_ERROR_CODES.nothingToPay,
      detail: PAYOUT_MESSAGES.nothingToPay('July 2023'),
    });
    const list = ZPayoutBatchesResponse.parse((await admin.get('/api/v3/payout-batches')).json());
    expect(list.data[0]).toMatchObject({
      id: batchId,
      attributes: {
        totals: [
          { currency: 'AUD', count: 2, amount: 143_457 },
          { currency: 'NZD', count: 1, amount: 78_900 },
        ],
      },
    });
  });

  it('holds a statement once: the database refuses a second live line for it', async () => {
    const [line] = await ctx.db.select().from(payoutLines).where(eq(payoutLines.statementId, statementIds.aud));
    const { id: _id, ...copy } = line!;
    await expect(ctx.db.insert(payoutLines).values(copy)).rejects.toThrow();
  });

  it('pays each account as it was when the batch was made, in an ABA file that reads back to the statements', async () => {
    // A change after the batch was made goes in the next batch, not this file.
    await put(finance, people.ann, auAccount('062-002', '55556666', 'Ann C Payee'));
    const response = await finance.get(`/api/v3/payout-batches/${batchId}/aba`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="payouts-${MONTH}-${batchId.slice(0, 8)}.aba"`,
    );
    const file = readAbaFile(response.body);
    expect(file.records.every((record) => record.length === 120)).toBe(true);
    expect(file.descriptive).toMatchObject({
      bank: 'WBC',
      userName: 'Hearth Stays Pty Ltd'.padEnd(26),
      userId: '301500',
      description: 'PAYOUT JUL23',
      date: `${today.slice(8, 10)}${today.slice(5, 7)}${today.slice(2, 4)}`,
    });
    const byReference = new Map(file.details.map((detail) => [detail.reference!.trim(), detail]));
    expect(byReference.get(`JUL23 PA-${tag}`.slice(0, 18))).toMatchObject({
      bsb: '062-001',
      account: ' 11223344',
      transactionCode: '50',
      title: 'Ann B Payee'.padEnd(32),
      traceBsb: '032-000',
      traceAccount: '   998877',
      remitter: 'Hearth'.padEnd(16),
    });
    // Parsed back: each detail's amount is its statement's payout, and the totals add up.
    const paid = await ctx.db
      .select()
      .from(statements)
      .where(eq(statements.month, `${MONTH}-01`));
    const payoutOf = new Map(paid.map((s) => [s.propertyId, s.payoutCents]));
    expect(file.details.map((detail) => centsOf(detail.amount!)).sort()).toEqual(
      [payoutOf.get(homes.aud), payoutOf.get(homes.mine)].sort(),
    );
    expect(centsOf(file.total.creditTotal!)).toBe(143_457);
    expect(centsOf(file.total.netTotal!)).toBe(143_457);
    expect(file.total.count).toBe('000002');
  });

  it('writes the New Zealand payments as a bulk direct-credit CSV', async () => {
    const response = await finance.get(`/api/v3/payout-batches/${batchId}/nz-csv`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const records = response.body.split('\r\n').filter(Boolean);
    expect(records[0]).toMatch(/^1,,,,0201000123462000,7,\d{6},\d{6},$/);
    expect(records[1]!.split(',')).toEqual([
      '2',
      '0109020068389000',
      '50',
      '78900',
      'Ned Payee',
      `PN-${tag}`.slice(0, 12),
      'JUL23',
      '',
      'OWNER PAYOUT',
      'Hearth Stays NZ',
      'JUL23',
      `PN-${tag}`.slice(0, 12),
      'OWNER PAYOUT',
    ]);
    expect(records[2]).toBe('3,78900,1,09020068389');
  });

  it('is marked sent once: its statements are paid, and the owner sees the day on their statement', async () => {
    const before = ZStatementResponse.parse((await owner.get(`/api/v3/statements/${statementIds.mine}`)).json());
    expect(before.data.attributes.paidAt).toBeNull();
    const sent = await finance.post(`/api/v3/payout-batches/${batchId}/send`, {});
    expect(sent.statusCode, sent.body).toBe(200);
    expect(ZPayoutBatchDocument.parse(sent.json()).data.attributes).toMatchObject({
      status: 'sent',
      sentBy: { fullName: 'Frankie Finance' },
    });
    const paid = await ctx.db
      .select({ id: statements.id, paidAt: statements.paidAt, batch: statements.payoutBatchId })
      .from(statements)
      .where(and(eq(statements.month, `${MONTH}-01`), eq(statements.payoutBatchId, batchId)));
    expect(paid.map((s) => s.id).sort()).toEqual([statementIds.aud, statementIds.mine, statementIds.nzd].sort());
    const after = ZStatementResponse.parse((await owner.get(`/api/v3/statements/${statementIds.mine}`)).json());
    expect(after.data.attributes.paidAt).not.toBeNull();
    const twice = await finance.post(`/api/v3/payout-batches/${batchId}/send`, {});
    expect(twice.statusCode).toBe(409);
    expect(errorsOf(twice)[0]?.detail).toBe(PAYOUT_MESSAGES.notDraft);
    expect((await finance.post(`/api/v3/payout-batches/${batchId}/cancel`, {})).statusCode).toBe(409);
    // A sent batch's file can be read again for the records.
    expect((await finance.get(`/api/v3/payout-batches/${batchId}/aba`)).statusCode).toBe(200);
  });

  it('once cancelled, frees its statements for another batch and gives no file', async () => {
    await put(finance, people.bo, auAccount('062-000', '44445555', 'Bo Payee'));
    const made = await createBatch(finance);
    expect(made.statusCode, made.body).toBe(201);
    const draft = ZPayoutBatchDocument.parse(made.json()).data;
    expect(draft.attributes.lines.map((line) => line.statementId)).toEqual([statementIds.blocked]);
    // No NZ payments in it.
    const noNz = await finance.get(`/api/v3/payout-batches/${draft.id}/nz-csv`);
    expect(noNz.statusCode).toBe(409);
    expect(errorsOf(noNz)[0]?.detail).toBe(PAYOUT_MESSAGES.noLines('NZ'));
    const cancelled = await finance.post(`/api/v3/payout-batches/${draft.id}/cancel`, {});
    expect(cancelled.statusCode).toBe(200);
    expect(ZPayoutBatchDocument.parse(cancelled.json()).data.attributes.status).toBe('cancelled');
    const file = await finance.get(`/api/v3/payout-batches/${draft.id}/aba`);
    expect(file.statusCode).toBe(409);
    expect(errorsOf(file)[0]?.detail).toBe(PAYOUT_MESSAGES.cancelledFile);
    expect((await preview()).lines.map((line) => line.statementId)).toEqual([statementIds.blocked]);
    const next = await createBatch(admin);
    expect(next.statusCode).toBe(201);
  });

  it('answers 404 for a batch that does not exist and 400 for an id that is not one', async () => {
    const missing = await finance.get(`/api/v3/payout-batches/${randomUUID()}`);
    expect(missing.statusCode).toBe(404);
    expect(errorsOf(missing)[0]?.code).toBe(PAYOUT_ERROR_CODES.notFound);
    expect((await finance.get('/api/v3/payout-batches/nope/aba')).statusCode).toBe(400);
    expect((await finance.get('/api/v3/payout-batches/preview?month=2023-13')).statusCode).toBe(400);
    const unknownField = await finance.post('/api/v3/payout-batches', {
      data: { type: 'payout-batch', attributes: { month: MONTH, paymentDate: today, statements: [] } },
    });
    expect(unknownField.statusCode).toBe(400);
  });

  it('says when the organisation account of a currency is missing, and makes no file without it', async () => {
    await ctx.db.update(statements).set({ status: 'published' }).where(eq(statements.id, statementIds.draft));
    await ctx.db.update(payoutSettings).set({ abaAccountSealed: null });
    const month = await preview();
    expect(month.lines.map((line) => line.statementId)).toEqual([statementIds.draft]);
    expect(month.missingSettings).toEqual(['AU']);
    const made = await createBatch(finance);
    expect(made.statusCode).toBe(201);
    const batch = ZPayoutBatchDocument.parse(made.json());
    expect(batch.meta.missingSettings).toEqual(['AU']);
    const file = await finance.get(`/api/v3/payout-batches/${batch.data.id}/aba`);
    expect(file.statusCode).toBe(409);
    expect(errorsOf(file)[0]).toMatchObject({
      code: PAYOUT_ERROR_CODES.settingsMissing,
      detail: PAYOUT_MESSAGES.settingsMissing('AU'),
    });
  });
});
