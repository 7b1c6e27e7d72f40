import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, DEFAULT_TIMEZONE, todayIn, type TSmartquoteForecast } from '@hearth/domain';
import { bookings, smartquotes } from '../../db/schema';
import { demoCompanyId } from '../../seed/seed';
import { createProperty, uniqueTag } from '../../test/factories';
import { createTestContext, type TestClient, type TestContext } from '../../test/harness';

let ctx: TestContext;
let staff: TestClient;
const tag = uniqueTag();
const today = todayIn(DEFAULT_TIMEZONE);
/** Midday in Sydney of a day, so it is that day there in any season. */
const middayOf = (day: string) => new Date(`${day}T02:00:00Z`);

/** A year's median booking value of 58,400 dollars: 160 a day. */
const FORECAST: TSmartquoteForecast = {
  currency: 'AUD',
  netRevenue: { ltr: 3_869_000, conservative: 3_200_000, strmedian: 4_100_000, optimal: 5_000_000 },
  bookingValue: { conservative: 4_600_000, strmedian: 5_840_000, optimal: 7_100_000 },
  averageRate: {
    low: { p25: 18_000, p50: 21_000, p75: 25_000 },
    mid: { p25: 21_000, p50: 24_000, p75: 28_000 },
    high: { p25: 26_000, p50: 31_000, p75: 36_000 },
  },
  occupancy: {
    low: { p25: 0.5, p50: 0.6, p75: 0.7 },
    mid: { p25: 0.6, p50: 0.7, p75: 0.8 },
    high: { p25: 0.75, p50: 0.85, p75: 0.92 },
  },
  seasonNights: { low: 120, mid: 150, high: 95 },
  costs: { total: 0, lines: [] },
  competition: {
    properties: [],
    radiusKm: 2,
    window: { from: '2025-01-01', to: '2025-12-31' },
    sources: ['Inside Airbnb'],
    attribution: 'Inside Airbnb',
    method: 'test',
  },
};

let quoteId: string;
let home: string;
let emptyHome: string;

const stay = (propertyId: string, from: number, to: number, totalCents: number, status: 'BOOKED' | 'CANCELLED') => ({
  propertyId,
  longCode: `ACC-${uniqueTag()}`,
  status,
  checkIn: addDays(today, from),
  checkOut: addDays(today, to),
  totalCents,
});

beforeAll(async () => {
  ctx = await createTestContext();
  staff = await ctx.signedIn('staff');
  const created = await staff.post('/api/v3/smartquotes', {
    companyId: demoCompanyId('hearth'),
    property: { street: `6 ${tag} Avenue`, city: 'New Farm', postcode: '4005', state: 'QLD', country: 'Australia' },
  });
  quoteId = created.json().data.id;
  // Published 30 days ago; the home joined 60 days ago, so the window is the last 30 days.
  await ctx.db
    .update(smartquotes)
    .set({
      forecast: FORECAST,
      forecastAt: middayOf(addDays(today, -31)),
      createdAt: middayOf(addDays(today, -31)),
      publishedAt: middayOf(addDays(today, -30)),
      status: 'published',
    })
    .where(eq(smartquotes.id, quoteId));
  const joined = middayOf(addDays(today, -60));
  home = await createProperty(ctx.db, { name: `${tag} Onboarded`, createdAt: joined });
  emptyHome = await createProperty(ctx.db, { name: `${tag} Quiet`, createdAt: joined });
  await ctx.db.insert(bookings).values([
    // Wholly inside the window: all of it counts.
    stay(home, -20, -10, 300_000, 'BOOKED'),
    // Half its nights before the window: half of it counts.
    stay(home, -32, -28, 200_000, 'BOOKED'),
    // Cancelled, and one yet to come: neither counts.
    stay(home, -8, -5, 900_000, 'CANCELLED'),
    stay(home, 5, 9, 700_000, 'BOOKED'),
  ]);
});
afterAll(async () => {
  await ctx.close();
});

describe('quote accuracy (issue 16 item 6)', () => {
  it('compares the prorated forecast with the linked home’s bookings so far', async () => {
    const linked = await staff.patch(`/api/v3/smartquotes/${quoteId}?include=overview`, { onboardedPropertyId: home });
    expect(linked.statusCode, linked.body).toBe(200);
    const document = linked.json();
    expect(document.data.attributes.onboardedProperty).toEqual({ id: home, name: `${tag} Onboarded` });
    // 58,400 dollars a year over 30 days is 4,800; the home earned 3,000 + 1,000 = 4,000: off by a fifth.
    expect(document.data.attributes.forecastError).toBeCloseTo(0.2, 6);
    expect(document.included[0].attributes.accuracy).toEqual({
      propertyId: home,
      propertyName: `${tag} Onboarded`,
      from: addDays(today, -30),
      to: today,
      nights: 30,
      forecastCents: 480_000,
      actualCents: 400_000,
      error: expect.closeTo(0.2, 6),
    });
    const sorted = (await staff.get('/api/v3/smartquotes?sort=forecastError&page[size]=100')).json();
    expect(sorted.data[0].id).toBe(quoteId);
  });

  it('refreshes the error when the overview is read, and clears it for a home without bookings', async () => {
    await ctx.db.insert(bookings).values(stay(home, -4, -2, 80_000, 'BOOKED'));
    const read = (await staff.get(`/api/v3/smartquotes/${quoteId}?include=overview`)).json();
    expect(read.included[0].attributes.accuracy.actualCents).toBe(480_000);
    expect(read.data.attributes.forecastError).toBe(0);

    const quiet = await staff.patch(`/api/v3/smartquotes/${quoteId}?include=overview`, {
      onboardedPropertyId: emptyHome,
    });
    expect(quiet.json().data.attributes.forecastError).toBeNull();
    expect(quiet.json().included[0].attributes.accuracy).toBeNull();
    const unlinked = await staff.patch(`/api/v3/smartquotes/${quoteId}`, { onboardedPropertyId: null });
    expect(unlinked.json().data.attributes.onboardedProperty).toBeNull();
    expect((await staff.patch(`/api/v3/smartquotes/${quoteId}`, { onboardedPropertyId: 'nope' })).statusCode).toBe(400);
    const unknown = await staff.patch(`/api/v3/smartquotes/${quoteId}`, {
      onboardedPropertyId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
  });
});
