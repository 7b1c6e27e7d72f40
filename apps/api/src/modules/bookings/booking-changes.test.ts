import { randomUUID } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  BOOKING_CHANGE_ERROR_CODES,
  cancellationFeeChanged,
  RESERVATION_MESSAGES,
  todayIn,
  ZBookingCard,
  ZBookingVerification,
  ZCleanCancellation,
  ZDepositSummary,
  ZNoteResponse,
  ZPayoutBreakdown,
  type TBookingDocument,
  type TBookingListItem,
  type TBookingQuoteResponse,
  type TCleanCancellation,
} from '@hearth/domain';
import {
  auditLog,
  bookingCards,
  bookingPayments,
  bookings,
  bookingVerifications,
  companies,
  merchantAccounts,
  propertyEvents,
  propertyProfiles,
  quotes,
  stayClaims,
} from '../../db/schema';
import { icalExportUrl } from '../../common/ical/ical-export-url';
import { demoCompanyId, demoUserId } from '../../seed/seed';
import { createBooking, createHold, createProperty, createRates, uniqueTag } from '../../test/factories';
import { createTestContext, errorsOf, type TestClient, type TestContext } from '../../test/harness';

/*
 * Booking a stay from the calendar, its live price, cancelling it and its notes (issue 15 items 2, 3 and 5), through
 * HTTP on a real database. Dates are counted from the property's today, so the cancellation fee is the same on any
 * day the suite runs.
 */

let ctx: TestContext;
let staff: TestClient;
let reservations: TestClient;
let owner: TestClient;
let licensee: TestClient;
/** A home with rates for a year, fees, a 17.5% management fee, a strict policy and its company's merchant account. */
let home: string;
let companyId: string;
let accountId: string;
/** A Coastal Stays home (the licensee's company), owned by the demo owner. */
let coastal: string;
const today = todayIn('Australia/Sydney');
const day = (n: number) => addDays(today, n);

const POLICY = {
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
};
const FEES = [
  { type: 'cleaning', amount: 15_000, chargedPer: 'stay', taxable: true },
  { type: 'extra-guest', amount: 2_500, chargedPer: 'guest-night', taxable: true },
  { type: 'security-deposit', amount: 50_000, chargedPer: 'stay', taxable: false },
];

const stayBody = (propertyId: string, checkIn: string, checkOut: string, extra: Record<string, unknown> = {}) => ({
  propertyId,
  checkIn,
  checkOut,
  adults: 2,
  guest: { fullName: 'Ava Nguyen', email: 'ava@example.com', phone: '+61 400 000 001' },
  ...extra,
});
const book = (client: TestClient, body: unknown, key: string | null = randomUUID()) =>
  client.request({
    method: 'POST',
    url: '/api/v3/bookings',
    body,
    ...(key === null ? {} : { headers: { 'Idempotency-Key': key } }),
  });
const cancel = (client: TestClient, id: string, body: unknown) => client.post(`/api/v3/bookings/${id}/cancel`, body);
const documentOf = (response: { json: () => unknown }) => response.json() as TBookingDocument;
const includedOf = (document: TBookingDocument, type: string) =>
  (document.included ?? []).filter((item) => item.type === type);
const rowCount = async (table: typeof bookings | typeof quotes | typeof bookingPayments, bookingIds: string[]) => {
  let total = 0;
  for (const id of bookingIds) {
    const column = table === bookings ? bookings.id : table === quotes ? quotes.bookingId : bookingPayments.bookingId;
    const [row] = await ctx.db.select({ n: count() }).from(table).where(eq(column, id));
    total += row?.n ?? 0;
  }
  return total;
};

beforeAll(async () => {
  // As many connections as the app's own pool, so racing bookings really run at once on PostgreSQL.
  ctx = await createTestContext({ poolSize: 10 });
  [staff, reservations, owner, licensee] = await Promise.all([
    ctx.signedIn('staff'),
    ctx.signedIn('reservations'),
    ctx.signedIn('owner'),
    ctx.signedIn('licensee'),
  ]);
  const tag = uniqueTag();
  const [company] = await ctx.db
    .insert(companies)
    .values({ name: `${tag} Stays`, partnerType: 'Franchise - Licensee' })
    .returning({ id: companies.id });
  companyId = company!.id;
  const [account] = await ctx.db
    .insert(merchantAccounts)
    .values({
      name: `${tag} Stays AU`,
      platform: 'stripe',
      providerAccountId: `acct_${tag}`,
      companyId,
      currency: 'AUD',
    })
    .returning({ id: merchantAccounts.id });
  accountId = account!.id;
  home = await createProperty(
    ctx.db,
    {
      name: `${tag} Priced`,
      maxGuests: 6,
      companyId,
      resourceLinks: [
        { name: 'Property manager', url: 'https://pm.example.com/homes/1' },
        { name: 'Salesforce', url: 'https://hearth.my.salesforce.com/a01' },
      ],
    },
    { owners: [demoUserId('owner')] },
  );
  await createRates(ctx.db, {
    propertyId: home,
    from: day(-30),
    to: day(400),
    priceCents: 25_000,
    corporateCents: 21_000,
  });
  await ctx.db.insert(propertyProfiles).values({
    propertyId: home,
    baseFees: FEES,
    managementFees: [{ kind: 'short-stay', percentage: 17.5, startsOn: day(-365), endsOn: null }],
    policy: POLICY,
  });
  coastal = await createProperty(
    ctx.db,
    { name: `${tag} Coastal`, companyId: demoCompanyId('coastal-stays') },
    { owners: [demoUserId('owner')] },
  );
  await createRates(ctx.db, { propertyId: coastal, from: day(0), to: day(200), priceCents: 30_000 });
});
afterAll(async () => {
  await ctx.close();
});

