import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  PAYMENT_ERROR_CODES,
  todayIn,
  type TBookingDocument,
  type TReconciliationResponse,
} from '@hearth/domain';
import {
  bookingPayments,
  companies,
  mailOutbox,
  merchantAccounts,
  paymentRequests,
  propertyProfiles,
  stripeEvents,
} from '../../db/schema';
import { startFakeStripe, type FakeStripe, type SignedEvent } from '../../adapters/payments/fake-stripe';
import type { ProviderPayments } from '../../adapters/payments';
import { runJobOnce } from '../../lib/jobs';
import { createProperty, createRates, uniqueTag } from '../../test/factories';
import { createTestContext, errorsOf, type TestClient, type TestContext } from '../../test/harness';
import { resumePaymentCallsJob } from './resume-payment-calls';

/*
 * Money through Stripe (issue 31 items 1, 2 and 7): the real client (the `stripe` package) against a local fake
 * Stripe over HTTP, and Stripe's events signed with `stripe.webhooks.generateTestHeaderString` and posted to the
 * webhook as Stripe would. The ledger moves only on a verified event, once per event.
 */

const SECRET_KEY = 'sk_test_payments';
const WEBHOOK_SECRET = 'whsec_test_payments';
const today = todayIn('Australia/Sydney');
const day = (n: number) => addDays(today, n);

let ctx: TestContext;
let stripe: FakeStripe;
let staff: TestClient;
let finance: TestClient;
let home: string;
const account = `acct_${uniqueTag()}`;
const otherAccount = `acct_other_${uniqueTag()}`;
const accountName = `${uniqueTag()} Pay AU`;

const postEvent = async ({ body, signature }: SignedEvent) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/webhooks/stripe',
    payload: body,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });

