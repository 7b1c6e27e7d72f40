import { describe, expect, it } from 'vitest';
import type { TBaseFee, TManagementFee } from '../properties/property-profile';
import { managementFeeOn, percentOf, priceStay, stayNights, type NightlyRate } from './stay-price';

const rates = (from: string, nights: number, priceCents: number, corporateCents = priceCents): NightlyRate[] =>
  stayNights(from, new Date(Date.parse(`${from}T00:00:00Z`) + nights * 86_400_000).toISOString().slice(0, 10)).map(
    (night) => ({ night, priceCents, corporateCents }),
  );

const fees: TBaseFee[] = [
  { type: 'cleaning', amount: 15_000, chargedPer: 'stay', taxable: true },
  { type: 'linen', amount: 1_000, chargedPer: 'night', taxable: true },
  { type: 'extra-guest', amount: 2_500, chargedPer: 'guest-night', taxable: true },
  { type: 'pet', amount: 6_000, chargedPer: 'stay', taxable: true },
  { type: 'early-check-in', amount: 5_000, chargedPer: 'stay', taxable: true },
  { type: 'security-deposit', amount: 50_000, chargedPer: 'stay', taxable: false },
];
const shortStay = (percentage: number, startsOn: string, endsOn: string | null): TManagementFee => ({
  kind: 'short-stay',
  percentage,
  startsOn,
  endsOn,
});

const base = {
  checkIn: '2031-05-01',
  checkOut: '2031-05-04',
  adults: 2,
  children: 0,
  corporateRate: false,
  currency: 'AUD' as const,
  rates: rates('2031-04-28', 10, 25_000, 21_000),
  baseFees: fees,
  managementFees: [shortStay(17.5, '2030-01-01', null)],
};

describe('priceStay', () => {
  it('adds the nights, the stay and per-night fees, and takes the management fee on the accommodation', () => {
    const { unpricedNights, price } = priceStay(base);
    expect(unpricedNights).toEqual([]);
    expect(price).toMatchObject({
      nights: 3,
      accommodation: 75_000,
      cleaningFee: 15_000,
      // 75,000 + cleaning 15,000 + linen 3 × 1,000; no extra guest among two, no on-request fees.
      total: 93_000,
      managementFeePercentage: '17.5',
      managementFee: 13_125,
      ownerPayout: 61_875,
      securityDeposit: 50_000,
      currency: 'AUD',
      corporateRate: false,
    });
    expect(price?.nightly).toEqual([
      { night: '2031-05-01', amount: 25_000 },
      { night: '2031-05-02', amount: 25_000 },
      { night: '2031-05-03', amount: 25_000 },
    ]);
    expect(price?.fees).toEqual([
      { type: 'cleaning', label: 'Cleaning fee', amount: 15_000 },
      { type: 'linen', label: 'Linen fee (3 nights)', amount: 3_000 },
    ]);
  });

  it('charges extra guests per night and pays that fee over to the owner', () => {
    const { price } = priceStay({ ...base, adults: 3, children: 1 });
    expect(price?.fees.find((f) => f.type === 'extra-guest')).toEqual({
      type: 'extra-guest',
      label: 'Extra guest fee (2 extra guests × 3 nights)',
      amount: 15_000,
    });
    expect(price?.total).toBe(108_000);
    expect(price?.ownerPayout).toBe(75_000 - 13_125 + 15_000);
  });

  it('prices every night at the corporate rate when asked', () => {
    const { price } = priceStay({ ...base, corporateRate: true });
    expect(price?.nightly.map((n) => n.amount)).toEqual([21_000, 21_000, 21_000]);
    expect(price?.accommodation).toBe(63_000);
    expect(price?.corporateRate).toBe(true);
    expect(price?.managementFee).toBe(11_025);
  });

  it('names the nights without a rate and gives no price', () => {
    const { unpricedNights, price } = priceStay({
      ...base,
      checkOut: '2031-05-10',
      rates: rates('2031-05-01', 3, 25_000).concat(rates('2031-05-05', 2, 25_000)),
    });
    expect(unpricedNights).toEqual(['2031-05-04', '2031-05-07', '2031-05-08', '2031-05-09']);
    expect(price).toBeNull();
  });

  it('falls back to 20% when no short-stay fee is in force on the check-in day, and trims .00', () => {
    const { price } = priceStay({ ...base, managementFees: [shortStay(15, '2032-01-01', null)] });
    expect(price?.managementFeePercentage).toBe('20');
    expect(price?.managementFee).toBe(15_000);
  });
});

describe('managementFeeOn', () => {
  const periods = [shortStay(20, '2029-01-01', '2030-06-30'), shortStay(17.5, '2030-07-01', null)];
  it('takes the period holding the check-in day, its end day included', () => {
    expect(managementFeeOn(periods, '2030-06-30')).toBe(20);
    expect(managementFeeOn(periods, '2030-07-01')).toBe(17.5);
    expect(managementFeeOn(periods, '2028-12-31')).toBe(20);
  });
  it('ignores long-term fees', () => {
    expect(
      managementFeeOn([{ kind: 'long-term', percentage: 7, startsOn: '2020-01-01', endsOn: null }], '2031-01-01'),
    ).toBe(20);
  });
});

describe('percentOf', () => {
  it('rounds to the nearest cent, halves up, without floating drift', () => {
    expect(percentOf(10_001, 17.5)).toBe(1_750); // 1750.175
    expect(percentOf(10_003, 17.5)).toBe(1_751); // 1750.525
    expect(percentOf(3, 50)).toBe(2); // 1.5 → 2
    expect(percentOf(0, 22)).toBe(0);
  });
});