describe('GET /api/v3/properties/{id}/booking-quote', () => {
  const quote = (client: TestClient, propertyId: string, query: string) =>
    client.get(`/api/v3/properties/${propertyId}/booking-quote?${query}`);

  it('prices the nights, the fees and the extra guest, and takes the management fee in force', async () => {
    const response = await quote(reservations, home, `checkIn=${day(20)}&checkOut=${day(23)}&adults=2&children=1`);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json() as TBookingQuoteResponse;
    expect(data.available).toBe(true);
    expect(data.unpricedNights).toEqual([]);
    expect(data.price).toMatchObject({
      nights: 3,
      accommodation: 75_000,
      cleaningFee: 15_000,
      // 75,000 + cleaning 15,000 + 1 extra guest × 3 nights × 2,500; the bond is held, not charged.
      total: 97_500,
      managementFeePercentage: '17.5',
      managementFee: 13_125,
      ownerPayout: 75_000 - 13_125 + 7_500,
      securityDeposit: 50_000,
      currency: 'AUD',
      corporateRate: false,
    });
    expect(data.price?.nightly.map((n) => n.night)).toEqual([day(20), day(21), day(22)]);
    expect(data.price?.fees.map((f) => f.label)).toEqual([
      'Cleaning fee',
      'Extra guest fee (1 extra guest × 3 nights)',
    ]);
  });

  it('prices at the corporate rate when asked', async () => {
    const response = await quote(staff, home, `checkIn=${day(20)}&checkOut=${day(22)}&corporateRate=true`);
    const { price } = (response.json() as TBookingQuoteResponse).data;
    expect(price?.nightly.map((n) => n.amount)).toEqual([21_000, 21_000]);
    expect(price).toMatchObject({ accommodation: 42_000, total: 57_000, corporateRate: true });
  });

  it('names the nights without a rate and gives no price', async () => {
    const response = await quote(staff, coastal, `checkIn=${day(198)}&checkOut=${day(202)}`);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json() as TBookingQuoteResponse;
    expect(data.unpricedNights).toEqual([day(200), day(201)]);
    expect(data.price).toBeNull();
  });

  it('says whether the nights are free: a booking takes them, a lapsed hold does not', async () => {
    const propertyId = await createProperty(ctx.db, { name: `${uniqueTag()} Availability` });
    await createBooking(ctx.db, { propertyId, checkIn: day(40), checkOut: day(43) });
    await createHold(ctx.db, { propertyId, start: day(50), end: day(52), expiresAt: new Date(Date.now() + 3_600_000) });
    const free = async (from: number, to: number) =>
      ((await quote(staff, propertyId, `checkIn=${day(from)}&checkOut=${day(to)}`)).json() as TBookingQuoteResponse)
        .data.available;
    expect(await free(42, 45)).toBe(false);
    expect(await free(43, 45)).toBe(true);
    expect(await free(51, 53)).toBe(false);
    // The hold lapses before the sweep marks it expired: its claim no longer counts.
    const [hold] = await ctx.db.select().from(propertyEvents).where(eq(propertyEvents.propertyId, propertyId));
    await ctx.db
      .update(stayClaims)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(stayClaims.eventId, hold!.id));
    expect(await free(51, 53)).toBe(true);
  });

  it('refuses bad input (400), an owner or licensee (403), a home out of scope (404)', async () => {
    expect((await quote(staff, home, `checkIn=${day(5)}&checkOut=${day(5)}`)).statusCode).toBe(400);
    expect((await quote(staff, home, `checkIn=nope&checkOut=${day(5)}`)).statusCode).toBe(400);
    expect((await quote(staff, home, `checkIn=${day(1)}&checkOut=${day(400)}`)).statusCode).toBe(400);
    expect((await quote(owner, home, `checkIn=${day(5)}&checkOut=${day(6)}`)).statusCode).toBe(403);
    expect((await quote(licensee, coastal, `checkIn=${day(5)}&checkOut=${day(6)}`)).statusCode).toBe(403);
    expect((await quote(staff, randomUUID(), `checkIn=${day(5)}&checkOut=${day(6)}`)).statusCode).toBe(404);
  });
});