let night = 10;
/** A stay booked by staff: a payment of its total due today and the security deposit, both unpaid. */
const bookStay = async () => {
  night += 3;
  const response = await staff.request({
    method: 'POST',
    url: '/api/v3/bookings',
    headers: { 'Idempotency-Key': randomUUID() },
    body: {
      propertyId: home,
      checkIn: day(night),
      checkOut: day(night + 2),
      adults: 2,
      guest: { fullName: 'Ava Nguyen', email: 'ava@example.com', phone: '+61 400 000 001' },
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  const id = (response.json() as TBookingDocument).data.id;
  const payments = await ctx.db.select().from(bookingPayments).where(eq(bookingPayments.bookingId, id));
  const stay = payments.find((p) => p.paymentType !== 'bond')!;
  const bond = payments.find((p) => p.paymentType === 'bond')!;
  return { id, stay, bond };
};

const bookingOf = async (id: string) =>
  (await staff.get(`/api/v3/bookings/${id}?include=payments`)).json() as TBookingDocument;
const paymentsOf = (id: string) => ctx.db.select().from(bookingPayments).where(eq(bookingPayments.bookingId, id));
const eventCount = async () => (await ctx.db.select({ n: count() }).from(stripeEvents))[0]!.n;
const request = (client: TestClient, paymentId: string) =>
  client.post(`/api/v3/booking-payments/${paymentId}/request`, {});
/** The guest pays the page of the payment's latest request, as on Stripe. */
const payLatest = async (paymentId: string) => {
  const [row] = await ctx.db.select().from(paymentRequests).where(eq(paymentRequests.paymentId, paymentId));
  return stripe.pay(row!.checkoutSessionId!);
};

beforeAll(async () => {
  // Every demo merchant account is on this Stripe too: the reconciliation reads each.
  stripe = await startFakeStripe({
    anyAccount: true,
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    deliver: async (event) => (await postEvent(event)).statusCode,
  });
  stripe.addAccount(account);
  stripe.addAccount(otherAccount);
  ctx = await createTestContext({
    config: { stripe: { secretKey: SECRET_KEY, apiUrl: stripe.url, webhookSecret: WEBHOOK_SECRET } },
  });
  [staff, finance] = await Promise.all([ctx.signedIn('staff'), ctx.signedIn('finance')]);
  const tag = uniqueTag();
  const [company] = await ctx.db
    .insert(companies)
    .values({ name: `${tag} Pay`, partnerType: 'Franchise - Licensee' })
    .returning({ id: companies.id });
  await ctx.db.insert(merchantAccounts).values([
    { name: accountName, providerAccountId: account, companyId: company!.id, currency: 'AUD' },
    { name: `${tag} Other`, providerAccountId: otherAccount, currency: 'NZD' },
  ]);
  home = await createProperty(ctx.db, { name: `${tag} Paid`, maxGuests: 4, companyId: company!.id });
  await createRates(ctx.db, { propertyId: home, from: day(0), to: day(200), priceCents: 30_000 });
  await ctx.db.insert(propertyProfiles).values({
    propertyId: home,
    baseFees: [{ type: 'security-deposit', amount: 40_000, chargedPer: 'stay', taxable: false }],
    policy: {
      checkInTime: '15:00',
      checkOutTime: '10:00',
      cancellationPolicy: 'strict',
      petsAllowed: false,
      smokingAllowed: false,
      partiesAllowed: false,
      quietHoursFrom: null,
      quietHoursTo: null,
      minimumGuestAge: 18,
      houseRules: '',
    },
  });
});
afterAll(async () => {
  await ctx?.close();
  await stripe?.close();
});

describe('a guest pays a requested payment through Stripe', () => {
  it('mails a Stripe page for the amount, and marks the payment paid only when the signed event comes, once', async () => {
    const { id, stay } = await bookStay();
    const response = await request(staff, stay.id);
    expect(response.statusCode, response.body).toBe(201);
    const made = (response.json() as { data: { attributes: { status: string; url: string; sentTo: string } } }).data;
    expect(made.attributes).toMatchObject({ status: 'open', sentTo: 'ava@example.com' });
    const session = [...stripe.sessions.values()].find((s) => s.url === made.attributes.url)!;
    expect(session).toMatchObject({
      amount_total: stay.amountCents,
      currency: 'aud',
      customer_email: 'ava@example.com',
    });
    expect(session.metadata).toMatchObject({ paymentId: stay.id, bookingId: id });
    // Among the guest's mails (each booking's confirmation too), the request with the page's link.
    const mail = (await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'ava@example.com'))).find(
      (m) => m.subject.startsWith('Please pay') && m.html?.includes(session.url),
    );
    expect(mail?.text).toContain(session.url);
    expect(mail?.html).toContain(session.url);

    // Asked again while the page is open: the same page, mailed again, not a second one.
    const again = await request(staff, stay.id);
    expect(again.statusCode, again.body).toBe(201);
    expect((again.json() as typeof made & { data: typeof made }).data.attributes.url).toBe(made.attributes.url);
    expect([...stripe.sessions.values()].filter((s) => s.metadata.paymentId === stay.id)).toHaveLength(1);

    // Nothing is paid before Stripe says so.
    expect((await bookingOf(id)).data.attributes.paymentSummary?.paid).toBe(0);
    expect(await stripe.pay(session.id)).toEqual([200]);
    const paid = (await paymentsOf(id)).find((p) => p.id === stay.id)!;
    expect(paid).toMatchObject({ status: 'paid', method: 'card', refundableCents: stay.amountCents });
    expect(paid.providerRef).toMatch(/^pi_/);
    const document = await bookingOf(id);
    expect(document.data.attributes.paymentSummary).toMatchObject({ paid: stay.amountCents, due: 0 });
    const shown = document.included?.find((i) => i.id === stay.id)?.attributes as { request: { status: string } };
    expect(shown.request.status).toBe('paid');

    // The same event delivered again changes nothing.
    const [event] = await ctx.db.select().from(stripeEvents).where(eq(stripeEvents.type, 'checkout.session.completed'));
    const replayed = stripe.signedEvent(
      'checkout.session.completed',
      { ...session, account: undefined },
      { account, id: event!.id },
    );
    const twice = await postEvent(replayed);
    expect(twice.statusCode, twice.body).toBe(200);
    expect(twice.json()).toMatchObject({ duplicate: true, outcome: 'payment paid' });
    expect((await bookingOf(id)).data.attributes.paymentSummary?.paid).toBe(stay.amountCents);
  });

  it('answers 503 with Retry-After while Stripe is down, then makes the one page with the same key', async () => {
    const { stay } = await bookStay();
    stripe.setDown(true);
    let response;
    try {
      response = await request(staff, stay.id);
    } finally {
      stripe.setDown(false);
    }
    expect(response.statusCode, response.body).toBe(503);
    expect(response.headers['retry-after']).toBe('30');
    expect(errorsOf(response)[0]?.code).toBe(PAYMENT_ERROR_CODES.providerUnavailable);
    const [waiting] = await ctx.db.select().from(paymentRequests).where(eq(paymentRequests.paymentId, stay.id));
    expect(waiting).toMatchObject({ status: 'creating', checkoutSessionId: null });

    const retried = await request(staff, stay.id);
    expect(retried.statusCode, retried.body).toBe(201);
    const rows = await ctx.db.select().from(paymentRequests).where(eq(paymentRequests.paymentId, stay.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'open', idempotencyKey: waiting!.idempotencyKey });
    const calls = stripe.requests.filter(
      (r) => r.path === '/v1/checkout/sessions' && r.idempotencyKey === waiting!.idempotencyKey,
    );
    expect(calls.map((c) => c.status)).toEqual([200]);
  });

  it('finishes a request left between Stripe and the ledger (the answer lost): the same page, mailed once', async () => {
    const { stay } = await bookStay();
    // Stripe makes the page, but neither the answer nor the client's retry with the same key comes back.
    stripe.loseAnswers(10);
    const lostAnswer = await request(staff, stay.id);
    stripe.loseAnswers(0);
    expect(lostAnswer.statusCode, lostAnswer.body).toBe(503);
    const made = [...stripe.sessions.values()].filter((s) => s.metadata.paymentId === stay.id);
    expect(made).toHaveLength(1);
    const [left] = await ctx.db.select().from(paymentRequests).where(eq(paymentRequests.paymentId, stay.id));
    expect(left).toMatchObject({ status: 'creating', checkoutSessionId: null });
    // As after a restart: the resume job finds it once it has settled, and finishes it with its own key.
    await ctx.db
      .update(paymentRequests)
      .set({ updatedAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(paymentRequests.id, left!.id));
    const payments = ctx.app.payments as ProviderPayments;
    const job = resumePaymentCallsJob({
      payments,
      guestMail: ctx.app.guestMail,
      publicUrl: ctx.config.publicUrl,
    });
    expect(await runJobOnce(job, { db: ctx.db, log: ctx.app.log })).toBe(true);
    const [finished] = await ctx.db.select().from(paymentRequests).where(eq(paymentRequests.id, left!.id));
    expect(finished).toMatchObject({ status: 'open', checkoutSessionId: made[0]!.id, url: made[0]!.url });
    expect([...stripe.sessions.values()].filter((s) => s.metadata.paymentId === stay.id)).toHaveLength(1);
    const mails = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'ava@example.com'));
    expect(mails.filter((m) => m.text.includes(made[0]!.url))).toHaveLength(1);
  });
});

