import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  PAYMENT_ERROR_CODES,
  PAYMENT_MESSAGES,
  todayIn,
  type TBookingDocument,
  type TReconciliationResponse,
} from '@hearth/domain';
import { auditLog, bookingPayments, bookings } from '../../db/schema';
import { createProperty, uniqueTag } from '../../test/factories';
import { createTestContext, errorsOf, type TestClient, type TestContext } from '../../test/harness';

/*
 * Payments without Stripe (issue 31 items 1 and 2, the offline mode): nothing can be requested online; finance
 * records money received and refunds sent by hand, each audited, and nothing shows as paid or refunded before.
 */

let ctx: TestContext;
let finance: TestClient;
let staff: TestClient;
let licensee: TestClient;
let home: string;
const today = todayIn('Australia/Sydney');

/** A booking with a paid deposit of 30,000 and an unpaid balance of 70,000. */
let night = 40;
const bookingWithPayments = async () => {
  night += 3;
  const [booking] = await ctx.db
    .insert(bookings)
    .values({
      propertyId: home,
      longCode: `PAY-${uniqueTag()}`,
      status: 'BOOKED',
      checkIn: addDays(today, night),
      checkOut: addDays(today, night + 2),
      totalCents: 100_000,
      guestEmail: 'guest@example.com',
    })
    .returning({ id: bookings.id });
  const id = booking!.id;
  const [deposit, balance] = await ctx.db
    .insert(bookingPayments)
    .values([
      {
        bookingId: id,
        amountCents: 30_000,
        paymentType: 'deposit',
        status: 'paid',
        paidAt: new Date(),
        refundableCents: 30_000,
        dueOn: today,
      },
      { bookingId: id, amountCents: 70_000, paymentType: 'accommodation', status: 'unpaid', dueOn: addDays(today, 26) },
    ])
    .returning();
  return { id, deposit: deposit!, balance: balance! };
};
const record = (client: TestClient, paymentId: string, body: Record<string, unknown>) =>
  client.post(`/api/v3/booking-payments/${paymentId}/record`, body);
const summaryOf = async (id: string) =>
  ((await finance.get(`/api/v3/bookings/${id}?include=payments`)).json() as TBookingDocument).data.attributes
    .paymentSummary;

beforeAll(async () => {
  ctx = await createTestContext();
  [finance, staff, licensee] = await Promise.all([
    ctx.signedIn('finance'),
    ctx.signedIn('staff'),
    ctx.signedIn('licensee'),
  ]);
  home = await createProperty(ctx.db, { name: `${uniqueTag()} Offline` });
});
afterAll(async () => {
  await ctx?.close();
});