describe('POST /api/v3/bookings', () => {
  it('books the stay (201): priced, paid into the company account, with its quote, payment, note and audit entry', async () => {
    const response = await book(
      reservations,
      stayBody(home, day(30), day(33), { children: 1, corporatePartner: 'Acme Travel', note: 'Arrives late' }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const document = documentOf(response);
    const a = document.data.attributes;
    expect(a).toMatchObject({
      startDate: day(30),
      endDate: day(33),
      status: 'BOOKED',
      recordStatus: 'ACTIVE',
      channel: 'hearth',
      createdBy: { type: 'staff', name: 'Riley Reservations' },
      totalAmount: 97_500,
      currency: 'AUD',
      corporatePartner: 'Acme Travel',
      cancellationPolicy: 'strict',
      payout: { managementFeePercentage: '17.5' },
      guest: { fullName: 'Ava Nguyen', email: 'ava@example.com', phone: '+61 400 000 001', adults: 2, children: 1 },
      booker: { fullName: 'Ava Nguyen', email: 'ava@example.com' },
      finance: { totalAmount: 97_500, paid: 0, due: 97_500, refunded: 0, currency: 'AUD' },
    });
    expect(a.longCode).toMatch(/^HM[0-9A-Z]{8}$/);
    const [payment] = includedOf(document, 'payment');
    expect(payment?.attributes).toMatchObject({
      amount: 97_500,
      dueOn: today,
      status: 'unpaid',
      paymentType: 'accommodation',
      method: null,
      scheduled: true,
    });
    expect(includedOf(document, 'quote')[0]?.attributes).toMatchObject({
      nights: 3,
      accommodation: 75_000,
      total: 97_500,
    });
    // Notes are for admin, staff and licensees: the reservation manager's own note is saved but not shown to them.
    expect(includedOf(document, 'note')).toEqual([]);
    expect(includedOf(document, 'merchant')[0]).toMatchObject({ id: accountId, attributes: { platform: 'stripe' } });
    // The home's clock comes with it: the record shows times in the home's zone.
    expect(includedOf(document, 'property')[0]?.attributes).toMatchObject({ timezone: 'Australia/Sydney' });

    const asStaff = documentOf(await staff.get(`/api/v3/bookings/${document.data.id}?include=notes`));
    expect(includedOf(asStaff, 'note')[0]?.attributes).toMatchObject({
      content: 'Arrives late',
      from: 'Riley Reservations',
    });
    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'booking.create'), eq(auditLog.entityId, document.data.id)));
    expect(audit?.actorUserId).toBe(demoUserId('reservations'));

    const list = await staff.get(`/api/v3/properties/${home}/bookings?from=${day(25)}&to=${day(40)}`);
    expect((list.json() as { data: TBookingListItem[] }).data.map((b) => b.id)).toContain(document.data.id);
  });

  it('records the price the drawer showed: every fee, the payout and the security deposit', async () => {
    const linen = await createProperty(ctx.db, { name: `${uniqueTag()} Linen`, maxGuests: 6, companyId });
    await createRates(ctx.db, { propertyId: linen, from: day(0), to: day(90), priceCents: 27_050 });
    await ctx.db.insert(propertyProfiles).values({
      propertyId: linen,
      baseFees: [
        { type: 'cleaning', amount: 16_000, chargedPer: 'stay', taxable: true },
        { type: 'linen', amount: 4_000, chargedPer: 'stay', taxable: true },
        { type: 'extra-guest', amount: 1_000, chargedPer: 'guest-night', taxable: true },
        { type: 'security-deposit', amount: 30_000, chargedPer: 'stay', taxable: false },
      ],
      managementFees: [],
      policy: POLICY,
    });
    const priced = await reservations.get(
      `/api/v3/properties/${linen}/booking-quote?checkIn=${day(40)}&checkOut=${day(44)}&adults=4`,
    );
    const { price } = (priced.json() as TBookingQuoteResponse).data;
    expect(price?.fees.map((fee) => fee.label)).toEqual([
      'Cleaning fee',
      'Linen fee',
      'Extra guest fee (2 extra guests × 4 nights)',
    ]);

    const response = await book(reservations, stayBody(linen, day(40), day(44), { adults: 4 }));
    expect(response.statusCode, response.body).toBe(201);
    const asStaff = documentOf(
      await staff.get(`/api/v3/bookings/${documentOf(response).data.id}?include=payments,current-quote`),
    );
    const a = asStaff.data.attributes;
    const quote = includedOf(asStaff, 'quote')[0]?.attributes as { lines: { label: string; amount: number }[] };
    // The quote tab: the nights and every fee the drawer priced, adding up to the drawer's total.
    expect(quote).toMatchObject({ total: price!.total, securityDeposit: 30_000 });
    expect(quote.lines).toEqual([
      { type: 'accommodation', label: 'Accommodation (4 nights)', amount: price!.accommodation },
      ...price!.fees,
    ]);
    expect(quote.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(price!.total);
    // The payout tab: what the drawer said the owner gets.
    expect(a.payoutSummary?.ownerPayout).toBe(price!.ownerPayout);
    expect(a.payoutBreakdown?.reduce((sum, line) => sum + line.amount, 0)).toBe(price!.ownerPayout);
    // The payments tab: the total to pay and the deposit promised, due on arrival.
    expect(a.finance).toMatchObject({ totalAmount: price!.total, due: price!.total, paid: 0 });
    expect(a.depositSummary).toEqual({ amount: 30_000, paid: 0, refunded: 0, held: 0 });
    expect(
      includedOf(asStaff, 'payment').map((p) => [p.attributes.paymentType, p.attributes.amount, p.attributes.dueOn]),
    ).toEqual([
      ['accommodation', price!.total, today],
      ['bond', 30_000, day(40)],
    ]);
  });

  it('pays into the operator’s account in the home’s currency when its company has none', async () => {
    await ctx.db
      .insert(merchantAccounts)
      .values({ name: 'Operator NZ', providerAccountId: `acct_${uniqueTag()}`, companyId: null, currency: 'NZD' });
    const propertyId = await createProperty(ctx.db, { name: `${uniqueTag()} Kiwi`, currency: 'NZD', companyId });
    await createRates(ctx.db, { propertyId, from: day(0), to: day(20), priceCents: 20_000 });
    const response = await book(staff, stayBody(propertyId, day(5), day(7)));
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await ctx.db
      .select({ companyId: merchantAccounts.companyId, currency: merchantAccounts.currency })
      .from(bookings)
      .innerJoin(merchantAccounts, eq(merchantAccounts.id, bookings.merchantAccountId))
      .where(eq(bookings.id, documentOf(response).data.id));
    expect(row).toEqual({ companyId: null, currency: 'NZD' });
  });

  it('answers the same key and body with the first answer, and nothing is written twice', async () => {
    const key = `form-${uniqueTag()}`;
    const body = stayBody(home, day(60), day(62));
    const first = await book(reservations, body, key);
    expect(first.statusCode, first.body).toBe(201);
    // The same request with its keys in another order and the defaults spelt out is the same request.
    const reordered = {
      guest: { phone: body.guest.phone, email: body.guest.email, fullName: body.guest.fullName },
      children: 0,
      corporateRate: false,
      checkOut: body.checkOut,
      checkIn: body.checkIn,
      adults: body.adults,
      propertyId: body.propertyId,
    };
    const again = await book(reservations, reordered, key);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const id = documentOf(first).data.id;
    const [same] = await ctx.db
      .select({ n: count() })
      .from(bookings)
      .where(and(eq(bookings.propertyId, home), eq(bookings.checkIn, day(60))));
    expect(same?.n).toBe(1);
    expect(await rowCount(quotes, [id])).toBe(1);
    // The total and the security deposit: once each.
    expect(await rowCount(bookingPayments, [id])).toBe(2);
  });

  it('refuses the same key with another body (422) and no key at all (400)', async () => {
    const key = `form-${uniqueTag()}`;
    expect((await book(reservations, stayBody(home, day(70), day(72)), key)).statusCode).toBe(201);
    const other = await book(reservations, stayBody(home, day(74), day(76)), key);
    expect(other.statusCode).toBe(422);
    expect(errorsOf(other)[0]).toMatchObject({
      code: BOOKING_CHANGE_ERROR_CODES.idempotencyMismatch,
      detail: RESERVATION_MESSAGES.idempotencyMismatch,
    });
    const missing = await book(reservations, stayBody(home, day(74), day(76)), null);
    expect(missing.statusCode).toBe(400);
    expect(errorsOf(missing)[0]?.detail).toBe(RESERVATION_MESSAGES.idempotencyMissing);
    expect((await book(reservations, stayBody(home, day(74), day(76)), '   ')).statusCode).toBe(400);
    expect((await book(reservations, stayBody(home, day(74), day(76)), 'k'.repeat(201))).statusCode).toBe(400);
    // Another caller's key of the same name is theirs alone.
    expect((await book(staff, stayBody(home, day(74), day(76)), key)).statusCode).toBe(201);
  });

  it('lets exactly one of two bookings of the same nights win, at the same instant (one 201, one 409)', async () => {
    const body = stayBody(home, day(80), day(83));
    const answers = await Promise.all([book(reservations, body), book(staff, body)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const lost = answers.find((r) => r.statusCode === 409)!;
    expect(errorsOf(lost)[0]).toMatchObject({ code: 'NIGHTS_TAKEN', detail: RESERVATION_MESSAGES.nightsTaken });
    const [taken] = await ctx.db
      .select({ n: count() })
      .from(bookings)
      .where(and(eq(bookings.propertyId, home), eq(bookings.checkIn, day(80))));
    expect(taken?.n).toBe(1);
    // Nothing of the loser was half-written: one quote, one payment for the one booking.
    const [winner] = await ctx.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.propertyId, home), eq(bookings.checkIn, day(80))));
    expect(await rowCount(quotes, [winner!.id])).toBe(1);
  });

  it('gives one 201 and 19 × 409 to 20 bookings at once over nights they partly share, never a 500 or 503', async () => {
    // 20 rounds on PostgreSQL, where racing inserts into the nights' exclusion constraint could deadlock (issue 29 C).
    const rounds = process.env.TEST_DATABASE_URL ? 20 : 3;
    await createRates(ctx.db, { propertyId: home, from: day(500), to: day(500 + rounds * 8), priceCents: 25_000 });
    for (let round = 0; round < rounds; round += 1) {
      const base = day(500 + round * 8);
      // Three overlapping ranges, each sharing nights with both others: only one of the 20 can have its nights.
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          book(i % 2 ? staff : reservations, stayBody(home, addDays(base, i % 3), addDays(base, (i % 3) + 4))),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      expect(
        statuses.filter((status) => status === 201),
        `round ${round}: ${statuses.join(',')}`,
      ).toHaveLength(1);
      expect(
        statuses.filter((status) => status === 409),
        `round ${round}: ${statuses.join(',')}`,
      ).toHaveLength(19);
    }
  });

  it('creates once when the same key is sent twice at the same instant', async () => {
    const key = `double-click-${uniqueTag()}`;
    const body = stayBody(home, day(90), day(92));
    const answers = await Promise.all([book(reservations, body, key), book(reservations, body, key)]);
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(documentOf(answers[0]!).data.id).toBe(documentOf(answers[1]!).data.id);
    const [made] = await ctx.db
      .select({ n: count() })
      .from(bookings)
      .where(and(eq(bookings.propertyId, home), eq(bookings.checkIn, day(90))));
    expect(made?.n).toBe(1);
  });

  it('refuses taken nights (409), unpriced nights (400), a past check-in (400) and bad input (400)', async () => {
    const taken = await book(staff, stayBody(home, day(31), day(35)));
    expect(taken.statusCode).toBe(409);
    expect(errorsOf(taken)[0]?.detail).toBe(RESERVATION_MESSAGES.nightsTaken);
    const unpriced = await book(staff, stayBody(coastal, day(199), day(202)));
    expect(unpriced.statusCode).toBe(400);
    expect(errorsOf(unpriced)[0]).toMatchObject({ code: 'NIGHTS_UNPRICED', detail: RESERVATION_MESSAGES.noRates });
    expect((await book(staff, stayBody(home, day(-3), day(-1)))).statusCode).toBe(400);
    expect((await book(staff, stayBody(home, day(5), day(5)))).statusCode).toBe(400);
    expect((await book(staff, { ...stayBody(home, day(5), day(6)), adults: 0 })).statusCode).toBe(400);
    expect(
      (await book(staff, { ...stayBody(home, day(5), day(6)), guest: { fullName: 'A', email: 'no' } })).statusCode,
    ).toBe(400);
    expect((await book(staff, { ...stayBody(home, day(5), day(6)), surprise: true })).statusCode).toBe(400);
  });

  it('lets staff and reservation managers book; owners and licensees get 403, another home 404', async () => {
    const owned = await book(owner, stayBody(home, day(100), day(101)));
    expect(owned.statusCode).toBe(403);
    expect((await book(licensee, stayBody(coastal, day(100), day(101)))).statusCode).toBe(403);
    expect((await book(staff, stayBody(randomUUID(), day(100), day(101)))).statusCode).toBe(404);
    expect((await book(reservations, stayBody(coastal, day(100), day(101)))).statusCode).toBe(201);
  });
});

