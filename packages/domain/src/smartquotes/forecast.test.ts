import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { forecastSmartquote, type TForecastOptions } from './forecast';
import { LEVERS, NEUTRAL_LEVERS, leverFactors } from './forecast-levers';
import { FORECAST_MODEL } from './forecast-model';
import type { TForecastInput, TMarketComp, TSmartquoteForecast } from './forecast.types';
import {
  SMARTQUOTE_AMENITIES,
  SMARTQUOTE_OCCUPANCIES,
  SMARTQUOTE_PRICINGS,
  SMARTQUOTE_SEASONS,
  SMARTQUOTE_SEGMENTS,
} from './smartquotes.constants';

const OPTIONS: TForecastOptions = {
  seasonality: {
    low: { nights: 120, rateFactor: 0.85, occupancyFactor: 0.8 },
    mid: { nights: 152, rateFactor: 1, occupancyFactor: 1 },
    high: { nights: 93, rateFactor: 1.25, occupancyFactor: 1.2 },
  },
  asOf: '2026-11-26',
  attribution: 'Data source: test listings.',
  currency: 'AUD',
};
const CENTRE = { latitude: -27.47, longitude: 153.02 };

const arbitraryComp = fc
  .record({
    dLat: fc.double({ min: -0.08, max: 0.08, noNaN: true }),
    dLng: fc.double({ min: -0.08, max: 0.08, noNaN: true }),
    bedrooms: fc.integer({ min: 0, max: 6 }),
    bathrooms: fc.integer({ min: 1, max: 4 }),
    propertyType: fc.constantFrom('house' as const, 'apartment' as const),
    nightlyCents: fc.integer({ min: 6_000, max: 150_000 }),
    occupancy: fc.double({ min: 0.02, max: 0.7, noNaN: true }),
  })
  .map(({ dLat, dLng, ...comp }): Omit<TMarketComp, 'id'> => ({
    ...comp,
    latitude: CENTRE.latitude + dLat,
    longitude: CENTRE.longitude + dLng,
    guests: null,
    revenueCents: Math.round(comp.nightlyCents * comp.occupancy * 365),
    source: 'inside-airbnb',
    region: 'Brisbane',
    asOf: '2025-11-11',
  }));
const arbitraryComps = fc
  .array(arbitraryComp, { minLength: 5, maxLength: 150 })
  .map((comps) => comps.map((comp, i): TMarketComp => ({ ...comp, id: `ia-brisbane-${i + 1}` })));

const arbitraryInput = fc.record({
  latitude: fc.double({ min: CENTRE.latitude - 0.05, max: CENTRE.latitude + 0.05, noNaN: true }),
  longitude: fc.double({ min: CENTRE.longitude - 0.05, max: CENTRE.longitude + 0.05, noNaN: true }),
  bedrooms: fc.integer({ min: 0, max: 6 }),
  bathrooms: fc.integer({ min: 0, max: 7 }),
  carSpaces: fc.integer({ min: 0, max: 4 }),
  propertyType: fc.constantFrom('house' as const, 'apartment' as const),
  segment: fc.constantFrom(...SMARTQUOTE_SEGMENTS),
  amenities: fc.constantFrom(...SMARTQUOTE_AMENITIES),
  pricing: fc.constantFrom(...SMARTQUOTE_PRICINGS),
  occupancy: fc.constantFrom(...SMARTQUOTE_OCCUPANCIES),
  weeklyLtrCents: fc.option(fc.integer({ min: 10_000, max: 500_000 })),
  ltrManagementFee: fc.option(fc.integer({ min: 1, max: 30 })),
  managementFee: fc.option(fc.integer({ min: 10, max: 40 })),
  setupFeeCents: fc.option(fc.integer({ min: 0, max: 500_000 })),
}) satisfies fc.Arbitrary<TForecastInput>;

const forecast = (input: TForecastInput, comps: TMarketComp[]) => {
  const result = forecastSmartquote(input, comps, OPTIONS);
  if (!result) throw new Error('expected a forecast: every generated comp is within reach');
  return result;
};
const ordered = (band: { p25: number; p50: number; p75: number }) => band.p25 <= band.p50 && band.p50 <= band.p75;

