import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, DEFAULT_TIMEZONE, todayIn, ZSmartquoteForecast } from '@hearth/domain';
import { smartquotes, type SmartquoteRow } from '../../db/schema';
import { demoCompanyId } from '../../seed/seed';
import { createBooking, createProperty, createRates, uniqueTag } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';
import { forecastQuote } from './smartquote-forecast';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const quote = async (fields: Partial<typeof smartquotes.$inferInsert>): Promise<SmartquoteRow> => {
  const [row] = await ctx.db
    .insert(smartquotes)
    .values({
      publicToken: randomBytes(32).toString('base64url'),
      companyId: demoCompanyId('hearth'),
      fullAddress: '1 Test Street, Brisbane City, QLD, 4000, Australia',
      street: '1 Test Street',
      city: 'Brisbane City',
      postcode: '4000',
      state: 'QLD',
      country: 'Australia',
      beds: 2,
      baths: 1,
      propertyType: 'apartment',
      weeklyLtrCents: 65_000,
      ltrManagementFee: 7,
      managementFee: 20,
      setupFeeCents: 120_000,
      ...fields,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
};

describe('forecastQuote', () => {
  it('forecasts a Brisbane apartment from the shipped Inside Airbnb comps, with its evidence and attribution', async () => {
    const forecast = ZSmartquoteForecast.parse(
      await forecastQuote(ctx.db, await quote({ latitude: -27.4698, longitude: 153.0251 })),
    );
    const comps = forecast.competition.properties;
    expect(comps.length).toBeGreaterThanOrEqual(5);
    expect(comps.every((comp) => comp.distanceKm <= forecast.competition.radiusKm)).toBe(true);
    expect(comps.some((comp) => comp.source === 'inside-airbnb' && comp.region === 'Brisbane')).toBe(true);
    expect(comps.every((comp) => /^(ia-brisbane-\d+|managed-)/.test(comp.id))).toBe(true);
    expect(forecast.competition.attribution).toMatch(
      /^Data source: Inside Airbnb \(http:\/\/insideairbnb\.com\).*Modified: /,
    );
    expect(forecast.competition.method).toContain('estimates from reviews');
    // The pool is named: the shipped listings are homes let all year, after the demo's managed homes nearby.
    const ours = comps.filter((comp) => comp.source === 'managed').length;
    expect(forecast.competition.summary).toBe(
      `${ours ? `${ours} of our homes and ` : ''}${comps.length - ours} homes let all year within ${forecast.competition.radiusKm} km`,
    );
    expect(forecast.competition.sources).toContain('Inside Airbnb detailed listings, Brisbane, scraped 2025-11-11');
    expect(forecast.currency).toBe('AUD');
    // LTR: A$650 a week × 52 less 7%; the STR net takes 20% and the setup fee from the booking value.
    expect(forecast.netRevenue.ltr).toBe(Math.round(65_000 * 52 * 0.93));
    expect(forecast.netRevenue.strmedian).toBe(Math.round(forecast.bookingValue.strmedian * 0.8 - 120_000));
    expect(forecast.costs.lines).toEqual([{ label: 'Setup fee (first year only)', cents: 120_000 }]);
    const { conservative, strmedian, optimal } = forecast.bookingValue;
    expect(conservative).toBeLessThanOrEqual(strmedian);
    expect(strmedian).toBeLessThanOrEqual(optimal);
    // A Brisbane two-bedroom apartment lists at A$100–A$600 a night.
    expect(forecast.averageRate.mid.p50).toBeGreaterThan(10_000);
    expect(forecast.averageRate.mid.p50).toBeLessThan(60_000);
  });

  it('forecasts from our managed homes where no listing is near, with their mean rate and booked nights', async () => {
    // Central Australia: no Inside Airbnb comp within reach. Five managed homes of ours, each priced A$200 a night
    // over the last year and booked for 73 nights of it (20%).
    const today = todayIn(DEFAULT_TIMEZONE);
    const tag = uniqueTag();
    for (let i = 0; i < 5; i += 1) {
      const home = await createProperty(ctx.db, {
        name: `${tag} Outback ${i}`,
        latitude: -23.7 + i * 0.002,
        longitude: 133.88,
        bedrooms: 2,
        bathrooms: 1,
        buildingType: 'house',
      });
      await createRates(ctx.db, { propertyId: home, from: addDays(today, -365), to: today, priceCents: 20_000 });
      await createBooking(ctx.db, { propertyId: home, checkIn: addDays(today, -100), checkOut: addDays(today, -27) });
    }
    const forecast = await forecastQuote(
      ctx.db,
      await quote({ latitude: -23.701, longitude: 133.881, beds: 2, baths: 1, propertyType: 'house' }),
    );
    expect(forecast).not.toBeNull();
    const comps = forecast!.competition.properties;
    expect(comps).toHaveLength(5);
    expect(comps.every((comp) => comp.source === 'managed' && comp.nightlyCents === 20_000)).toBe(true);
    expect(forecast!.competition.summary).toBe(`5 of our homes within ${forecast!.competition.radiusKm} km`);
    expect(comps[0]!.occupancy).toBeCloseTo(0.2, 3);
    // Comfort, standard amenities and standard pricing leave the rate as the comps': the seasons only share it out.
    const { averageRate, seasonNights } = forecast!;
    const yearMean =
      (averageRate.low.p50 * seasonNights.low +
        averageRate.mid.p50 * seasonNights.mid +
        averageRate.high.p50 * seasonNights.high) /
      (seasonNights.low + seasonNights.mid + seasonNights.high);
    expect(Math.abs(yearMean - 20_000)).toBeLessThan(200);
    // The booking value is the comps' year (A$200 × 73 nights), lifted by the quote's 'high' occupancy setting.
    expect(forecast!.bookingValue.strmedian).toBe(Math.round(20_000 * 73 * 1.12));
  });

  it('counts a home we took on in the year as let all year: booked nights over the nights we priced it', async () => {
    // The Barkly Tableland: no listing within reach. Five homes priced A$200 for the last 120 nights, 60 of them
    // booked (half); a sixth priced for only 60 nights says too little and is left out.
    const today = todayIn(DEFAULT_TIMEZONE);
    const tag = uniqueTag();
    for (let i = 0; i < 6; i += 1) {
      const home = await createProperty(ctx.db, {
        name: `${tag} Barkly ${i}`,
        latitude: -19.6 + i * 0.002,
        longitude: 135.9,
        bedrooms: 2,
        bathrooms: 1,
        buildingType: 'house',
      });
      const priced = i < 5 ? 120 : 60;
      await createRates(ctx.db, { propertyId: home, from: addDays(today, -priced), to: today, priceCents: 20_000 });
      await createBooking(ctx.db, { propertyId: home, checkIn: addDays(today, -61), checkOut: addDays(today, -1) });
    }
    const forecast = await forecastQuote(
      ctx.db,
      await quote({ latitude: -19.601, longitude: 135.901, beds: 2, baths: 1, propertyType: 'house' }),
    );
    const comps = forecast!.competition.properties;
    expect(comps).toHaveLength(5);
    expect(comps.every((comp) => comp.occupancy === 0.5 && comp.revenueCents === 20_000 * 0.5 * 365)).toBe(true);
  });

  it('takes our managed homes near the quote first, ahead of the listings, and names them in the pool', async () => {
    const today = todayIn(DEFAULT_TIMEZONE);
    const home = await createProperty(ctx.db, {
      name: `${uniqueTag()} Kangaroo Point`,
      latitude: -27.4772,
      longitude: 153.0361,
      bedrooms: 2,
      bathrooms: 1,
      buildingType: 'apartment',
    });
    await createRates(ctx.db, { propertyId: home, from: addDays(today, -365), to: today, priceCents: 25_000 });
    await createBooking(ctx.db, { propertyId: home, checkIn: addDays(today, -60), checkOut: addDays(today, -30) });
    const forecast = ZSmartquoteForecast.parse(
      await forecastQuote(ctx.db, await quote({ latitude: -27.4698, longitude: 153.0251 })),
    );
    const comps = forecast.competition.properties;
    const ours = comps.filter((comp) => comp.source === 'managed');
    expect(ours.length).toBeGreaterThanOrEqual(1);
    // Ours come before every listing, however many listings are nearer.
    expect(comps.slice(0, ours.length).every((comp) => comp.source === 'managed')).toBe(true);
    expect(forecast.competition.summary).toBe(
      `${ours.length} of our homes and ${comps.length - ours.length} homes let all year within ${forecast.competition.radiusKm} km`,
    );
  });

  it('gives no forecast without a location, or where too few homes lie within reach', async () => {
    expect(await forecastQuote(ctx.db, await quote({}))).toBeNull();
    // The Nullarbor: no listing and no home of ours within 25 km.
    expect(await forecastQuote(ctx.db, await quote({ latitude: -31.2, longitude: 129.0 }))).toBeNull();
  });
});
