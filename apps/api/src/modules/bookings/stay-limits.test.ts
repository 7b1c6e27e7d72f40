import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  LONG_TERM_MIN_NIGHTS,
  STAY_LIMIT_ERROR_CODES,
  todayIn,
  type TBookingQuoteResponse,
  type TPropertyDocument,
} from '@hearth/domain';
import { bookings, properties, type PropertyCompliance } from '../../db/schema';
import { createBooking, createProperty, createRates, uniqueTag } from '../../test/factories';
import { createTestContext, errorsOf, type TestClient, type TestContext } from '../../test/harness';

/*
 * A home's stay limits (docs/product/bookings.md#stay-limits), through HTTP on a real database: guests within the
 * maximum, the minimum stay, long-term only, and the night cap counted over its year. Each refusal is the same in
 * the live quote (before booking) and in the booking itself, and nothing is written.
 */

let ctx: TestContext;
let staff: TestClient;
const today = todayIn('Australia/Sydney');
const day = (n: number) => addDays(today, n);
/** The cap year ends the day before day(200), so every stay below falls in one year. */
const COMPLIANCE: PropertyCompliance = {
  policyEnabled: true,
  riskColour: 'yellow',
  riskLabel: '',
  currentYearOverrideActivated: false,
  currentYearRenewalDate: day(200),
  currentYearBookableDays: null,
  nightCapRule: null,
};

const newHome = async (fields: { maxGuests?: number; minimumStay?: number; compliance?: PropertyCompliance }) => {
  const id = await createProperty(ctx.db, { name: `${uniqueTag()} Limits`, maxGuests: 4, minimumStay: 2, ...fields });
  await createRates(ctx.db, { propertyId: id, from: day(0), to: day(400), priceCents: 20_000 });
  return id;
};
const stay = (propertyId: string, from: number, to: number, adults = 2, children = 0) => ({
  propertyId,
  checkIn: day(from),
  checkOut: day(to),
  adults,
  children,
  guest: { fullName: 'Ava Nguyen', email: 'ava@example.com', phone: null },
});
const book = (body: ReturnType<typeof stay>) =>
  staff.request({ method: 'POST', url: '/api/v3/bookings', body, headers: { 'Idempotency-Key': randomUUID() } });
const quote = async (body: ReturnType<typeof stay>) => {
  const response = await staff.get(
    `/api/v3/properties/${body.propertyId}/booking-quote?checkIn=${body.checkIn}&checkOut=${body.checkOut}&adults=${body.adults}&children=${body.children}`,
  );
  expect(response.statusCode).toBe(200);
  return (response.json() as TBookingQuoteResponse).data.refusal;
};
const bookingsOf = async (propertyId: string) => {
  const [row] = await ctx.db.select({ n: count() }).from(bookings).where(eq(bookings.propertyId, propertyId));
  return row?.n ?? 0;
};

beforeAll(async () => {
  ctx = await createTestContext();
  staff = await ctx.signedIn('staff');
});
afterAll(async () => {
  await ctx.close();
});

describe('guests and minimum stay', () => {
  it('refuses six guests in a home that sleeps four, in the quote and the booking, and books nothing', async () => {
    const home = await newHome({});
    const body = stay(home, 10, 13, 4, 2);
    const message = 'This home sleeps at most 4 guests; this stay is for 6.';
    expect(await quote(body)).toEqual({ code: STAY_LIMIT_ERROR_CODES.overCapacity, message, field: 'adults' });
    const response = await book(body);
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response)[0]).toMatchObject({
      code: STAY_LIMIT_ERROR_CODES.overCapacity,
      detail: message,
      source: { pointer: '/adults' },
    });
    expect(await bookingsOf(home)).toBe(0);
    expect(await quote(stay(home, 10, 13, 3, 1))).toBeNull();
    expect((await book(stay(home, 10, 13, 3, 1))).statusCode).toBe(201);
  });

  it("refuses a stay shorter than the home's minimum stay", async () => {
    const home = await newHome({ minimumStay: 3 });
    const response = await book(stay(home, 10, 12));
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response)[0]).toMatchObject({
      code: STAY_LIMIT_ERROR_CODES.belowMinimumStay,
      detail: "This home's minimum stay is 3 nights.",
    });
  });
});

describe('bad input', () => {
  it('is answered in sentences that name the field, not in schema wording', async () => {
    const home = await newHome({});
    const tooMany = await book({ ...stay(home, 10, 13), children: 31 });
    expect(tooMany.statusCode).toBe(400);
    expect(errorsOf(tooMany)[0]).toMatchObject({
      detail: 'Children can be at most 30.',
      source: { pointer: '/children' },
    });
    const extra = await book({ ...stay(home, 10, 13), colour: 'red' } as ReturnType<typeof stay>);
    expect(errorsOf(extra)[0]?.detail).toBe('This field is not taken here: colour.');
  });
});