describe('forecastSmartquote', () => {
  it('never lowers the median rate or booking value for more bedrooms in the same place', () => {
    fc.assert(
      fc.property(arbitraryInput, arbitraryComps, (input, comps) => {
        if (input.bedrooms >= 7) return;
        const fewer = forecast(input, comps);
        const more = forecast({ ...input, bedrooms: input.bedrooms + 1 }, comps);
        for (const season of SMARTQUOTE_SEASONS) {
          expect(more.averageRate[season].p50).toBeGreaterThanOrEqual(fewer.averageRate[season].p50);
        }
        expect(more.bookingValue.strmedian).toBeGreaterThanOrEqual(fewer.bookingValue.strmedian);
        expect(more.netRevenue.strmedian).toBeGreaterThanOrEqual(fewer.netRevenue.strmedian);
      }),
    );
  });

  it('holds every median inside its band, and the scenarios in order', () => {
    fc.assert(
      fc.property(arbitraryInput, arbitraryComps, (input, comps) => {
        const result = forecast(input, comps);
        for (const season of SMARTQUOTE_SEASONS) {
          expect(ordered(result.averageRate[season])).toBe(true);
          expect(ordered(result.occupancy[season])).toBe(true);
          expect(result.occupancy[season].p75).toBeLessThanOrEqual(1);
        }
        const { conservative, strmedian, optimal } = result.bookingValue;
        expect(conservative <= strmedian && strmedian <= optimal).toBe(true);
        expect(result.netRevenue.conservative).toBeLessThanOrEqual(result.netRevenue.strmedian);
        expect(result.netRevenue.strmedian).toBeLessThanOrEqual(result.netRevenue.optimal);
      }),
    );
  });

  it('moves the figures monotonely with each lever: rate up the segments and amenities, pricing trades rate for nights', () => {
    const rate = (f: TSmartquoteForecast) => f.averageRate.mid.p50;
    const nights = (f: TSmartquoteForecast) => f.occupancy.mid.p50;
    fc.assert(
      fc.property(arbitraryInput, arbitraryComps, (input, comps) => {
        const at = (settings: Partial<TForecastInput>) => forecast({ ...input, ...settings }, comps);
        const ascending = <T>(
          levels: readonly T[],
          read: (f: TSmartquoteForecast) => number,
          lever: (x: T) => Partial<TForecastInput>,
        ) => {
          const values = levels.map((level) => read(at(lever(level))));
          values.slice(1).forEach((value, i) => expect(value).toBeGreaterThanOrEqual(values[i] as number));
        };
        ascending(SMARTQUOTE_SEGMENTS, rate, (segment) => ({ segment }));
        ascending(
          SMARTQUOTE_SEGMENTS,
          (f) => f.bookingValue.strmedian,
          (segment) => ({ segment }),
        );
        ascending(SMARTQUOTE_AMENITIES, rate, (amenities) => ({ amenities }));
        ascending(
          SMARTQUOTE_AMENITIES,
          (f) => f.bookingValue.strmedian,
          (amenities) => ({ amenities }),
        );
        ascending(['low', 'standard', 'high'] as const, rate, (pricing) => ({ pricing }));
        ascending(['high', 'standard', 'low'] as const, nights, (pricing) => ({ pricing }));
        ascending(['low', 'standard', 'high'] as const, nights, (occupancy) => ({ occupancy }));
      }),
    );
    // Luxe above comfort, and high pricing raises the rate while lowering occupancy a little.
    expect(LEVERS.segment.luxe.rate).toBeGreaterThan(LEVERS.segment.comfort.rate);
    expect(LEVERS.pricing.high.rate).toBeGreaterThan(1);
    expect(LEVERS.pricing.high.occupancy).toBeLessThan(1);
  });

  it('gives no forecast without comps, or with fewer than five within reach', () => {
    const input: TForecastInput = {
      ...CENTRE,
      bedrooms: 2,
      bathrooms: 1,
      carSpaces: 0,
      propertyType: 'house',
      ...NEUTRAL_LEVERS,
      weeklyLtrCents: null,
      ltrManagementFee: null,
      managementFee: null,
      setupFeeCents: null,
    };
    expect(forecastSmartquote(input, [], OPTIONS)).toBeNull();
    fc.assert(
      fc.property(arbitraryComps, (comps) => {
        // Moved 1° (about 110 km) north: out of reach.
        const far = comps.map((comp) => ({ ...comp, latitude: comp.latitude + 1 }));
        expect(forecastSmartquote(input, far, OPTIONS)).toBeNull();
        expect(forecastSmartquote(input, comps.slice(0, 4), OPTIONS)).toBeNull();
      }),
    );
  });

  it('lists as evidence only the comps it used: changing any other comp changes no figure', () => {
    fc.assert(
      fc.property(arbitraryInput, arbitraryComps, (input, comps) => {
        const result = forecast(input, comps);
        const used = new Set(result.competition.properties.map((comp) => comp.id));
        expect(used.size).toBe(result.competition.properties.length);
        expect([...used].every((id) => comps.some((comp) => comp.id === id))).toBe(true);
        const weights = result.competition.properties.reduce((sum, comp) => sum + comp.weight, 0);
        expect(weights).toBeCloseTo(1, 2);
        expect(result.competition.properties.every((comp) => comp.distanceKm <= result.competition.radiusKm)).toBe(
          true,
        );
        const altered = comps.map((comp) =>
          used.has(comp.id)
            ? comp
            : { ...comp, nightlyCents: comp.nightlyCents * 7, revenueCents: comp.revenueCents * 9 },
        );
        const again = forecast(input, altered);
        expect(again.bookingValue).toEqual(result.bookingValue);
        expect(again.averageRate).toEqual(result.averageRate);
        expect(again.occupancy).toEqual(result.occupancy);
      }),
    );
  });

  it('states the window, the sources, the method and the fees behind the figures', () => {
    const comps = fc.sample(arbitraryComps, { numRuns: 1, seed: 7 })[0] as TMarketComp[];
    const input: TForecastInput = {
      ...CENTRE,
      bedrooms: 2,
      bathrooms: 1,
      carSpaces: 1,
      propertyType: 'house',
      ...NEUTRAL_LEVERS,
      weeklyLtrCents: 60_000,
      ltrManagementFee: 7,
      managementFee: 20,
      setupFeeCents: 120_000,
    };
    const result = forecast(input, comps);
    expect(result.competition.window).toEqual({ from: '2024-11-12', to: '2025-11-11' });
    expect(result.competition.sources).toEqual(['Inside Airbnb detailed listings, Brisbane, scraped 2025-11-11']);
    expect(result.competition.attribution).toBe(OPTIONS.attribution);
    expect(result.competition.method).toMatch(/estimates from reviews .*, not observed bookings/);
    expect(result.netRevenue.ltr).toBe(Math.round(60_000 * 52 * 0.93));
    expect(result.costs).toEqual({ total: 120_000, lines: [{ label: 'Setup fee (first year only)', cents: 120_000 }] });
    expect(result.netRevenue.strmedian).toBe(Math.round(result.bookingValue.strmedian * 0.8 - 120_000));
    expect(result.seasonNights).toEqual({ low: 120, mid: 152, high: 93 });
  });

  it('leans the rate towards the comps with the same bedrooms, where at least three are among them', () => {
    const flat = { nights: 122, rateFactor: 1, occupancyFactor: 1 };
    const options = { ...OPTIONS, seasonality: { low: flat, mid: flat, high: flat } };
    const home = (id: number, bedrooms: number, nightlyCents: number): TMarketComp => ({
      id: `ia-brisbane-${id}`,
      ...CENTRE,
      bedrooms,
      bathrooms: 1,
      guests: null,
      propertyType: 'house',
      nightlyCents,
      occupancy: 0.5,
      revenueCents: Math.round(nightlyCents * 0.5 * 365),
      source: 'inside-airbnb',
      region: 'Brisbane',
      asOf: '2025-11-11',
    });
    // Twenty 1-bedroom homes at A$100 and, in the same street, 2-bedroom homes at A$250: far above the bedroom step.
    const ones = Array.from({ length: 20 }, (_, i) => home(i + 1, 1, 10_000));
    const twos = (count: number) => Array.from({ length: count }, (_, i) => home(i + 21, 2, 25_000));
    const quote: TForecastInput = {
      ...CENTRE,
      bedrooms: 2,
      bathrooms: 1,
      carSpaces: 0,
      propertyType: 'house',
      ...NEUTRAL_LEVERS,
      weeklyLtrCents: null,
      ltrManagementFee: null,
      managementFee: null,
      setupFeeCents: null,
    };
    const rate = (input: TForecastInput, comps: TMarketComp[]) =>
      (forecastSmartquote(input, comps, options)?.averageRate.mid.p50 ?? 0) / leverFactors(NEUTRAL_LEVERS).rate;
    const stepped = 10_000 * Math.exp(FORECAST_MODEL.perBedroom);
    // Five 2-bedroom homes: half way (geometrically) between the stepped 1-bedroom rate and theirs.
    expect(rate(quote, [...ones, ...twos(5)])).toBeCloseTo(Math.sqrt(stepped * 25_000), -1);
    // Two are too few to speak for the street: the bedroom step alone.
    expect(rate(quote, [...ones, ...twos(2)])).toBeCloseTo(stepped, -1);
    // A 1-bedroom quote in the same street stays at the 1-bedroom rate.
    expect(rate({ ...quote, bedrooms: 1 }, [...ones, ...twos(5)])).toBeCloseTo(10_000, -1);
  });

  it('names the pool in a phrase: how many homes let all year, ours first, within how far', () => {
    const comps = fc.sample(arbitraryComps, { numRuns: 1, seed: 11 })[0] as TMarketComp[];
    const input: TForecastInput = {
      ...CENTRE,
      bedrooms: 2,
      bathrooms: 1,
      carSpaces: 0,
      propertyType: 'house',
      ...NEUTRAL_LEVERS,
      weeklyLtrCents: null,
      ltrManagementFee: null,
      managementFee: null,
      setupFeeCents: null,
    };
    const listingsOnly = forecast(input, comps).competition;
    expect(listingsOnly.summary).toBe(
      `${listingsOnly.properties.length} homes let all year within ${listingsOnly.radiusKm} km`,
    );
    expect(listingsOnly.method).toContain('among homes let all year');

    // Two of our homes 2.7 km away (a listing in their place would rank behind the nearer ones) are taken first.
    const ours = [0, 1].map((i): TMarketComp => ({
      ...(comps[0] as TMarketComp),
      id: `managed-${i}`,
      latitude: CENTRE.latitude + 0.024,
      longitude: CENTRE.longitude,
      source: 'managed',
      region: 'Hearth',
    }));
    const withOurs = forecast(input, [...comps, ...ours]).competition;
    expect(withOurs.properties.slice(0, 2).map((comp) => comp.id)).toEqual(['managed-0', 'managed-1']);
    expect(withOurs.summary).toBe(
      `2 of our homes and ${withOurs.properties.length - 2} homes let all year within ${withOurs.radiusKm} km`,
    );
    // Beyond 3 km ours are ranked like any listing, by how alike they are.
    const far = ours.map((comp) => ({ ...comp, latitude: CENTRE.latitude + 0.2 }));
    expect(forecast(input, [...comps, ...far]).competition.properties[0]?.source).toBe('inside-airbnb');

    // Our homes alone: no listing was used, so the listings' notice is not printed under the figures.
    const oursOnly = comps.map((comp, i): TMarketComp => ({ ...comp, id: `managed-${i}`, source: 'managed' }));
    expect(listingsOnly.attribution).toBe(OPTIONS.attribution);
    const oursOnlyEvidence = forecast(input, oursOnly).competition;
    expect(oursOnlyEvidence.attribution).toBe('');
    expect(oursOnlyEvidence.method).not.toContain('Inside Airbnb');
    expect(oursOnlyEvidence.method).toContain("our homes' occupancy is their booked nights");
  });
});
