import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/days';
import { BASE_FEE_TYPES, FEE_CHARGED_PER } from '../properties/properties.constants';
import type { TBaseFee } from '../properties/property-profile';
import { guestLinesOf, ownerLinesOf, paymentScheduleOf, quoteMoneyOf } from './price-breakdown';
import { priceStay, STAY_PRICE_RULES, stayNights } from './stay-price';

const sum = (lines: readonly { amount: number }[]) => lines.reduce((total, line) => total + line.amount, 0);

/** A random stay in a home with random rates, fees (any type, any basis) and management fees. */
const stays = fc
  .record({
    nights: fc.integer({ min: 1, max: 40 }),
    offset: fc.integer({ min: 0, max: 300 }),
    adults: fc.integer({ min: 1, max: 10 }),
    children: fc.integer({ min: 0, max: 6 }),
    corporateRate: fc.boolean(),
    nightly: fc.array(fc.integer({ min: 0, max: 2_000_000 }), { minLength: 1, maxLength: 7 }),
    fees: fc.array(
      fc.record({
        type: fc.constantFrom(...BASE_FEE_TYPES),
        amount: fc.integer({ min: 0, max: 200_000 }),
        chargedPer: fc.constantFrom(...FEE_CHARGED_PER),
        taxable: fc.boolean(),
      }),
      { maxLength: 8 },
    ),
    percentage: fc.integer({ min: 0, max: 4_000 }).map((basisPoints) => basisPoints / 100),
  })
  .map((s) => {
    const checkIn = addDays('2031-01-01', s.offset);
    const checkOut = addDays(checkIn, s.nights);
    const rates = stayNights(checkIn, checkOut).map((night, i) => ({
      night,
      priceCents: s.nightly[i % s.nightly.length]!,
      corporateCents: Math.floor(s.nightly[i % s.nightly.length]! * 0.9),
    }));
    return {
      checkIn,
      checkOut,
      adults: s.adults,
      children: s.children,
      corporateRate: s.corporateRate,
      currency: 'AUD' as const,
      rates,
      baseFees: s.fees as TBaseFee[],
      managementFees: [{ kind: 'short-stay' as const, percentage: s.percentage, startsOn: '2030-01-01', endsOn: null }],
    };
  });

describe('one price breakdown', () => {
  it('adds up on both sides for any stay, and records what the drawer priced', () => {
    fc.assert(
      fc.property(stays, (stay) => {
        const { price } = priceStay(stay);
        expect(price).not.toBeNull();
        const quote = quoteMoneyOf(price!);

        // The guest's side: every line the drawer showed, nothing else, adding up to the total.
        const guest = guestLinesOf(quote);
        expect(sum(guest)).toBe(price!.total);
        expect(guest.slice(1)).toEqual(price!.fees);
        expect(guest[0]!.amount).toBe(sum(price!.nightly));

        // The owner's side: accommodation less the fee plus the owner's fees, adding up to the payout.
        const owner = ownerLinesOf(quote, price!.managementFeePercentage);
        expect(sum(owner)).toBe(price!.ownerPayout);
        expect(owner.some((line) => line.type === 'adjustment')).toBe(false);

        // What is charged is the total; the deposit the drawer promised is scheduled beside it, never in it.
        const schedule = paymentScheduleOf(price!, { bookedOn: '2030-12-01', checkIn: stay.checkIn });
        expect(sum(schedule.filter((c) => c.paymentType === 'accommodation'))).toBe(price!.total);
        expect(sum(schedule.filter((c) => c.paymentType === 'bond'))).toBe(price!.securityDeposit);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps the linen fee on the quote and the extra guests on the payout', () => {
    const { price } = priceStay({
      checkIn: '2031-05-01',
      checkOut: '2031-05-05',
      adults: 4,
      children: 0,
      corporateRate: false,
      currency: 'AUD',
      rates: stayNights('2031-05-01', '2031-05-05').map((night) => ({ night, priceCents: 27_050, corporateCents: 0 })),
      baseFees: [
        { type: 'cleaning', amount: 16_000, chargedPer: 'stay', taxable: true },
        { type: 'linen', amount: 4_000, chargedPer: 'stay', taxable: true },
        { type: 'extra-guest', amount: 1_000, chargedPer: 'guest-night', taxable: true },
        { type: 'security-deposit', amount: 30_000, chargedPer: 'stay', taxable: false },
      ],
      managementFees: [],
    });
    const quote = quoteMoneyOf(price!);
    expect(guestLinesOf(quote).map((line) => [line.label, line.amount])).toEqual([
      ['Accommodation (4 nights)', 108_200],
      ['Cleaning fee', 16_000],
      ['Linen fee', 4_000],
      ['Extra guest fee (2 extra guests × 4 nights)', 8_000],
    ]);
    expect(price!.total).toBe(136_200);
    const percent = STAY_PRICE_RULES.defaultManagementFeePercentage;
    expect(ownerLinesOf(quote, price!.managementFeePercentage).map((line) => [line.label, line.amount])).toEqual([
      ['Accommodation', 108_200],
      [`Management fee (${percent}%)`, -21_640],
      ['Extra guest fee (2 extra guests × 4 nights)', 8_000],
    ]);
  });

  it('explains an older quote with only a cleaning fee, and a difference made by hand', () => {
    const older = {
      nights: 3,
      accommodation: 60_000,
      fees: [],
      cleaningFee: 12_000,
      total: 75_000,
      managementFee: 12_000,
      ownerPayout: 50_000,
    };
    expect(guestLinesOf(older).map((line) => line.label)).toEqual([
      'Accommodation (3 nights)',
      'Cleaning fee',
      'Other charges',
    ]);
    expect(sum(guestLinesOf(older))).toBe(75_000);
    expect(ownerLinesOf(older, '20').at(-1)).toEqual({ type: 'adjustment', label: 'Adjustments', amount: 2_000 });
  });
});