describe('POST /api/v3/bookings/{id}/cancel', () => {
  it('shows the fee, refuses a fee that changed, cancels, refunds, frees the nights and leaves the iCal export', async () => {
    const created = await book(staff, stayBody(home, day(10), day(13)));
    expect(created.statusCode, created.body).toBe(201);
    const id = documentOf(created).data.id;
    const total = documentOf(created).data.attributes.totalAmount!;
    // The guest pays in full, and the security deposit.
    await ctx.db
      .update(bookingPayments)
      .set({ status: 'paid', paidAt: new Date(), method: 'card', refundableCents: sql`${bookingPayments.amountCents}` })
      .where(eq(bookingPayments.bookingId, id));
    const exportPath = new URL(await icalExportUrl(ctx.db, { propertyId: home, publicUrl: ctx.config.publicUrl }))
      .pathname;
    expect((await ctx.client().get(exportPath)).body).toContain(`booking-${id}@`);

    // Strict, 10 days ahead: half the total is kept, the rest refunded.
    const shown = documentOf(await reservations.get(`/api/v3/bookings/${id}?include=clean-cancellation`));
    const clean = ZCleanCancellation.parse(includedOf(shown, 'clean-cancellation')[0]?.attributes);
    expect(clean).toMatchObject({ policy: 'strict', cancellable: true, fee: total / 2, refund: total / 2 });

    const changed = await cancel(reservations, id, { expectedFee: 0 });
    expect(changed.statusCode).toBe(409);
    expect(errorsOf(changed)[0]).toMatchObject({
      code: BOOKING_CHANGE_ERROR_CODES.feeChanged,
      detail: cancellationFeeChanged(clean.fee, 'AUD'),
    });
    expect(errorsOf(changed)[0]?.detail).toContain('A$450.00');

    const response = await cancel(reservations, id, { expectedFee: clean.fee, reason: 'Guest unwell' });
    expect(response.statusCode, response.body).toBe(200);
    const document = documentOf(response);
    expect(document.data.attributes).toMatchObject({
      status: 'CANCELLED',
      recordStatus: 'CANCELLED',
      cancellationFee: clean.fee,
      cancellationReason: 'Guest unwell',
      // Nothing is refunded before the money has moved: without Stripe, finance records the refunds sent.
      finance: { totalAmount: total, paid: total, due: 0, refunded: 0 },
      paymentSummary: { paid: total, due: 0, refunded: 0, refundPending: clean.refund, disputed: 0 },
    });
    expect(document.data.attributes.cancelledAt).not.toBeNull();
    const refunds = includedOf(document, 'payment').filter((p) => p.attributes.isRefund);
    // The refund the rule allows, and the whole security deposit back: it was never the stay's money.
    expect(refunds.map((p) => [p.attributes.paymentType, p.attributes.amount, p.attributes.status])).toEqual([
      ['refund', clean.refund, 'pending'],
      ['bond', 50_000, 'pending'],
    ]);
    expect(document.data.attributes.depositSummary).toEqual({
      amount: 50_000,
      paid: 50_000,
      refunded: 0,
      held: 50_000,
    });
    const finance = await ctx.signedIn('finance');
    for (const refund of refunds) {
      const recorded = await finance.post(`/api/v3/booking-payments/${refund.id}/record`, {
        method: 'bank-transfer',
        reference: `REF-${refund.attributes.paymentType}`,
        paidOn: day(0),
      });
      expect(recorded.statusCode, recorded.body).toBe(204);
    }
    const settled = documentOf(await reservations.get(`/api/v3/bookings/${id}?include=payments`));
    expect(settled.data.attributes.paymentSummary).toMatchObject({ refunded: clean.refund, refundPending: 0 });
    expect(settled.data.attributes.depositSummary).toEqual({ amount: 50_000, paid: 50_000, refunded: 50_000, held: 0 });
    const after = includedOf(document, 'clean-cancellation')[0]?.attributes as TCleanCancellation;
    expect(after).toMatchObject({ cancellable: false, reason: RESERVATION_MESSAGES.alreadyCancelled });
    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'booking.cancel'), eq(auditLog.entityId, id)));
    expect(audit?.after).toMatchObject({ cancellationFeeCents: clean.fee, refundCents: clean.refund });

    // The nights are free again at once, the stay is off the calendar and out of the iCal export.
    expect((await ctx.client().get(exportPath)).body).not.toContain(`booking-${id}@`);
    const calendar = await staff.get(`/api/v3/properties/${home}/bookings?from=${day(10)}&to=${day(12)}`);
    expect((calendar.json() as { data: TBookingListItem[] }).data.map((b) => b.id)).not.toContain(id);
    const rebooked = await book(reservations, stayBody(home, day(10), day(13)));
    expect(rebooked.statusCode, rebooked.body).toBe(201);

    const twice = await cancel(reservations, id, { expectedFee: 0 });
    expect(twice.statusCode).toBe(409);
    expect(errorsOf(twice)[0]?.detail).toBe(RESERVATION_MESSAGES.alreadyCancelled);
  });

  it('voids what was still due and refunds nothing when nothing was paid', async () => {
    const created = await book(staff, stayBody(home, day(150), day(152)));
    const id = documentOf(created).data.id;
    const response = await cancel(staff, id, { expectedFee: 0 });
    expect(response.statusCode, response.body).toBe(200);
    const document = documentOf(response);
    expect(document.data.attributes.finance).toMatchObject({ paid: 0, due: 0, refunded: 0 });
    expect(includedOf(document, 'payment').map((p) => [p.attributes.status, p.attributes.scheduled])).toEqual([
      ['failed', false],
      ['failed', false],
    ]);
  });

  it('refuses an ended stay and a booking being cancelled (409), and callers who may not cancel', async () => {
    const ended = await ctx.db
      .insert(bookings)
      .values({ propertyId: home, longCode: `END-${uniqueTag()}`, status: 'BOOKED', checkIn: day(-5), checkOut: today })
      .returning({ id: bookings.id });
    const past = await cancel(staff, ended[0]!.id, { expectedFee: 0 });
    expect(past.statusCode).toBe(409);
    expect(errorsOf(past)[0]?.detail).toBe(RESERVATION_MESSAGES.pastStay);
    const cancelling = await ctx.db
      .insert(bookings)
      .values({
        propertyId: home,
        longCode: `CXL-${uniqueTag()}`,
        status: 'BOOKED',
        recordStatus: 'CANCELLING',
        checkIn: day(200),
        checkOut: day(202),
      })
      .returning({ id: bookings.id });
    const stuck = await cancel(staff, cancelling[0]!.id, { expectedFee: 0 });
    expect(errorsOf(stuck)[0]?.detail).toBe(RESERVATION_MESSAGES.notCancellable);

    const created = await book(staff, stayBody(coastal, day(120), day(122)));
    const id = documentOf(created).data.id;
    expect((await cancel(owner, id, { expectedFee: 0 })).statusCode).toBe(403);
    expect((await cancel(licensee, id, { expectedFee: 0 })).statusCode).toBe(403);
    expect((await cancel(staff, randomUUID(), { expectedFee: 0 })).statusCode).toBe(404);
    expect((await cancel(staff, id, { expectedFee: -1 })).statusCode).toBe(400);
  });
});