describe('refunds through Stripe', () => {
  it('cancelling sends the refund and the deposit back, pending until Stripe says the money moved', async () => {
    const { id, stay, bond } = await bookStay();
    for (const payment of [stay, bond]) {
      expect((await request(staff, payment.id)).statusCode).toBe(201);
      expect(await payLatest(payment.id)).toEqual([200]);
    }
    const shown = (await staff.get(`/api/v3/bookings/${id}?include=clean-cancellation`)).json() as TBookingDocument;
    const clean = shown.included?.find((i) => i.type === 'clean-cancellation')?.attributes as {
      fee: number;
      refund: number;
    };
    expect(clean.refund).toBeGreaterThan(0);
    const cancelled = await staff.post(`/api/v3/bookings/${id}/cancel`, { expectedFee: clean.fee });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((cancelled.json() as TBookingDocument).data.attributes.paymentSummary).toMatchObject({
      refunded: 0,
      refundPending: clean.refund,
    });
    const refunds = (await paymentsOf(id)).filter((p) => p.isRefund);
    expect(refunds.map((r) => [r.paymentType, r.amountCents, r.status])).toEqual(
      expect.arrayContaining([
        ['refund', clean.refund, 'pending'],
        ['bond', bond.amountCents, 'pending'],
      ]),
    );
    for (const refund of refunds) {
      expect(refund.providerRef).toMatch(/^re_/);
      expect(stripe.refunds.get(refund.providerRef!)?.amount).toBe(refund.amountCents);
      expect(await stripe.settleRefund(refund.providerRef!, 'succeeded')).toBe(200);
    }
    const after = await bookingOf(id);
    expect(after.data.attributes.paymentSummary).toMatchObject({ refunded: clean.refund, refundPending: 0 });
    expect(after.data.attributes.depositSummary).toMatchObject({ refunded: bond.amountCents, held: 0 });
  });

  it('refuses a refund above what was paid, and a failed refund gives the amount back to refund', async () => {
    const { id, stay } = await bookStay();
    expect((await request(staff, stay.id)).statusCode).toBe(201);
    await payLatest(stay.id);
    const tooMuch = await finance.post(`/api/v3/bookings/${id}/refunds`, {
      amount: stay.amountCents + 1,
      reason: 'Goodwill',
    });
    expect(tooMuch.statusCode, tooMuch.body).toBe(409);
    expect(errorsOf(tooMuch)[0]?.code).toBe(PAYMENT_ERROR_CODES.refundTooLarge);
    expect(errorsOf(tooMuch)[0]?.detail).toContain('A$');
    const made = await finance.post(`/api/v3/bookings/${id}/refunds`, { amount: 5_000, reason: 'Broken heater' });
    expect(made.statusCode, made.body).toBe(201);
    const [refund] = (await paymentsOf(id)).filter((p) => p.isRefund);
    expect(refund).toMatchObject({ amountCents: 5_000, status: 'pending', note: 'Broken heater' });
    const charge = async () => (await paymentsOf(id)).find((p) => p.id === stay.id)!;
    expect((await charge()).refundableCents).toBe(stay.amountCents - 5_000);
    // A refund Stripe is sending cannot be marked sent by hand.
    const byHand = await finance.post(`/api/v3/booking-payments/${refund!.id}/record`, {
      method: 'bank-transfer',
      reference: 'X',
      paidOn: today,
    });
    expect(byHand.statusCode).toBe(409);
    expect(await stripe.settleRefund(refund!.providerRef!, 'failed')).toBe(200);
    const failed = (await paymentsOf(id)).find((p) => p.id === refund!.id)!;
    expect(failed.status).toBe('failed');
    expect((await charge()).refundableCents).toBe(stay.amountCents);
  });
});

