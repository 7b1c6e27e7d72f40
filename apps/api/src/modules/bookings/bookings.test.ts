import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBookingDocument, TBookingListItem, TQuoteDocument } from '@hearth/domain';
import { bookingNotes, bookingPayments, bookingReviews, bookings, quotes } from '../../db/schema';
import { demoUserId } from '../../seed/seed';
import { createBooking, createProperty, uniqueTag } from '../../test/factories';
import { createTestContext, errorsOf, type TestClient, type TestContext } from '../../test/harness';

let ctx: TestContext;
let staff: TestClient;
let owner: TestClient;
let licensee: TestClient;
let home: string;
let bookingId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  [staff, owner, licensee] = await Promise.all([
    ctx.signedIn('staff'),
    ctx.signedIn('owner'),
    ctx.signedIn('licensee'),
  ]);
  home = await createProperty(
    ctx.db,
    { name: `${uniqueTag()} Calendar`, currency: 'AUD' },
    { owners: [demoUserId('owner')] },
  );
  await createBooking(ctx.db, { propertyId: home, checkIn: '2031-01-10', checkOut: '2031-01-14' });
  await createBooking(ctx.db, { propertyId: home, checkIn: '2031-01-20', checkOut: '2031-01-22', status: 'CANCELLED' });
  const [booking] = await ctx.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.propertyId, home));
  bookingId = booking?.id ?? '';
  await ctx.db
    .update(bookings)
    .set({ guestName: 'Ava Nguyen', guestEmail: 'ava@example.com', managementFeePercentage: '17.50' });
  await ctx.db
    .insert(bookingNotes)
    .values({ bookingId, content: 'Late check-in agreed', author: 'Sam Staff', tag: 'arrival' });
  await ctx.db.insert(bookingPayments).values([
    {
      bookingId,
      amountCents: 50_000,
      paymentType: 'deposit',
      status: 'paid',
      paidAt: new Date('2030-12-01T00:00:00Z'),
    },
    { bookingId, amountCents: 48_000, paymentType: 'accommodation', status: 'unpaid', dueOn: '2025-12-20' },
    { bookingId, amountCents: 10_000, paymentType: 'accommodation', status: 'unpaid', dueOn: '2031-01-09' },
  ]);
});
afterAll(async () => {
  await ctx.close();
});

describe('GET /api/v3/properties/{id}/bookings', () => {
  const url = (include = '') =>
    `/api/v3/properties/${home}/bookings?from=2031-01-01&to=2031-01-31&recordStatuses=ACTIVE,CANCELLING&statuses=BOOKED,BLOCKED${include}`;

  it('lists live bookings in the window with notes for staff', async () => {
    const response = await staff.get(url('&include=resources,notes'));
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json() as { data: TBookingListItem[] };
    expect(data.map((b) => [b.attributes.startDate, b.attributes.endDate])).toEqual([['2031-01-10', '2031-01-14']]);
    expect(data[0]?.attributes.notes?.[0]).toMatchObject({
      content: 'Late check-in agreed',
      from: 'Sam Staff',
      tag: 'arrival',
    });
  });

  it("gives each booking's notes oldest first, with the instant each was written", async () => {
    const written = new Date('2025-12-30T09:15:00.123Z');
    const [older] = await ctx.db
      .insert(bookingNotes)
      .values({ bookingId, content: 'Cot requested', author: 'Ria Reservations', createdAt: written })
      .returning({ id: bookingNotes.id });
    try {
      const { data } = (await staff.get(url('&include=notes'))).json() as { data: TBookingListItem[] };
      expect(data[0]?.attributes.notes?.map((n) => n.content)).toEqual(['Cot requested', 'Late check-in agreed']);
      expect(data[0]?.attributes.notes?.[0]).toMatchObject({ createdAt: written.toISOString(), tag: null });
    } finally {
      await ctx.db.delete(bookingNotes).where(eq(bookingNotes.id, older?.id ?? ''));
    }
  });

  it('gives the owner their bookings without notes, even when asked', async () => {
    const response = await owner.get(url('&include=notes'));
    expect(response.statusCode).toBe(200);
    const [first] = (response.json() as { data: TBookingListItem[] }).data;
    expect(first?.attributes.guest.fullName).toBe('Ava Nguyen');
    expect(first?.attributes).not.toHaveProperty('notes');
  });

  it('shows cancelled bookings when asked for them (developers)', async () => {
    const response = await staff.get(
      `/api/v3/properties/${home}/bookings?from=2031-01-01&to=2031-01-31&recordStatuses=ACTIVE,CANCELLING,CANCELLED&statuses=BOOKED,BLOCKED,REQUESTED,CANCELLED`,
    );
    expect((response.json() as { data: TBookingListItem[] }).data).toHaveLength(2);
  });

  it.each([
    ['from=2031-02-01&to=2031-01-01', 'to'],
    ['from=2031-01-01&to=2034-01-01', 'to'],
    ['from=nope&to=2031-01-01', 'from'],
    ['from=2031-01-01&to=2031-01-31&statuses=LOST', 'statuses'],
    ['from=2031-01-01&to=2031-01-31&include=everything', 'include'],
  ])('refuses %s (400)', async (query, parameter) => {
    const response = await staff.get(`/api/v3/properties/${home}/bookings?${query}`);
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response)[0]?.source?.parameter).toContain(parameter);
  });
});