describe('POST /api/v3/bookings/{id}/notes', () => {
  it("lets a licensee note their company's booking, signed with their name; not a reservation manager", async () => {
    const created = await book(staff, stayBody(coastal, day(130), day(132)));
    const id = documentOf(created).data.id;
    const response = await licensee.post(`/api/v3/bookings/${id}/notes`, {
      content: 'Owner to leave wine',
      tag: 'owner',
    });
    expect(response.statusCode, response.body).toBe(201);
    const note = ZNoteResponse.parse(response.json());
    expect(note.data.attributes).toMatchObject({ content: 'Owner to leave wine', from: 'Lee Licensee', tag: 'owner' });
    const document = documentOf(await licensee.get(`/api/v3/bookings/${id}?include=notes`));
    expect(includedOf(document, 'note').map((n) => n.attributes.content)).toContain('Owner to leave wine');
    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'booking-note.create'), eq(auditLog.entityId, note.data.id)));
    expect(audit?.actorUserId).toBe(demoUserId('licensee'));

    expect((await reservations.post(`/api/v3/bookings/${id}/notes`, { content: 'Hello' })).statusCode).toBe(403);
    expect((await owner.post(`/api/v3/bookings/${id}/notes`, { content: 'Hello' })).statusCode).toBe(403);
    const elsewhere = documentOf(await book(staff, stayBody(home, day(140), day(141)))).data.id;
    expect((await licensee.post(`/api/v3/bookings/${elsewhere}/notes`, { content: 'Hello' })).statusCode).toBe(404);
    expect((await licensee.post(`/api/v3/bookings/${id}/notes`, { content: '   ' })).statusCode).toBe(400);
    expect((await licensee.post(`/api/v3/bookings/${id}/notes`, { content: 'x', tag: 'gossip' })).statusCode).toBe(400);
  });
});