describe('the webhook refuses what it should not believe, and changes nothing', () => {
  it('answers 400 to a bad signature, a replay, an unknown event, another account, and 413 to 10 MB', async () => {
    const { stay } = await bookStay();
    expect((await request(staff, stay.id)).statusCode).toBe(201);
    const [row] = await ctx.db.select().from(paymentRequests).where(eq(paymentRequests.paymentId, stay.id));
    const session = stripe.sessions.get(row!.checkoutSessionId!)!;
    const object = { ...session, account: undefined, payment_status: 'paid', payment_intent: 'pi_forged' };
    const before = await eventCount();
    const cases: [string, SignedEvent, string][] = [
      [
        'bad signature',
        stripe.signedEvent('checkout.session.completed', object, { account, secret: 'whsec_wrong' }),
        PAYMENT_ERROR_CODES.badSignature,
      ],
      [
        'replay of an old delivery',
        stripe.signedEvent('checkout.session.completed', object, {
          account,
          timestamp: Math.floor(Date.now() / 1000) - 3_600,
        }),
        PAYMENT_ERROR_CODES.badSignature,
      ],
      [
        'unknown event',
        stripe.signedEvent('customer.created', { id: 'cus_1' }, { account }),
        PAYMENT_ERROR_CODES.unknownEvent,
      ],
      [
        'not our account',
        stripe.signedEvent('checkout.session.completed', object, { account: 'acct_stranger' }),
        PAYMENT_ERROR_CODES.unknownAccount,
      ],
      [
        'our other account',
        stripe.signedEvent('checkout.session.completed', object, { account: otherAccount }),
        PAYMENT_ERROR_CODES.unknownObject,
      ],
    ];
    for (const [what, event, code] of cases) {
      const response = await postEvent(event);
      expect(response.statusCode, what).toBe(400);
      expect(errorsOf(response)[0]?.code, what).toBe(code);
    }
    const unsigned = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/stripe',
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);
    const huge = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/stripe',
      payload: `{"pad":"${'x'.repeat(10 * 1024 * 1024)}"}`,
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
    });
    expect(huge.statusCode).toBe(413);
    expect(Array.isArray((huge.json() as { errors?: unknown }).errors)).toBe(true);
    expect(await eventCount()).toBe(before);
    const [still] = await ctx.db.select().from(bookingPayments).where(eq(bookingPayments.id, stay.id));
    expect(still?.status).toBe('unpaid');
  });

  it('keeps the later state when events arrive out of order, and follows a dispute', async () => {
    const { id, stay } = await bookStay();
    expect((await request(staff, stay.id)).statusCode).toBe(201);
    const [row] = await ctx.db.select().from(paymentRequests).where(eq(paymentRequests.paymentId, stay.id));
    const session = stripe.sessions.get(row!.checkoutSessionId!)!;
    await stripe.pay(session.id);
    // An expiry delivered late does not undo the payment.
    const late = await postEvent(
      stripe.signedEvent(
        'checkout.session.expired',
        { ...session, account: undefined, status: 'expired' },
        { account },
      ),
    );
    expect(late.json()).toMatchObject({ outcome: 'ignored: the request is paid' });
    const [paid] = await ctx.db.select().from(bookingPayments).where(eq(bookingPayments.id, stay.id));
    const dispute = (status: string) => ({
      id: 'dp_1',
      object: 'dispute',
      payment_intent: paid!.providerRef,
      reason: 'fraudulent',
      status,
    });
    expect(
      (await postEvent(stripe.signedEvent('charge.dispute.created', dispute('needs_response'), { account })))
        .statusCode,
    ).toBe(200);
    expect((await bookingOf(id)).data.attributes.paymentSummary).toMatchObject({ paid: 0, disputed: stay.amountCents });
    expect(
      (await postEvent(stripe.signedEvent('charge.dispute.closed', dispute('lost'), { account }))).statusCode,
    ).toBe(200);
    const [lost] = await ctx.db
      .select()
      .from(bookingPayments)
      .where(and(eq(bookingPayments.id, stay.id)));
    expect(lost).toMatchObject({ status: 'failed', refundableCents: 0 });
  });
});

