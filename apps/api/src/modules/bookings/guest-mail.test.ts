import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  brandShades,
  moneyText,
  ORGANISATION_MESSAGES,
  todayIn,
  type GuestMailStatus,
  type TBookingDocument,
} from '@hearth/domain';
import {
  bookingPayments,
  bookings,
  companies,
  guestMails,
  mailOutbox,
  merchantAccounts,
  organisation,
  paymentRequests,
  propertyProfiles,
  stripeEvents,
} from '../../db/schema';
import { startFakeStripe, type FakeStripe, type SignedEvent } from '../../adapters/payments/fake-stripe';
import { mailDay } from '../../common/guest-mail/mail-words';
import { runJobOnce } from '../../lib/jobs';
import { createProperty, createRates, uniqueTag } from '../../test/factories';
import { createTestContext, type TestClient, type TestContext } from '../../test/harness';
import { checkInMailsJob, sendCheckInMails } from './send-check-in-mails';

/*
 * Guest mail (issue 31 item 5, docs/product/guest-mail.md): each mail a guest gets, sent once after its change
 * commits, in the home's brand (the organisation's, or a licensee partner's), as HTML and text, recorded on the
 * booking's messages tab. Payments go through a local fake Stripe; mail stays in the outbox (no SMTP_URL).
 */

const SECRET_KEY = 'sk_test_guest_mail';
const WEBHOOK_SECRET = 'whsec_test_guest_mail';
const ORG_NAME = 'Harbour Homes';
const ORG_COLOUR = '#7a3e65';
const PARTNER_COLOUR = '#1f6f8b';
const today = todayIn('Australia/Sydney');
const day = (n: number) => addDays(today, n);

let ctx: TestContext;
let stripe: FakeStripe;
let staff: TestClient;
let finance: TestClient;
let admin: TestClient;
let orgHome: string;
let partnerHome: string;
let partnerName: string;
const homeName = { org: '', partner: '' };
const account = `acct_${uniqueTag()}`;
const partnerAccount = `acct_partner_${uniqueTag()}`;

type Message = {
  from: string;
  body: string;
  sentAt: string;
  email: { subject: string; to: string; status: string } | null;
};

const postEvent = ({ body, signature }: SignedEvent) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/webhooks/stripe',
    payload: body,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });

/** Each booking its own guest address, so a test counts only that guest's mail. */
const newGuest = () => `guest-${uniqueTag()}@example.com`;
const mailsTo = (to: string) => ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

