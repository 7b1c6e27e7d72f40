import { describe, expect, it } from 'vitest';
import { ltrGap, type TLtrGapForecast } from './ltr-gap';

const band = (p50: number) => ({ p25: p50 * 0.8, p50, p75: p50 * 1.2 });

/**
 * A year of 365 nights booked `occupancy` of them at `nightly` cents, less a `fee` percent management fee and
 * `costs`, against `weeklyRent` cents a week less a 7% fee: the forecast's figures as the engine would give them.
 */
const forecastOf = (options: {
  nightly: number;
  occupancy: number;
  weeklyRent: number | null;
  fee?: number;
  costs?: number;
  currency?: 'AUD' | 'NZD';
}): TLtrGapForecast => {
  const { nightly, occupancy, weeklyRent, fee = 20, costs = 0, currency = 'AUD' } = options;
  const bookings = Math.round(nightly * 365 * occupancy);
  return {
    currency,
    netRevenue: {
      ltr: weeklyRent === null ? null : Math.round(weeklyRent * 52 * 0.93),
      conservative: 0,
      strmedian: Math.round(bookings * (1 - fee / 100) - costs),
      optimal: 0,
    },
    bookingValue: { conservative: 0, strmedian: bookings, optimal: 0 },
    occupancy: { low: band(occupancy), mid: band(occupancy), high: band(occupancy) },
    seasonNights: { low: 120, mid: 152, high: 93 },
    costs: { total: costs, lines: costs ? [{ label: 'Setup fee (first year only)', cents: costs }] : [] },
  };
};

describe('ltrGap: why short stay earns less than long-term rent', () => {
  it('says nothing without a weekly rent, or when short stay earns as much or more', () => {
    expect(
      ltrGap({ forecast: forecastOf({ nightly: 21_000, occupancy: 0.38, weeklyRent: null }), managementFee: 20 }),
    ).toBeNull();
    expect(
      ltrGap({ forecast: forecastOf({ nightly: 30_000, occupancy: 0.7, weeklyRent: 60_000 }), managementFee: 20 }),
    ).toBeNull();
  });

  it('names occupancy when homes like it are booked under half the nights, with the rate and the year it makes', () => {
    // A$210 a night, 38% of nights: A$29,127 of bookings, A$23,302 after the 20% fee, against A$31,434 of rent.
    const gap = ltrGap({
      forecast: forecastOf({ nightly: 21_000, occupancy: 0.38, weeklyRent: 65_000 }),
      managementFee: 20,
    });
    expect(gap?.driver).toBe('occupancy');
    expect(gap?.text).toBe(
      'Short stay earns less here than long-term rent: about A$23,300 a year after fees and costs, against ' +
        'A$31,434 of rent after its fee. That is because homes like it nearby are booked only about 38% of nights: ' +
        'at A$210 a night that is about A$29,100 a year before the 20% management fee.',
    );
    expect(gap?.figures.occupancy).toBeCloseTo(0.38, 5);
  });

  it('names the nightly rate when the home is booked half the nights or more but the bookings stay under the rent', () => {
    const gap = ltrGap({
      forecast: forecastOf({ nightly: 9_000, occupancy: 0.7, weeklyRent: 60_000 }),
      managementFee: 20,
    });
    expect(gap?.driver).toBe('rate');
    expect(gap?.reason).toBe(
      'That is because homes like it nearby let for only about A$90 a night: even booked 70% of nights, that is ' +
        'about A$23,000 a year before the 20% management fee.',
    );
  });

  it('names fees and costs when the bookings alone beat the rent, with the setup fee, in NZ$ for New Zealand', () => {
    const gap = ltrGap({
      forecast: forecastOf({
        nightly: 15_000,
        occupancy: 0.55,
        weeklyRent: 55_000,
        fee: 25,
        costs: 120_000,
        currency: 'NZD',
      }),
      managementFee: 25,
    });
    expect(gap?.driver).toBe('costs');
    expect(gap?.text).toBe(
      'Short stay earns less here than long-term rent: about NZ$21,400 a year after fees and costs, against ' +
        'NZ$26,598 of rent after its fee. That is because of fees and costs: guests would pay about NZ$30,100 a ' +
        'year, more than the rent, but the 25% management fee and NZ$1,200 of costs take it below.',
    );
  });

  it('reads the fee from the forecast when the quote has none', () => {
    const gap = ltrGap({
      forecast: forecastOf({ nightly: 21_000, occupancy: 0.38, weeklyRent: 65_000, fee: 15 }),
      managementFee: null,
    });
    expect(gap?.figures.managementFee).toBe(15);
    expect(gap?.reason).toContain('before the 15% management fee.');
  });
});