describe('GET /api/v3/bookings/{id}: the booking record', () => {
  let id: string;
  beforeAll(async () => {
    const [row] = await ctx.db
      .insert(bookings)
      .values({
        propertyId: home,
        longCode: `DOC-${uniqueTag()}`,
        status: 'BOOKED',
        checkIn: day(300),
        checkOut: day(304),
        guestName: 'Noah Smith',
        totalCents: 120_000,
        cancellationPolicy: 'flexible',
        managementFeePercentage: '20',
        merchantName: 'Legacy AU',
        merchantPlatform: 'airbnb',
      })
      .returning({ id: bookings.id });
    id = row!.id;
    await ctx.db.insert(bookingCards).values([
      {
        bookingId: id,
        brand: 'visa',
        last4: '4242',
        expMonth: 4,
        expYear: 2031,
        holderName: 'Noah Smith',
        isDefault: true,
      },
      { bookingId: id, brand: 'amex', last4: '0005', expMonth: 12, expYear: 2030, holderName: null },
    ]);
    await ctx.db.insert(bookingPayments).values([
      { bookingId: id, amountCents: 36_000, paymentType: 'deposit', status: 'paid', paidAt: new Date() },
      { bookingId: id, amountCents: 50_000, paymentType: 'bond', status: 'paid', paidAt: new Date() },
      { bookingId: id, amountCents: 84_000, paymentType: 'accommodation', status: 'unpaid', dueOn: day(286) },
      { bookingId: id, amountCents: 10_000, paymentType: 'refund', status: 'refunded', isRefund: true },
    ]);
    await ctx.db.insert(quotes).values({
      bookingId: id,
      nights: 4,
      accommodationCents: 100_000,
      cleaningFeeCents: 15_000,
      totalCents: 120_000,
      managementFeeCents: 20_000,
      ownerPayoutCents: 85_000,
      currency: 'AUD',
    });
  });

  it('carries deposit, finance, payout, verification, masked cards, the clean cancellation and resources for staff', async () => {
    const response = await staff.get(
      `/api/v3/bookings/${id}?include=cards,clean-cancellation,resources,merchant,current-quote`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const document = documentOf(response);
    const a = document.data.attributes;
    // The bond is the security deposit, apart from the stay's money: paid and due add up to the total.
    expect(ZDepositSummary.parse(a.depositSummary)).toEqual({
      amount: 50_000,
      paid: 50_000,
      refunded: 0,
      held: 50_000,
    });
    expect(a.finance).toEqual({ totalAmount: 120_000, paid: 36_000, due: 84_000, refunded: 10_000, currency: 'AUD' });
    const breakdown = ZPayoutBreakdown.parse(a.payoutBreakdown);
    // A quote recorded without its fee lines: the difference is shown, not lost.
    expect(breakdown).toEqual([
      { label: 'Accommodation', amount: 100_000 },
      { label: 'Management fee (20%)', amount: -20_000 },
      { label: 'Adjustments', amount: 5_000 },
    ]);
    expect(breakdown.reduce((sum, line) => sum + line.amount, 0)).toBe(a.payoutSummary?.ownerPayout);
    expect(a.payoutSummary).toEqual({
      accommodation: 100_000,
      cleaning: 15_000,
      managementFee: 20_000,
      ownerPayout: 85_000,
      currency: 'AUD',
    });
    expect(ZBookingVerification.parse(a.verification)).toEqual({
      status: 'not-started',
      method: null,
      checkedAt: null,
      note: null,
    });
    expect(a).toMatchObject({ cancellationFee: null, cancellationReason: null });

    const cards = includedOf(document, 'card').map((c) => ZBookingCard.strict().parse(c.attributes));
    expect(cards).toEqual([
      { brand: 'visa', last4: '4242', expMonth: 4, expYear: 2031, holderName: 'Noah Smith', isDefault: true },
      { brand: 'amex', last4: '0005', expMonth: 12, expYear: 2030, holderName: null, isDefault: false },
    ]);
    // Flexible, far ahead: nothing kept, everything the guest paid for the stay (36,000 − 10,000) goes back.
    expect(ZCleanCancellation.parse(includedOf(document, 'clean-cancellation')[0]?.attributes)).toEqual({
      policy: 'flexible',
      daysBeforeCheckIn: 300,
      fee: 0,
      refund: 26_000,
      currency: 'AUD',
      cancellable: true,
      reason: null,
    });
    expect(includedOf(document, 'resource').map((r) => r.attributes)).toEqual([
      { name: 'Property manager', url: 'https://pm.example.com/homes/1' },
      { name: 'Salesforce', url: 'https://hearth.my.salesforce.com/a01' },
    ]);
    // No merchant account on this older booking: the names it came with.
    expect(includedOf(document, 'merchant')[0]?.attributes).toEqual({
      name: 'Legacy AU',
      platform: 'airbnb',
      merchantAccountId: null,
    });
  });

  it('shows the verification when there is one, and the merchant account when the booking has one', async () => {
    const checkedAt = new Date('2031-01-02T03:04:05Z');
    await ctx.db
      .insert(bookingVerifications)
      .values({ bookingId: id, status: 'verified', method: 'id-document', checkedAt, note: null });
    await ctx.db.update(bookings).set({ merchantAccountId: accountId }).where(eq(bookings.id, id));
    const document = documentOf(await reservations.get(`/api/v3/bookings/${id}?include=merchant.platform`));
    expect(document.data.attributes.verification).toEqual({
      status: 'verified',
      method: 'id-document',
      checkedAt: checkedAt.toISOString(),
      note: null,
    });
    expect(includedOf(document, 'merchant')[0]).toMatchObject({
      id: accountId,
      attributes: { platform: 'stripe', merchantAccountId: expect.stringMatching(/^acct_/) },
    });
  });

  it('gives the owner the payout and the clean cancellation, not cards, deposit, finance or the Salesforce link', async () => {
    const response = await owner.get(`/api/v3/bookings/${id}?include=cards,clean-cancellation,resources,merchant`);
    expect(response.statusCode, response.body).toBe(200);
    const document = documentOf(response);
    expect(document.data.attributes.payoutSummary?.ownerPayout).toBe(85_000);
    for (const field of ['depositSummary', 'finance', 'cancellationFee', 'paymentSummary']) {
      expect(document.data.attributes).not.toHaveProperty(field);
    }
    expect(includedOf(document, 'card')).toEqual([]);
    expect(includedOf(document, 'merchant')).toEqual([]);
    expect(includedOf(document, 'clean-cancellation')).toHaveLength(1);
    expect(includedOf(document, 'resource').map((r) => r.attributes.name)).toEqual(['Property manager']);
  });
});
