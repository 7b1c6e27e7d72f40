import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  isWeekendNight,
  RATE_PLAN,
  RATE_PLAN_MESSAGES,
  RATES_BULK_MESSAGES,
  bulkPrice,
  channelPrices,
  type TRatesBulkResponse,
  STAY_LIMIT_ERROR_CODES,
  todayIn,
  type TBookingQuoteResponse,
  type TPropertySearchResponse,
  type TRatePlanDocument,
  type TRatePlanInput,
  type TRatesResponse,
} from '@hearth/domain';
import { auditLog } from '../../db/schema';
import { demoCompanyId } from '../../seed/seed';
import { createProperty, uniqueTag } from '../../test/factories';
import { createTestContext, errorsOf, type TestClient, type TestContext } from '../../test/harness';

/*
 * A home's rate plan and its nights by hand (docs/product/rates.md#rate-plan) through HTTP: the nights derive from
 * the plan at once, hand edits survive a new plan, and the booking price and availability search follow.
 */

let ctx: TestContext;
let staff: TestClient;
let licensee: TestClient;
let owner: TestClient;
const today = todayIn('Australia/Sydney');
const day = (n: number) => addDays(today, n);
/** The first weekday (Monday to Thursday night) at least `n` days ahead. */
const weekday = (n: number) => {
  let d = day(n);
  while (isWeekendNight(d) || isWeekendNight(addDays(d, 1)) || isWeekendNight(addDays(d, 2))) d = addDays(d, 1);
  return d;
};

beforeAll(async () => {
  ctx = await createTestContext();
  staff = await ctx.signedIn('staff');
  licensee = await ctx.signedIn('licensee');
  owner = await ctx.signedIn('owner');
});
afterAll(async () => ctx.close());

const plan = (overrides: Partial<TRatePlanInput> = {}): TRatePlanInput => ({
  baseCents: 20_000,
  weekendCents: 26_000,
  minNights: 2,
  maxNights: 14,
  corporateDiscountPercent: 10,
  cleaningFeeCents: 15_000,
  extraGuestFeeCents: 2_500,
  extraGuestsAbove: 4,
  seasons: [],
  ...overrides,
});
const put = (client: TestClient, id: string, attributes: unknown) =>
  client.request({
    method: 'PUT',
    url: `/api/v3/properties/${id}/rate-plan`,
    body: { data: { type: 'rate-plan', attributes } },
  });
const edit = (client: TestClient, id: string, attributes: unknown) =>
  client.patch(`/api/v3/properties/${id}/rates`, { data: { type: 'rates-edit', attributes } });
const rates = async (id: string, from: string, to: string) => {
  const response = await staff.get(`/api/v3/properties/${id}/rates?from=${from}&to=${to}`);
  expect(response.statusCode, response.body).toBe(200);
  return new Map((response.json() as TRatesResponse).data.map((r) => [r.attributes.date, r.attributes]));
};
const quote = async (id: string, checkIn: string, checkOut: string, adults = 2) =>
  (
    (
      await staff.get(
        `/api/v3/properties/${id}/booking-quote?checkIn=${checkIn}&checkOut=${checkOut}&adults=${adults}&children=0`,
      )
    ).json() as TBookingQuoteResponse
  ).data;
