import { describe, expect, it } from 'vitest';
import { ZRatePlanAttributes, ZRatesEditAttributes } from './rate-plan.schemas';
import { RATE_PLAN_MESSAGES } from './rates.constants';
import { channelPrices, deriveNights, isWeekendNight, planNight, type TRatePlanRules } from './rate-plan.rules';

const plan: TRatePlanRules = {
  baseCents: 20_000,
  weekendCents: 25_000,
  minNights: 2,
  maxNights: 28,
  corporateDiscountPercent: 10,
  seasons: [
    { name: 'Summer', from: '2027-12-20', to: '2028-01-31', nightlyCents: 40_000, weekendCents: null, minNights: 5 },
    {
      name: 'Easter',
      from: '2027-03-25',
      to: '2027-03-29',
      nightlyCents: 30_000,
      weekendCents: 35_000,
      minNights: null,
    },
  ],
};

describe('a rate plan prices each night (docs/product/rates.md#rate-plan)', () => {
  it('takes Friday and Saturday nights as the weekend', () => {
    // 2027-03-05 is a Friday.
    expect(['2027-03-04', '2027-03-05', '2027-03-06', '2027-03-07'].map(isWeekendNight)).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });

  it('uses the base rate, the weekend rate, then a season over both', () => {
    expect(planNight(plan, '2027-03-04')).toEqual({ priceCents: 20_000, minNights: 2 });
    expect(planNight(plan, '2027-03-05')).toEqual({ priceCents: 25_000, minNights: 2 });
    // A season without a weekend rate costs the same all week, and its minimum stay holds.
    expect(planNight(plan, '2027-12-24')).toEqual({ priceCents: 40_000, minNights: 5 });
    expect(planNight(plan, '2027-12-25')).toEqual({ priceCents: 40_000, minNights: 5 });
    // A season with a weekend rate, and no minimum of its own: the plan's.
    expect(planNight(plan, '2027-03-26')).toEqual({ priceCents: 35_000, minNights: 2 });
    expect(planNight(plan, '2027-03-29')).toEqual({ priceCents: 30_000, minNights: 2 });
    // The day after a season ends is the plan's again.
    expect(planNight(plan, '2028-02-01').priceCents).toBe(20_000);
  });

  it('derives channel prices in whole dollars and the corporate rate from the discount', () => {
    expect(channelPrices(20_000, 10)).toEqual({
      priceCents: 20_000,
      hearthCents: 20_000,
      airbnbCents: 23_000,
      bookingComCents: 23_600,
      vrboCents: 22_400,
      corporateCents: 18_000,
    });
    expect(channelPrices(12_345, 0).corporateCents).toBe(12_345);
  });

  it('rounds a channel price on a half dollar up, as the database does (23000 × 1.15 is $264.50)', () => {
    expect(channelPrices(23_000, 0).airbnbCents).toBe(26_500);
    expect(channelPrices(25_000, 0).bookingComCents).toBe(29_500);
  });

  it('derives every night of [from, to)', () => {
    const nights = deriveNights(plan, '2027-03-04', '2027-03-08');
    expect(nights.map((n) => [n.night, n.priceCents])).toEqual([
      ['2027-03-04', 20_000],
      ['2027-03-05', 25_000],
      ['2027-03-06', 25_000],
      ['2027-03-07', 20_000],
    ]);
    expect(deriveNights(plan, '2027-03-04', '2027-03-04')).toEqual([]);
  });
});

describe('the plan and night edits refuse what cannot be priced', () => {
  const valid = {
    baseCents: 20_000,
    weekendCents: null,
    minNights: 2,
    maxNights: null,
    corporateDiscountPercent: 0,
    cleaningFeeCents: 15_000,
    extraGuestFeeCents: 0,
    extraGuestsAbove: 4,
    seasons: [],
  };
  const messages = (input: unknown) =>
    ZRatePlanAttributes.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

  it('accepts a plain plan', () => {
    expect(messages(valid)).toEqual([]);
  });

  it('names each mistake', () => {
    expect(messages({ ...valid, baseCents: 500 })).toEqual([RATE_PLAN_MESSAGES.rate]);
    expect(messages({ ...valid, maxNights: 1 })).toEqual([RATE_PLAN_MESSAGES.maxBelowMin]);
    expect(messages({ ...valid, corporateDiscountPercent: 80 })).toEqual([RATE_PLAN_MESSAGES.discount]);
    const season = {
      name: 'A',
      from: '2027-01-01',
      to: '2027-01-10',
      nightlyCents: 30_000,
      weekendCents: null,
      minNights: null,
    };
    expect(
      messages({ ...valid, seasons: [season, { ...season, name: 'B', from: '2027-01-10', to: '2027-01-20' }] }),
    ).toEqual([RATE_PLAN_MESSAGES.seasonsOverlap]);
    expect(messages({ ...valid, seasons: [{ ...season, to: '2026-12-31' }] })).toEqual([
      RATE_PLAN_MESSAGES.seasonReversed,
    ]);
    expect(messages({ ...valid, status: 'x' }).length).toBe(1);
  });

  it('asks a night edit for something to change, over at most a year', () => {
    const edit = (input: object) =>
      ZRatesEditAttributes.safeParse({ from: '2027-01-01', to: '2027-01-03', ...input }).error?.issues.map(
        (i) => i.message,
      ) ?? [];
    expect(edit({})).toEqual([RATE_PLAN_MESSAGES.nothingToChange]);
    expect(edit({ closed: true })).toEqual([]);
    expect(edit({ to: '2028-06-01', closed: true })).toEqual([RATE_PLAN_MESSAGES.rangeTooLong]);
    expect(edit({ to: '2026-12-01', closed: true })).toEqual([RATE_PLAN_MESSAGES.rangeReversed]);
  });
});
