import { describe, expect, it } from 'vitest';
import { buildStatement, type StatementBooking } from './statement-draft';
import { monthNightsOf, shareByNights, stayNightsIn } from './split-stay';

const booking = (fields: Partial<StatementBooking>): StatementBooking => ({
  id: 'b1',
  longCode: 'HX-1',
  guestName: 'Ana Guest',
  status: 'BOOKED',
  recordStatus: 'ACTIVE',
  createdByType: 'guest',
  cleaningRequired: true,
  checkIn: '2025-10-29',
  checkOut: '2025-11-03',
  cancelledAt: null,
  cancellationFeeCents: null,
  managementFeePercentage: '20',
  quote: { accommodationCents: 100_001, managementFeeCents: 20_000, ownerPayoutCents: 80_001, cleaningFeeCents: 9_000 },
  ...fields,
});

const build = (month: string, bookings: StatementBooking[], propertyCleaningCents = 12_000) =>
  buildStatement({ month, timezone: 'Australia/Sydney', propertyCleaningCents, bookings });

describe('splitting a stay by nights', () => {
  it('gives 29 Oct to 3 Nov 3 nights in October and 2 in November', () => {
    const stay = { checkIn: '2025-10-29', checkOut: '2025-11-03' };
    expect(stayNightsIn(stay, monthNightsOf('2025-10'))).toEqual({ before: 0, within: 3, all: 5 });
    expect(stayNightsIn(stay, monthNightsOf('2025-11'))).toEqual({ before: 3, within: 2, all: 5 });
    expect(monthNightsOf('2024-02')).toEqual({ start: '2024-02-01', end: '2024-03-01' });
    expect(monthNightsOf('2025-12-01')).toEqual({ start: '2025-12-01', end: '2026-01-01' });
  });

  it('adds the months of an odd total back to the exact cent', () => {
    for (const total of [1, 7, 99_999, 100_001, 12_345_677]) {
      const nights = [
        { before: 0, within: 1, all: 3 },
        { before: 1, within: 1, all: 3 },
        { before: 2, within: 1, all: 3 },
      ];
      expect(nights.map((n) => shareByNights(total, n)).reduce((a, b) => a + b, 0)).toBe(total);
    }
    expect(shareByNights(100, { before: 0, within: 1, all: 3 })).toBe(33);
    expect(shareByNights(100, { before: 1, within: 1, all: 3 })).toBe(34);
  });
});

describe('a month statement', () => {
  it('states a stay across a month end in both months, each figure adding up to the quote', () => {
    const stay = booking({});
    const october = build('2025-10', [stay]);
    const november = build('2025-11', [stay]);
    expect(october.lines).toHaveLength(1);
    expect(october.lines[0]).toMatchObject({
      kind: 'stay',
      nights: 3,
      description: 'Guest stay HX-1, Ana Guest (3 of 5 nights)',
    });
    expect(october).toMatchObject({ nights: 3, incomeCents: 60_001, managementFeeCents: 12_000, payoutCents: 48_001 });
    expect(november).toMatchObject({ nights: 2, incomeCents: 40_000, managementFeeCents: 8_000, payoutCents: 32_000 });
    expect(october.incomeCents + november.incomeCents).toBe(100_001);
    expect(october.payoutCents + november.payoutCents).toBe(80_001);
    expect(build('2025-12', [stay]).lines).toEqual([]);
  });

  it('charges an owner stay its cleaning in the month of check-out, with no income and no guest nights', () => {
    const ownerStay = booking({ createdByType: 'owner', status: 'BLOCKED', quote: null, guestName: null });
    const october = build('2025-10', [ownerStay]);
    expect(october.lines).toEqual([expect.objectContaining({ kind: 'owner-stay', nights: 3, incomeCents: 0 })]);
    expect(october).toMatchObject({ nights: 0, incomeCents: 0, costsCents: 0, payoutCents: 0 });
    const november = build('2025-11', [ownerStay]);
    expect(november.lines.map((l) => l.kind)).toEqual(['owner-stay', 'cost']);
    expect(november).toMatchObject({ nights: 0, costsCents: 12_000, payoutCents: -12_000 });
    // With a quote, its cleaning fee is the cost; without cleaning, nothing is charged.
    expect(build('2025-11', [{ ...ownerStay, quote: booking({}).quote }]).costsCents).toBe(9_000);
    expect(build('2025-11', [{ ...ownerStay, cleaningRequired: false }]).costsCents).toBe(0);
  });

  it('states a cancellation fee in the month it was cancelled in the home’s zone, less the management fee', () => {
    const cancelled = booking({
      status: 'CANCELLED',
      recordStatus: 'CANCELLED',
      checkIn: '2025-12-10',
      checkOut: '2025-12-14',
      // 31 Oct 14:00 UTC is 1 Nov 01:00 in Sydney.
      cancelledAt: new Date('2025-10-31T14:00:00Z'),
      cancellationFeeCents: 25_050,
      managementFeePercentage: '17.50',
    });
    expect(build('2025-10', [cancelled]).lines).toEqual([]);
    const november = build('2025-11', [cancelled]);
    expect(november.lines).toEqual([
      expect.objectContaining({
        kind: 'cancellation',
        incomeCents: 25_050,
        managementFeeCents: 4_384,
        payoutCents: 20_666,
      }),
    ]);
    expect(november.nights).toBe(0);
    expect(build('2025-11', [{ ...cancelled, cancellationFeeCents: 0 }]).lines).toEqual([]);
    expect(build('2025-12', [cancelled]).lines).toEqual([]);
  });

  it('lists a guest stay without a quote for finance instead of stating it, and leaves requests out', () => {
    const unquoted = booking({ quote: null });
    const statement = build('2025-10', [unquoted, booking({ id: 'b2', status: 'REQUESTED' })]);
    expect(statement.lines).toEqual([]);
    expect(statement.withoutPayout.map((b) => b.id)).toEqual(['b1']);
  });
});

describe("a stay whose guests paid fees that are the owner's", () => {
  it('states them in the income, so every line and the totals read income − fee − costs = payout', () => {
    // 4 nights at 1,082 less 20% plus an extra guest's 80 (price-breakdown.ts ownerLinesOf).
    const quote = {
      accommodationCents: 108_200,
      managementFeeCents: 21_640,
      ownerPayoutCents: 94_560,
      cleaningFeeCents: 16_000,
    };
    const statement = build('2025-11', [booking({ checkIn: '2025-11-10', checkOut: '2025-11-14', quote })]);
    for (const line of statement.lines) {
      expect(line.incomeCents - line.managementFeeCents - line.costsCents).toBe(line.payoutCents);
    }
    expect(statement).toMatchObject({ incomeCents: 116_200, managementFeeCents: 21_640, payoutCents: 94_560 });
  });
});