const found = async (name: string, from: string, to: string) => {
  const query = new URLSearchParams({
    'filters[query]': name,
    'filters[availableFrom]': from,
    'filters[availableTo]': to,
  });
  const response = await staff.get(`/api/v3/search?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as TPropertySearchResponse).data.map((p) => p.attributes.totalBookingAmount);
};
const newHome = async (companyId = demoCompanyId('hearth')) => {
  const name = `${uniqueTag()} Rates`;
  return { id: await createProperty(ctx.db, { name, companyId, maxGuests: 8, minimumStay: 1 }), name };
};

describe('a rate plan (issue 30 item 4)', () => {
  it('starts empty, then prices the next 18 months at once: weekdays, weekends, seasons, channels', async () => {
    const home = await newHome();
    expect((await staff.get(`/api/v3/properties/${home.id}/rate-plan`)).json()).toEqual({ data: null });
    const summerFrom = day(100);
    const saved = await put(
      staff,
      home.id,
      plan({
        seasons: [
          { name: 'Summer', from: summerFrom, to: day(130), nightlyCents: 40_000, weekendCents: null, minNights: 5 },
        ],
      }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const document = (saved.json() as TRatePlanDocument).data!;
    expect(document.attributes).toMatchObject({
      baseCents: 20_000,
      minNights: 2,
      cleaningFeeCents: 15_000,
      extraGuestFeeCents: 2_500,
      currency: 'AUD',
      derivedThrough: day(RATE_PLAN.horizonDays - 1),
      editedNights: 0,
    });

    const nights = await rates(home.id, day(0), day(RATE_PLAN.horizonDays + 5));
    expect(nights.size).toBe(RATE_PLAN.horizonDays);
    const monday = weekday(10);
    expect(nights.get(monday)).toMatchObject({
      price: 20_000,
      airbnbPrice: 23_000,
      corporatePrice: 18_000,
      minNights: null,
      closed: false,
      byHand: false,
    });
    const friday = [...nights.keys()].find((n) => n > day(10) && n < day(90) && isWeekendNight(n))!;
    expect(nights.get(friday)?.price).toBe(26_000);
    expect(nights.get(addDays(summerFrom, 3))).toMatchObject({ price: 40_000, minNights: 5 });

    // The booking price follows: nights, the cleaning fee, and 2 extra guests above 4 at 25 dollars a night.
    const priced = await quote(home.id, monday, addDays(monday, 2), 6);
    expect(priced.price?.accommodation).toBe(40_000);
    expect(priced.price?.cleaningFee).toBe(15_000);
    expect(priced.price?.total).toBe(40_000 + 15_000 + 2 * 2 * 2_500);
    // The minimum stay is the home's, and a season's on its arrival nights; the longest stay the plan's.
    expect((await quote(home.id, monday, addDays(monday, 1))).refusal?.code).toBe(
      STAY_LIMIT_ERROR_CODES.belowMinimumStay,
    );
    expect((await quote(home.id, addDays(summerFrom, 1), addDays(summerFrom, 4))).refusal?.message).toMatch(
      /^Stays arriving on .* are at least 5 nights\.$/,
    );
    expect((await quote(home.id, day(20), day(35))).refusal?.code).toBe(STAY_LIMIT_ERROR_CODES.aboveMaximumStay);
    // Search prices the stay from the same nights, and leaves the home out of a stay the plan refuses.
    expect(await found(home.name, monday, addDays(monday, 2))).toEqual([40_000]);
    expect(await found(home.name, day(20), day(35))).toEqual([]);
    expect(await found(home.name, addDays(summerFrom, 1), addDays(summerFrom, 4))).toEqual([]);

    const [entry] = await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, home.id));
    expect(entry).toMatchObject({ action: 'rate-plan.save', entity: 'property', before: null });
  });

  it('keeps nights set by hand when the plan changes, until they are given back', async () => {
    const home = await newHome();
    await put(staff, home.id, plan());
    const from = weekday(20);
    const to = addDays(from, 1);
    const byHand = await edit(staff, home.id, { from, to, priceCents: 31_000, minNights: 3 });
    expect(byHand.statusCode, byHand.body).toBe(200);
    expect(byHand.json()).toEqual({ data: { nights: 2, from, to } });
    await put(staff, home.id, plan({ baseCents: 22_000 }));
    const after = await rates(home.id, from, addDays(to, 1));
    expect(after.get(from)).toMatchObject({ price: 31_000, minNights: 3, byHand: true });
    expect(after.get(addDays(to, 1))).toMatchObject({ price: 22_000, byHand: false });
    expect((await staff.get(`/api/v3/properties/${home.id}/rate-plan`)).json().data.attributes.editedNights).toBe(2);

    const reverted = await edit(staff, home.id, { from, to, revert: true });
    expect(reverted.statusCode).toBe(200);
    expect((await rates(home.id, from, from)).get(from)).toMatchObject({
      price: 22_000,
      minNights: null,
      byHand: false,
    });
  });

  it('closes nights: no stay holds them, search leaves the home out, and they open again', async () => {
    const home = await newHome();
    await put(staff, home.id, plan({ maxNights: null }));
    const from = weekday(30);
    const closedNight = addDays(from, 1);
    expect((await edit(staff, home.id, { from: closedNight, to: closedNight, closed: true })).statusCode).toBe(200);
    // Across it, starting on it, ending on it: all refused.
    for (const [checkIn, checkOut] of [
      [from, addDays(from, 3)],
      [closedNight, addDays(closedNight, 2)],
      [addDays(from, -1), addDays(closedNight, 1)],
    ] as const) {
      const refusal = (await quote(home.id, checkIn, checkOut)).refusal;
      expect(refusal?.code, `${checkIn}–${checkOut}`).toBe(STAY_LIMIT_ERROR_CODES.nightsClosed);
      expect(await found(home.name, checkIn, checkOut), `${checkIn}–${checkOut}`).toEqual([]);
    }
    // A stay that checks out on the closed night's morning is untouched.
    expect((await quote(home.id, addDays(from, -1), closedNight)).refusal).toBeNull();
    expect(await found(home.name, addDays(from, -2), closedNight)).toHaveLength(1);
    await edit(staff, home.id, { from: closedNight, to: closedNight, closed: false });
    expect((await quote(home.id, from, addDays(from, 3))).refusal).toBeNull();
    expect(await found(home.name, from, addDays(from, 3))).toHaveLength(1);
  });

  it('refuses bad plans and edits with the field named', async () => {
    const home = await newHome();
    const overlap = await put(
      staff,
      home.id,
      plan({
        seasons: [
          { name: 'A', from: day(10), to: day(20), nightlyCents: 30_000, weekendCents: null, minNights: null },
          { name: 'B', from: day(20), to: day(30), nightlyCents: 30_000, weekendCents: null, minNights: null },
        ],
      }),
    );
    expect(overlap.statusCode).toBe(400);
    expect(errorsOf(overlap)[0]).toMatchObject({
      detail: RATE_PLAN_MESSAGES.seasonsOverlap,
      source: { pointer: '/data/attributes/seasons/1/from' },
    });
    expect(errorsOf(await put(staff, home.id, plan({ maxNights: 1 })))[0]?.detail).toBe(RATE_PLAN_MESSAGES.maxBelowMin);
    expect((await put(staff, home.id, { ...plan(), baseCents: 'lots' })).statusCode).toBe(400);
    expect((await put(staff, home.id, { ...plan(), surprise: 1 })).statusCode).toBe(400);
    // No plan and no rate: nothing to open or close.
    const noPlan = await edit(staff, home.id, { from: day(5), to: day(6), closed: true });
    expect(noPlan.statusCode).toBe(400);
    expect(errorsOf(noPlan)[0]?.detail).toBe(RATE_PLAN_MESSAGES.noPlan);
    const past = await edit(staff, home.id, { from: day(-3), to: day(2), priceCents: 20_000 });
    expect(past.statusCode).toBe(400);
    expect(errorsOf(past)[0]?.detail).toBe(RATE_PLAN_MESSAGES.rangePast);
  });

  it("follows the home's scope: a licensee sets their company's, never another's; an owner neither", async () => {
    const theirs = await newHome(demoCompanyId('coastal-stays'));
    const ours = await newHome();
    expect((await put(licensee, theirs.id, plan())).statusCode).toBe(200);
    expect((await put(licensee, ours.id, plan())).statusCode).toBe(404);
    expect((await edit(licensee, ours.id, { from: day(5), to: day(6), closed: true })).statusCode).toBe(404);
    expect((await put(owner, theirs.id, plan())).statusCode).toBe(403);
    expect((await owner.get(`/api/v3/properties/${theirs.id}/rate-plan`)).statusCode).toBe(403);
  });

  it('changes many homes at once: a preview first, then every channel follows, audited on each home', async () => {
    const tag = uniqueTag();
    const homes = [
      await createProperty(ctx.db, { name: `${tag} Bulk A`, maxGuests: 4, minimumStay: 1 }),
      await createProperty(ctx.db, { name: `${tag} Bulk B`, maxGuests: 4, minimumStay: 1 }),
    ];
    for (const id of homes) await put(staff, id, plan({ weekendCents: null, baseCents: 23_456 }));
    const from = day(40);
    const to = day(49);
    const bulk = (client: TestClient, attributes: object) =>
      client.post('/api/v3/rates/bulk', {
        data: {
          type: 'rates-bulk',
          attributes: {
            homes: { query: tag },
            from,
            to,
            change: { kind: 'percent', value: 7.5 },
            preview: true,
            ...attributes,
          },
        },
      });
    const preview = await bulk(staff, {});
    expect(preview.statusCode, preview.body).toBe(200);
    const expected = bulkPrice(23_456, { kind: 'percent', value: 7.5 });
    expect((preview.json() as TRatesBulkResponse).data).toMatchObject({ applied: false, homes: 2, nights: 20 });
    expect((preview.json() as TRatesBulkResponse).data.rows[0]).toMatchObject({
      nights: 10,
      beforeCents: 23_456,
      afterCents: expected,
    });
    expect((await rates(homes[0]!, from, from)).get(from)?.price).toBe(23_456);

    const applied = await bulk(staff, { preview: false });
    expect((applied.json() as TRatesBulkResponse).data).toMatchObject({ applied: true, homes: 2, nights: 20 });
    const night = (await rates(homes[1]!, from, to)).get(addDays(from, 3))!;
    const prices = channelPrices(expected, 10);
    expect(night).toMatchObject({
      price: prices.priceCents,
      airbnbPrice: prices.airbnbCents,
      bookingComPrice: prices.bookingComCents,
      vrboPrice: prices.vrboCents,
      corporatePrice: prices.corporateCents,
      byHand: true,
    });
    expect((await rates(homes[1]!, addDays(to, 1), addDays(to, 1))).get(addDays(to, 1))?.price).toBe(23_456);
    const entries = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'rates.bulk-edit'));
    expect(entries.filter((e) => homes.includes(e.entityId!))).toHaveLength(2);

    // An amount, floored at the lowest rate a plan takes; a licensee reaches none of these homes.
    const down = await bulk(staff, { change: { kind: 'amount', value: -1_000_000 }, preview: true });
    expect((down.json() as TRatesBulkResponse).data.rows[0]?.afterCents).toBe(RATE_PLAN.rateMinCents);
    const outside = await bulk(licensee, { homes: { propertyIds: homes } });
    expect(outside.statusCode).toBe(422);
    expect(errorsOf(outside)[0]?.detail).toBe(RATES_BULK_MESSAGES.noHomes);
    expect((await bulk(owner, {})).statusCode).toBe(403);
    expect((await bulk(staff, { change: { kind: 'percent', value: 0 } })).statusCode).toBe(400);
  });
});