describe('GET /api/v3/bookings/{id} and quotes', () => {
  it('includes payments with the scheduled flag, notes, quotes and the property for staff', async () => {
    const first = await ctx.db
      .insert(quotes)
      .values({
        bookingId,
        nights: 4,
        accommodationCents: 90_000,
        cleaningFeeCents: 12_000,
        totalCents: 102_000,
        managementFeeCents: 18_000,
        ownerPayoutCents: 84_000,
        currency: 'AUD',
        createdAt: new Date('2030-11-01T00:00:00Z'),
      })
      .returning();
    const second = await ctx.db
      .insert(quotes)
      .values({
        bookingId,
        baseQuoteId: first[0]?.id,
        nights: 4,
        accommodationCents: 98_000,
        cleaningFeeCents: 12_000,
        totalCents: 110_000,
        managementFeeCents: 19_600,
        ownerPayoutCents: 90_400,
        currency: 'AUD',
        createdAt: new Date('2030-11-05T00:00:00Z'),
      })
      .returning();
    const response = await staff.get(
      `/api/v3/bookings/${bookingId}?include=payments,notes,quotes,property,current-quote`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const document = response.json() as TBookingDocument;
    expect(document.data.attributes.payout?.managementFeePercentage).toBe('17.5');
    expect(document.data.attributes.guest.email).toBe('ava@example.com');
    expect(document.data.attributes.currentQuoteId).toBe(second[0]?.id);
    expect(document.data.attributes.paymentSummary).toEqual({
      paid: 50_000,
      due: 58_000,
      refunded: 0,
      refundPending: 0,
      disputed: 0,
    });
    const payments = document.included?.filter((i) => i.type === 'payment') ?? [];
    // Unpaid and due on 2025-12-20 (passed) is scheduled; the one due in 2031 is not yet, nor the paid one.
    expect(payments.map((p) => p.attributes.scheduled).sort()).toEqual([false, false, true]);
    expect(document.included?.filter((i) => i.type === 'note')).toHaveLength(1);
    expect(document.included?.filter((i) => i.type === 'quote')).toHaveLength(2);

    const quote = await staff.get(
      `/api/v3/quotes/${second[0]?.id}?include=payout-summary,base-quote,base-quote.payout-summary`,
    );
    expect(quote.statusCode, quote.body).toBe(200);
    const { data } = quote.json() as TQuoteDocument;
    expect(data.payoutSummary?.ownerPayout).toBe(90_400);
    expect(data.baseQuote?.id).toBe(first[0]?.id);
    expect(data.baseQuote?.payoutSummary?.managementFee).toBe(18_000);
    expect(data.baseQuote?.baseQuote).toBeNull();
    const bare = await staff.get(`/api/v3/quotes/${second[0]?.id}`);
    expect((bare.json() as TQuoteDocument).data).not.toHaveProperty('payoutSummary');
  });

  it("hides notes and guest contact details from the owner, and another company's booking from a licensee", async () => {
    const response = await owner.get(`/api/v3/bookings/${bookingId}?include=notes,payments`);
    expect(response.statusCode).toBe(200);
    const document = response.json() as TBookingDocument;
    // Left out, not null (docs/ARCHITECTURE.md "Who sees which fields"); field-access.test.ts checks every role.
    expect(document.data.attributes.guest).not.toHaveProperty('email');
    expect(document.data.attributes.guest.fullName).toBe('Ava Nguyen');
    expect(document.included?.some((i) => i.type === 'note')).toBeFalsy();
    expect((await licensee.get(`/api/v3/bookings/${bookingId}`)).statusCode).toBe(404);
    expect((await staff.get(`/api/v3/bookings/${randomUUID()}`)).statusCode).toBe(404);
    expect((await staff.get(`/api/v3/quotes/${randomUUID()}`)).statusCode).toBe(404);
  });
});

describe('GET /api/v3/bookings/{id}?include=review', () => {
  it('shows a review’s private comment to staff only, as the property’s Reviews tab does', async () => {
    const propertyId = await createProperty(ctx.db, { name: `${uniqueTag()} Reviewed` });
    const [row] = await ctx.db
      .insert(bookings)
      .values({
        propertyId,
        longCode: `RV-${uniqueTag()}`,
        status: 'BOOKED',
        checkIn: '2031-03-01',
        checkOut: '2031-03-04',
      })
      .returning({ id: bookings.id });
    const bookingId = row!.id;
    await ctx.db.insert(bookingReviews).values({
      bookingId,
      reviewedAt: new Date('2031-03-06T00:00:00Z'),
      rating: 4.5,
      comments: { headline: 'Lovely stay', privateComment: 'The shower drains slowly' },
    });
    const commentsFor = async (name: string) => {
      const client = await ctx.signedIn(name);
      const document = (await client.get(`/api/v3/bookings/${bookingId}?include=review`)).json() as TBookingDocument;
      const review = document.included?.find((item) => item.type === 'review');
      return (review?.attributes as { comments: Record<string, string> }).comments;
    };
    expect(await commentsFor('staff')).toEqual({ headline: 'Lovely stay', privateComment: 'The shower drains slowly' });
    expect(await commentsFor('reservations')).toEqual({ headline: 'Lovely stay' });
  });
});