describe('long-term stays only', () => {
  it(`takes no stay under ${LONG_TERM_MIN_NIGHTS} nights, and a long one`, async () => {
    const home = await newHome({ compliance: { ...COMPLIANCE, currentYearOverrideActivated: true } });
    const short = await book(stay(home, 10, 17));
    expect(short.statusCode).toBe(400);
    expect(errorsOf(short)[0]).toMatchObject({
      code: STAY_LIMIT_ERROR_CODES.longTermOnly,
      detail: `This home takes long-term stays only this year: at least ${LONG_TERM_MIN_NIGHTS} nights.`,
    });
    expect((await book(stay(home, 10, 10 + LONG_TERM_MIN_NIGHTS))).statusCode).toBe(201);
  });

  it('leaves it out of a short-stay availability search, and lists it for a long one', async () => {
    const home = await newHome({ compliance: { ...COMPLIANCE, currentYearOverrideActivated: true } });
    const [row] = await ctx.db.select({ name: properties.name }).from(properties).where(eq(properties.id, home));
    const search = async (nights: number) => {
      const response = await staff.get(
        `/api/v3/search?filters[query]=${encodeURIComponent(row!.name)}&filters[availableFrom]=${day(20)}&filters[availableTo]=${day(20 + nights)}&filters[adults]=2`,
      );
      expect(response.statusCode).toBe(200);
      return (response.json() as { data: { id: string }[] }).data.map((p) => p.id);
    };
    expect(await search(7)).toEqual([]);
    expect(await search(LONG_TERM_MIN_NIGHTS)).toEqual([home]);
  });
});

describe('the night cap', () => {
  it('counts booked nights in the cap year, refuses the night past the cap, and shows the count', async () => {
    const home = await newHome({ compliance: { ...COMPLIANCE, currentYearBookableDays: 10, nightCapRule: 'custom' } });
    await createBooking(ctx.db, { propertyId: home, checkIn: day(20), checkOut: day(27) });
    // Owner stays and cancelled bookings are not lets: they do not count.
    await createBooking(ctx.db, { propertyId: home, checkIn: day(30), checkOut: day(40), status: 'BLOCKED' });
    await createBooking(ctx.db, { propertyId: home, checkIn: day(50), checkOut: day(60), status: 'CANCELLED' });

    const over = stay(home, 70, 74);
    const message = `Night cap: 10 nights a year. Only 3 nights are left in the year to `;
    expect((await quote(over))?.message).toContain(message);
    const refused = await book(over);
    expect(refused.statusCode).toBe(409);
    expect(errorsOf(refused)[0]).toMatchObject({ code: STAY_LIMIT_ERROR_CODES.overNightCap });
    expect(errorsOf(refused)[0]?.detail).toContain(`${message}`);
    expect(errorsOf(refused)[0]?.detail).toContain('and this stay has 4 nights in it.');

    expect((await book(stay(home, 70, 73))).statusCode).toBe(201);
    const document = await staff.get(`/api/v3/properties/${home}?include=compliance`);
    expect((document.json() as TPropertyDocument).data.attributes.compliance?.nightCapUsage).toEqual({
      nights: 10,
      label: 'Night cap',
      year: { from: `${Number(day(200).slice(0, 4)) - 1}${day(200).slice(4)}`, to: day(200) },
      booked: 10,
      left: 0,
    });
    const none = await book(stay(home, 80, 82));
    expect(errorsOf(none)[0]?.detail).toContain('No nights are left');
    const [booked] = await ctx.db
      .select({ n: count() })
      .from(bookings)
      .where(and(eq(bookings.propertyId, home), eq(bookings.status, 'BOOKED')));
    expect(booked?.n).toBe(2);
  });

  it("takes an area rule's nights when staff choose the rule on the compliance block, and a number by hand as custom", async () => {
    const home = await newHome({ compliance: COMPLIANCE });
    const edit = (compliance: Record<string, unknown>) =>
      staff.patch(`/api/v3/properties/${home}?include=compliance`, { data: { attributes: { compliance } } });
    const ruled = await edit({ nightCapRule: 'greater-sydney' });
    expect(ruled.statusCode, ruled.body).toBe(200);
    expect((ruled.json() as TPropertyDocument).data.attributes.compliance).toMatchObject({
      nightCapRule: 'greater-sydney',
      currentYearBookableDays: 180,
      nightCapUsage: { nights: 180, label: 'Greater Sydney short-term rental cap', booked: 0, left: 180 },
    });
    const custom = await edit({ nightCapRule: null, currentYearBookableDays: 90 });
    expect((custom.json() as TPropertyDocument).data.attributes.compliance).toMatchObject({
      nightCapRule: 'custom',
      currentYearBookableDays: 90,
    });
    const none = await edit({ nightCapRule: null, currentYearBookableDays: null });
    expect((none.json() as TPropertyDocument).data.attributes.compliance).toMatchObject({
      nightCapRule: null,
      nightCapUsage: null,
    });
    expect((await edit({ nightCapRule: 'manhattan' })).statusCode).toBe(400);
  });

  it('names the area rule the cap follows', async () => {
    const home = await newHome({
      compliance: { ...COMPLIANCE, currentYearBookableDays: 60, nightCapRule: 'byron-shire' },
    });
    await createBooking(ctx.db, { propertyId: home, checkIn: day(10), checkOut: day(68) });
    expect((await quote(stay(home, 80, 83)))?.message).toMatch(
      /^Byron Shire short-term rental cap: 60 nights a year\. Only 2 nights are left/,
    );
  });
});