describe("a month's reconciliation, ledger against Stripe", () => {
  it('matches what moved through Stripe, and flags a dispute Stripe took that the ledger never heard of', async () => {
    const month = new Date().toISOString().slice(0, 7);
    const read = async () => {
      const response = await finance.get(`/api/v3/merchant-accounts/reconciliation?month=${month}`);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json() as TReconciliationResponse;
      expect(body.meta.source).toBe('provider');
      return body.data.find((row) => row.attributes.accountName === accountName)!.attributes;
    };
    const before = await read();
    // Everything this suite paid and refunded went through the fake: both sides agree, and Stripe's fees show.
    expect(before.ledger.charges).toBeGreaterThan(0);
    expect(before.provider).toMatchObject({ charges: before.ledger.charges, refunds: before.ledger.refunds });
    expect(before.provider!.fees).toBeGreaterThan(0);
    expect(before.differences.map((d) => d.kind)).not.toContain('charges');

    // A dispute Stripe debited with no event here: the month differs by its amount.
    stripe.addTransaction(account, { amount: -12_345, currency: 'aud', reporting_category: 'dispute' });
    const after = await read();
    expect(after.differences).toContainEqual({
      kind: 'disputes',
      ledger: before.ledger.disputes,
      provider: before.provider!.disputes + 12_345,
      difference: before.provider!.disputes + 12_345 - before.ledger.disputes,
    });

    for (const month of ['2026-13', '26-01', 'soon', '2999-01']) {
      expect((await finance.get(`/api/v3/merchant-accounts/reconciliation?month=${month}`)).statusCode).toBe(400);
    }
    expect((await staff.get(`/api/v3/merchant-accounts/reconciliation?month=${month}`)).statusCode).toBe(403);
  });
});