let night = 20;
const book = async (propertyId: string, email: string, options: { checkIn?: string; key?: string } = {}) => {
  night += 3;
  const checkIn = options.checkIn ?? day(night);
  const response = await staff.request({
    method: 'POST',
    url: '/api/v3/bookings',
    headers: { 'Idempotency-Key': options.key ?? randomUUID() },
    body: {
      propertyId,
      checkIn,
      checkOut: addDays(checkIn, 2),
      adults: 2,
      children: 1,
      guest: { fullName: 'Ava <b>Nguyen</b>', email, phone: null },
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  const id = (response.json() as TBookingDocument).data.id;
  const payments = await ctx.db.select().from(bookingPayments).where(eq(bookingPayments.bookingId, id));
  return {
    id,
    checkIn,
    stay: payments.find((p) => p.paymentType !== 'bond')!,
    bond: payments.find((p) => p.paymentType === 'bond')!,
  };
};

const messagesOf = async (id: string): Promise<Message[]> => {
  const document = (await staff.get(`/api/v3/bookings/${id}?include=messages`)).json() as TBookingDocument;
  return (document.included ?? []).filter((i) => i.type === 'message').map((i) => i.attributes as Message);
};

/** A home with rates, a policy (check-in 14:00, instructions) and a security deposit. */
const homeFor = async (name: string, companyId: string) => {
  const id = await createProperty(ctx.db, { name, maxGuests: 6, companyId, timezone: 'Australia/Sydney' });
  await createRates(ctx.db, { propertyId: id, from: day(0), to: day(300), priceCents: 30_000 });
  await ctx.db.insert(propertyProfiles).values({
    propertyId: id,
    baseFees: [{ type: 'security-deposit', amount: 40_000, chargedPer: 'stay', taxable: false }],
    policy: {
      checkInTime: '14:00',
      checkOutTime: '10:00',
      cancellationPolicy: 'flexible',
      petsAllowed: false,
      smokingAllowed: false,
      partiesAllowed: false,
      quietHoursFrom: null,
      quietHoursTo: null,
      minimumGuestAge: 18,
      houseRules: '',
      checkInInstructions: 'The key safe is left of the door.\nIts code is <4711>.',
    },
  });
  return id;
};

beforeAll(async () => {
  stripe = await startFakeStripe({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    deliver: async (event) => (await postEvent(event)).statusCode,
  });
  stripe.addAccount(account);
  stripe.addAccount(partnerAccount);
  ctx = await createTestContext({
    config: { stripe: { secretKey: SECRET_KEY, apiUrl: stripe.url, webhookSecret: WEBHOOK_SECRET } },
  });
  [staff, finance, admin] = await Promise.all([ctx.signedIn('staff'), ctx.signedIn('finance'), ctx.signedIn('admin')]);
  // The organisation's brand: its trading name, colour and logo (the logo's public path, made absolute).
  const saved = await admin.patch('/api/v3/organisation', {
    data: { type: 'organisation', attributes: { tradingName: ORG_NAME, brandColour: ORG_COLOUR } },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  await ctx.db.update(organisation).set({ logoKey: `organisation-logo.${randomUUID()}` });
  ctx.app.brand.forget();

  const tag = uniqueTag();
  partnerName = `${tag} Coastal Partner`;
  const [operator, partner] = await ctx.db
    .insert(companies)
    .values([
      { name: `${tag} Operator`, partnerType: 'Hearth' },
      {
        name: partnerName,
        partnerType: 'Franchise - Licensee',
        settings: { logoKey: `company-logo.${randomUUID()}`, brandColour: PARTNER_COLOUR, ltrManagementFee: null },
      },
    ])
    .returning({ id: companies.id });
  await ctx.db.insert(merchantAccounts).values([
    { name: `${tag} Operator AU`, providerAccountId: account, companyId: operator!.id, currency: 'AUD' },
    { name: `${tag} Partner AU`, providerAccountId: partnerAccount, companyId: partner!.id, currency: 'AUD' },
  ]);
  homeName.org = `${tag} Harbour View`;
  homeName.partner = `${tag} Coastal Cottage`;
  orgHome = await homeFor(homeName.org, operator!.id);
  partnerHome = await homeFor(homeName.partner, partner!.id);
});
afterAll(async () => {
  await ctx?.close();
  await stripe?.close();
});

describe('the booking confirmation', () => {
  it("mails the guest once, in the organisation's brand, as HTML and text, and shows it on the messages tab", async () => {
    const to = newGuest();
    const key = randomUUID();
    const { id, checkIn } = await book(orgHome, to, { key });
    const mails = await mailsTo(to);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe(`Booking confirmed: ${homeName.org}, ${mailDay(checkIn)}`);
    // The brand: the trading name, its colour as it reads on white, the logo at its public address.
    expect(mail!.html).toContain(ORG_NAME);
    expect(mail!.html).toContain(brandShades(ORG_COLOUR).onLight);
    expect(mail!.html).toMatch(/src="http:\/\/localhost:3000\/api\/v1\/public\/organisation\/logo\?v=\d+"/);
    expect(mail!.html).not.toContain(partnerName);
    // The guest's words are text, never markup, in the HTML; the text part says the same things.
    expect(mail!.html).toContain('Ava &lt;b&gt;Nguyen&lt;/b&gt;');
    expect(mail!.text).toContain('Hi Ava <b>Nguyen</b>,');
    expect(mail!.text).toContain(`Check-in: ${mailDay(checkIn)} from 14:00 (Sydney time)`);
    expect(mail!.text).toContain(`Check-out: ${mailDay(addDays(checkIn, 2))} by 10:00 (Sydney time)`);
    expect(mail!.text).toContain('Guests: 2 adults, 1 child');
    expect(mail!.text).toContain(`Total: ${moneyText(60_000, 'AUD')} for 2 nights`);
    expect(mail!.text).toContain(`Security deposit: ${moneyText(40_000, 'AUD')} (refundable), due`);
    expect(mail!.text).toContain('We will email your check-in instructions 3 days before you arrive.');
    expect(mail!.text).not.toMatch(/<(p|table|td|div|a)\b/);

    // The same request again (its Idempotency-Key) books nothing new and mails nothing.
    await book(orgHome, to, { key, checkIn });
    expect(await mailsTo(to)).toHaveLength(1);

    const [message] = await messagesOf(id);
    expect(message).toMatchObject({
      from: ORG_NAME,
      body: mail!.text,
      email: { subject: mail!.subject, to, status: 'outbox' },
    });
  });

  it("wears a licensee partner's name, colour and logo for the partner's homes", async () => {
    const to = newGuest();
    const { id } = await book(partnerHome, to);
    const [mail, ...more] = await mailsTo(to);
    expect(more).toHaveLength(0);
    expect(mail!.html).toContain(partnerName);
    expect(mail!.html).toContain(brandShades(PARTNER_COLOUR).onLight);
    expect(mail!.html).toMatch(
      /src="http:\/\/localhost:3000\/api\/v1\/files\/company-logo\.[0-9a-f-]+\?expires=\d+&amp;signature=/,
    );
    expect(mail!.html).not.toContain(ORG_NAME);
    expect(mail!.text).toContain(partnerName);
    expect((await messagesOf(id))[0]).toMatchObject({ from: partnerName, email: { status: 'outbox' } });
  });
});

describe('payment mails', () => {
  it('mails the payment request with its link, then one receipt when Stripe says it was paid', async () => {
    const to = newGuest();
    const { id, stay, bond } = await book(orgHome, to);
    const asked = await staff.post(`/api/v3/booking-payments/${stay.id}/request`, {});
    expect(asked.statusCode, asked.body).toBe(201);
    const [request] = await ctx.db.select().from(paymentRequests).where(eq(paymentRequests.paymentId, stay.id));
    const requests = (await mailsTo(to)).filter((m) => m.subject.startsWith('Please pay'));
    expect(requests).toHaveLength(1);
    expect(requests[0]!.subject).toBe(`Please pay ${moneyText(stay.amountCents, 'AUD')} for ${homeName.org}`);
    expect(requests[0]!.html).toContain(`href="${request!.url!.replaceAll('&', '&amp;')}"`);
    expect(requests[0]!.html).toContain(`Pay ${moneyText(stay.amountCents, 'AUD')}`);
    expect(requests[0]!.text).toContain(request!.url!);
    expect(requests[0]!.html).toContain(ORG_NAME);

    expect(await stripe.pay(request!.checkoutSessionId!)).toEqual([200]);
    const receipts = () => mailsTo(to).then((all) => all.filter((m) => m.subject.startsWith('Payment received')));
    expect(await receipts()).toHaveLength(1);
    const [receipt] = await receipts();
    expect(receipt!.subject).toBe(`Payment received: ${moneyText(stay.amountCents, 'AUD')} for ${homeName.org}`);
    expect(receipt!.text).toContain('Paid by: Card');
    expect(receipt!.text).toContain(`Still to pay: ${moneyText(bond.amountCents, 'AUD')}`);
    expect(receipt!.html).toContain(ORG_NAME);

    // Stripe delivering the same event again changes nothing and mails nothing.
    const [event] = await ctx.db
      .select()
      .from(stripeEvents)
      .where(and(eq(stripeEvents.type, 'checkout.session.completed'), eq(stripeEvents.outcome, 'payment paid')));
    const session = stripe.sessions.get(request!.checkoutSessionId!)!;
    const again = await postEvent(
      stripe.signedEvent('checkout.session.completed', { ...session, account: undefined }, { account, id: event!.id }),
    );
    expect(again.json()).toMatchObject({ duplicate: true });
    expect(await receipts()).toHaveLength(1);

    const subjects = (await messagesOf(id)).map((m) => m.email?.subject);
    expect(subjects).toEqual([
      expect.stringMatching(/^Booking confirmed/),
      expect.stringMatching(/^Please pay/),
      expect.stringMatching(/^Payment received/),
    ]);
  });

  it('mails a receipt for money finance records by hand, saying how it came and that nothing more is due', async () => {
    const to = newGuest();
    const { id, stay, bond } = await book(partnerHome, to);
    for (const payment of [stay, bond]) {
      const recorded = await finance.post(`/api/v3/booking-payments/${payment.id}/record`, {
        method: 'bank-transfer',
        reference: `EFT-${uniqueTag()}`,
        paidOn: today,
      });
      expect(recorded.statusCode, recorded.body).toBe(204);
    }
    const receipts = (await mailsTo(to)).filter((m) => m.subject.startsWith('Payment received'));
    expect(receipts).toHaveLength(2);
    const last = receipts.find((m) => m.subject.includes(moneyText(bond.amountCents, 'AUD')))!;
    expect(last.text).toContain('Paid by: Bank transfer');
    expect(last.text).toContain(`Paid on: ${mailDay(today)}`);
    expect(last.text).toContain('Nothing more is due for this stay.');
    expect(last.html).toContain(partnerName);
    const statuses = (await messagesOf(id)).map((m) => m.email?.status);
    expect(statuses).toEqual(['outbox', 'outbox', 'outbox']);

    // Cancelled, the money paid by bank transfer goes back by hand: the mail says it is on its way, not that it went.
    const shown = (await staff.get(`/api/v3/bookings/${id}?include=clean-cancellation`)).json() as TBookingDocument;
    const clean = shown.included?.find((i) => i.type === 'clean-cancellation')?.attributes as { fee: number };
    expect((await staff.post(`/api/v3/bookings/${id}/cancel`, { expectedFee: clean.fee })).statusCode).toBe(200);
    const [cancelled] = (await mailsTo(to)).filter((m) => m.subject.startsWith('Booking cancelled'));
    expect(cancelled!.text).toContain(`Security deposit returned: ${moneyText(bond.amountCents, 'AUD')}`);
    expect(cancelled!.text).toContain('is on its way: we are sending it back the way you paid.');
    expect(cancelled!.text).toContain('A bank transfer usually arrives within a few business days.');
    expect(cancelled!.html).toContain(partnerName);
  });
});

describe('the cancellation mail', () => {
  it('says the fee kept and the refund, and that the refund is on its way, once', async () => {
    const to = newGuest();
    const { id, stay } = await book(orgHome, to);
    const asked = await staff.post(`/api/v3/booking-payments/${stay.id}/request`, {});
    expect(asked.statusCode, asked.body).toBe(201);
    const [request] = await ctx.db.select().from(paymentRequests).where(eq(paymentRequests.paymentId, stay.id));
    expect(await stripe.pay(request!.checkoutSessionId!)).toEqual([200]);
    const shown = (await staff.get(`/api/v3/bookings/${id}?include=clean-cancellation`)).json() as TBookingDocument;
    const clean = shown.included?.find((i) => i.type === 'clean-cancellation')?.attributes as {
      fee: number;
      refund: number;
    };
    const cancelled = await staff.post(`/api/v3/bookings/${id}/cancel`, { expectedFee: clean.fee });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const mails = (await mailsTo(to)).filter((m) => m.subject.startsWith('Booking cancelled'));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.text).toContain(`Cancellation fee kept: ${moneyText(clean.fee, 'AUD')}`);
    expect(mail!.text).toContain(`Refund: ${moneyText(clean.refund, 'AUD')}`);
    expect(mail!.text).toContain(
      `Your refund of ${moneyText(clean.refund, 'AUD')} is on its way to the card you paid with.`,
    );
    expect(mail!.text).toContain('No further payments are due.');
    expect(mail!.html).toContain(ORG_NAME);
    expect((await messagesOf(id)).at(-1)).toMatchObject({ email: { subject: mail!.subject, status: 'outbox' } });
  });
});

describe('the check-in instructions', () => {
  const checkInMailsTo = async (to: string) =>
    (await mailsTo(to)).filter((m) => m.subject.startsWith('Check-in instructions'));

  it('go once, the set number of days before arrival, even when the job runs twice and two sends race', async () => {
    const soonTo = newGuest();
    const soon = await book(partnerHome, soonTo, { checkIn: day(2) });
    const laterTo = newGuest();
    await book(orgHome, laterTo, { checkIn: day(8) });

    const job = checkInMailsJob({ guestMail: ctx.app.guestMail });
    expect(await runJobOnce(job, { db: ctx.db, log: ctx.app.log })).toBe(true);
    const mails = await checkInMailsTo(soonTo);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe(`Check-in instructions: ${homeName.partner}, ${mailDay(soon.checkIn)}`);
    expect(mail!.text).toContain('The key safe is left of the door.');
    expect(mail!.text).toContain('Its code is <4711>.');
    expect(mail!.html).toContain('Its code is &lt;4711&gt;.');
    expect(mail!.text).toContain(`Check-in: ${mailDay(soon.checkIn)} from 14:00 (Sydney time)`);
    expect(mail!.text).toContain('Address: 1 Test Street, Noosa Heads QLD 4567, Australia');
    expect(mail!.html).toContain(partnerName);
    // Eight days out is not yet within three.
    expect(await checkInMailsTo(laterTo)).toHaveLength(0);

    // The job again a whole interval later, the operation run twice more and two sends at once: still one mail.
    const nextRun = new Date(Date.now() + 11 * 60_000);
    expect(await runJobOnce(job, { db: ctx.db, log: ctx.app.log, now: nextRun })).toBe(true);
    await sendCheckInMails({ db: ctx.db, guestMail: ctx.app.guestMail, now: new Date() });
    const raced = await Promise.all([ctx.app.guestMail.checkIn(soon.id), ctx.app.guestMail.checkIn(soon.id)]);
    expect(raced).toEqual([null, null]);
    expect(await checkInMailsTo(soonTo)).toHaveLength(1);
    expect((await messagesOf(soon.id)).map((m) => m.email?.subject)).toEqual([
      expect.stringMatching(/^Booking confirmed/),
      mail!.subject,
    ]);

    // The setting: out of its range it is refused with its words; ten days before arrival takes in the later stay.
    const refused = await admin.patch('/api/v3/organisation', {
      data: { type: 'organisation', attributes: { checkInMailDays: 0 } },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(ORGANISATION_MESSAGES.checkInMailDays);
    const set = await admin.patch('/api/v3/organisation', {
      data: { type: 'organisation', attributes: { checkInMailDays: 10 } },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((set.json() as { data: { attributes: { checkInMailDays: number } } }).data.attributes.checkInMailDays).toBe(
      10,
    );
    await sendCheckInMails({ db: ctx.db, guestMail: ctx.app.guestMail, now: new Date() });
    expect(await checkInMailsTo(laterTo)).toHaveLength(1);
    expect((await checkInMailsTo(laterTo))[0]!.html).toContain(ORG_NAME);
    await admin.patch('/api/v3/organisation', { data: { type: 'organisation', attributes: { checkInMailDays: 3 } } });
  });

  it('skip stays without a guest email, cancelled stays and past arrivals', async () => {
    const quiet = await createProperty(ctx.db, { name: `${uniqueTag()} Quiet`, maxGuests: 4 });
    const [noEmail, cancelled, arrived] = await ctx.db
      .insert(bookings)
      .values([
        { propertyId: quiet, longCode: `GM-${uniqueTag()}`, status: 'BOOKED', checkIn: day(1), checkOut: day(2) },
        {
          propertyId: quiet,
          longCode: `GM-${uniqueTag()}`,
          status: 'CANCELLED',
          recordStatus: 'CANCELLED',
          checkIn: day(1),
          checkOut: day(2),
          guestEmail: newGuest(),
        },
        {
          propertyId: quiet,
          longCode: `GM-${uniqueTag()}`,
          status: 'BOOKED',
          checkIn: day(-1),
          checkOut: day(1),
          guestEmail: newGuest(),
        },
      ])
      .returning({ id: bookings.id });
    await sendCheckInMails({ db: ctx.db, guestMail: ctx.app.guestMail, now: new Date() });
    const ids = [noEmail!.id, cancelled!.id, arrived!.id];
    for (const bookingId of ids) {
      expect(await ctx.db.select().from(guestMails).where(eq(guestMails.bookingId, bookingId))).toEqual([]);
    }
    // Asked straight out, a booking without a guest email still mails nothing, and says so.
    const results: (GuestMailStatus | null)[] = [
      await ctx.app.guestMail.bookingConfirmed(noEmail!.id),
      await ctx.app.guestMail.checkIn(noEmail!.id),
      await ctx.app.guestMail.checkIn(cancelled!.id),
    ];
    expect(results).toEqual([null, null, null]);
  });
});

describe('a mail server that fails', () => {
  it('never stops the booking: the outbox keeps the error and the messages tab says not sent', async () => {
    // Port 3539 is this suite's own and nothing listens on it: every send is refused.
    const failing = await createTestContext({ config: { smtpUrl: 'smtp://127.0.0.1:3539' } });
    try {
      const tag = uniqueTag();
      const home = await createProperty(failing.db, { name: `${tag} Offline`, maxGuests: 4 });
      await createRates(failing.db, { propertyId: home, from: day(0), to: day(60), priceCents: 20_000 });
      const client = await failing.signedIn('staff');
      const to = newGuest();
      const response = await client.request({
        method: 'POST',
        url: '/api/v3/bookings',
        headers: { 'Idempotency-Key': randomUUID() },
        body: {
          propertyId: home,
          checkIn: day(30),
          checkOut: day(32),
          adults: 2,
          guest: { fullName: 'Kai', email: to },
        },
      });
      expect(response.statusCode, response.body).toBe(201);
      const id = (response.json() as TBookingDocument).data.id;
      const [mail, ...more] = await failing.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
      expect(more).toHaveLength(0);
      expect(mail).toMatchObject({ sentAt: null, error: expect.stringMatching(/ECONNREFUSED|connect/i) });
      const document = (await client.get(`/api/v3/bookings/${id}?include=messages`)).json() as TBookingDocument;
      const message = document.included?.find((i) => i.type === 'message')?.attributes as Message;
      expect(message.email).toMatchObject({ status: 'failed', subject: mail!.subject });
      expect(document.data.attributes.status).toBe('BOOKED');
    } finally {
      await failing.close();
    }
  });
});