describe('payments recorded by hand (no Stripe)', () => {
  it('says it is offline: a request online is refused with what to do instead', async () => {
    const { balance } = await bookingWithPayments();
    const response = await staff.post(`/api/v3/booking-payments/${balance.id}/request`, {});
    expect(response.statusCode).toBe(409);
    expect(errorsOf(response)[0]).toMatchObject({
      code: PAYMENT_ERROR_CODES.stripeOff,
      detail: PAYMENT_MESSAGES.stripeOff,
    });
    const config = (await ctx.client().get('/api/v1/public/config')).json() as { data: { paymentMode: string } };
    expect(config.data.paymentMode).toBe('manual');
  });

  it('records a payment received with its method, reference and day, once, audited', async () => {
    const { id, balance } = await bookingWithPayments();
    expect(await summaryOf(id)).toMatchObject({ paid: 30_000, due: 70_000 });
    const future = await record(finance, balance.id, {
      method: 'bank-transfer',
      reference: 'X',
      paidOn: addDays(today, 2),
    });
    expect(future.statusCode).toBe(400);
    expect(errorsOf(future)[0]?.detail).toBe(PAYMENT_MESSAGES.dateInFuture);
    const old = await record(finance, balance.id, { method: 'cash', reference: 'X', paidOn: addDays(today, -400) });
    expect(errorsOf(old)[0]?.detail).toBe(PAYMENT_MESSAGES.dateTooOld);
    for (const body of [
      { method: 'barter', reference: 'X', paidOn: today },
      { method: 'cash', reference: '', paidOn: today },
      {},
    ]) {
      expect((await record(finance, balance.id, body)).statusCode).toBe(400);
    }
    // Staff see payments but do not record money: finance and admin do.
    expect((await record(staff, balance.id, { method: 'cash', reference: 'R1', paidOn: today })).statusCode).toBe(403);

    const done = await record(finance, balance.id, { method: 'bank-transfer', reference: 'WBC 55120', paidOn: today });
    expect(done.statusCode, done.body).toBe(204);
    expect(await summaryOf(id)).toMatchObject({ paid: 100_000, due: 0 });
    const [row] = await ctx.db.select().from(bookingPayments).where(eq(bookingPayments.id, balance.id));
    expect(row).toMatchObject({
      status: 'paid',
      method: 'bank-transfer',
      reference: 'WBC 55120',
      refundableCents: 70_000,
    });
    const twice = await record(finance, balance.id, { method: 'cash', reference: 'again', paidOn: today });
    expect(twice.statusCode).toBe(409);
    expect(errorsOf(twice)[0]?.code).toBe(PAYMENT_ERROR_CODES.notRecordable);
    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.record'), eq(auditLog.entityId, balance.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.after).toMatchObject({ status: 'paid', reference: 'WBC 55120' });
  });

  it('refunds at most what was paid, pending until finance records it sent', async () => {
    const { id, deposit } = await bookingWithPayments();
    const tooMuch = await finance.post(`/api/v3/bookings/${id}/refunds`, { amount: 30_001, reason: 'Goodwill' });
    expect(tooMuch.statusCode).toBe(409);
    expect(errorsOf(tooMuch)[0]).toMatchObject({
      code: PAYMENT_ERROR_CODES.refundTooLarge,
      detail: PAYMENT_MESSAGES.refundTooLarge('A$300.00'),
    });
    expect((await finance.post(`/api/v3/bookings/${id}/refunds`, { amount: 0, reason: 'x' })).statusCode).toBe(400);
    expect((await finance.post(`/api/v3/bookings/${id}/refunds`, { amount: 100 })).statusCode).toBe(400);
    expect((await staff.post(`/api/v3/bookings/${id}/refunds`, { amount: 100, reason: 'x' })).statusCode).toBe(403);

    const made = await finance.post(`/api/v3/bookings/${id}/refunds`, { amount: 12_000, reason: 'Pool closed' });
    expect(made.statusCode, made.body).toBe(201);
    const [refund] = (made.json() as { data: { id: string; attributes: { status: string } }[] }).data;
    expect(refund?.attributes.status).toBe('pending');
    expect(await summaryOf(id)).toMatchObject({ paid: 30_000, refunded: 0, refundPending: 12_000 });
    // What is promised back cannot be promised twice.
    const rest = await finance.post(`/api/v3/bookings/${id}/refunds`, { amount: 18_001, reason: 'More' });
    expect(errorsOf(rest)[0]?.detail).toBe(PAYMENT_MESSAGES.refundTooLarge('A$180.00'));

    const sent = await record(finance, refund!.id, { method: 'bank-transfer', reference: 'RF-1', paidOn: today });
    expect(sent.statusCode, sent.body).toBe(204);
    expect(await summaryOf(id)).toMatchObject({ refunded: 12_000, refundPending: 0 });
    const [charge] = await ctx.db.select().from(bookingPayments).where(eq(bookingPayments.id, deposit.id));
    expect(charge?.refundableCents).toBe(18_000);
  });

  it("answers 404 for a payment outside the caller's reach, and the webhook says it is not set up", async () => {
    const { balance } = await bookingWithPayments();
    // The licensee's company does not run this home.
    expect((await licensee.post(`/api/v3/booking-payments/${balance.id}/request`, {})).statusCode).toBe(404);
    expect(
      (await record(finance, '00000000-0000-4000-8000-000000000000', { method: 'cash', reference: 'x', paidOn: today }))
        .statusCode,
    ).toBe(404);
    expect((await record(finance, 'not-an-id', { method: 'cash', reference: 'x', paidOn: today })).statusCode).toBe(
      400,
    );
    const hook = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/stripe',
      payload: '{"id":"evt_1"}',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
    });
    expect(hook.statusCode).toBe(400);
    expect(errorsOf(hook)[0]?.code).toBe(PAYMENT_ERROR_CODES.webhooksOff);
  });
});

describe('the reconciliation without Stripe', () => {
  it('has no Stripe side to compare: the ledger alone, with what was recorded by hand', async () => {
    const month = new Date().toISOString().slice(0, 7);
    const response = await finance.get(`/api/v3/merchant-accounts/reconciliation?month=${month}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as TReconciliationResponse;
    expect(body.meta).toMatchObject({ source: 'ledger', month });
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((row) => row.attributes.provider === null && row.attributes.differences.length === 0)).toBe(
      true,
    );
  });
});
