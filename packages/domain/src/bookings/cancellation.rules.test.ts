import { describe, expect, it } from 'vitest';
import { cleanCancellation, keptPercent, type CleanCancellationInput } from './cancellation.rules';
import { RESERVATION_MESSAGES } from './reservations.constants';

const booking: CleanCancellationInput = {
  policy: 'moderate',
  status: 'BOOKED',
  recordStatus: 'ACTIVE',
  checkIn: '2031-05-20',
  checkOut: '2031-05-24',
  today: '2031-05-01',
  total: 100_001,
  paid: 100_001,
  currency: 'AUD',
};

describe('keptPercent', () => {
  it.each([
    ['flexible', 1, 0],
    ['flexible', 0, 50],
    ['flexible', -2, 50],
    ['moderate', 5, 0],
    ['moderate', 4, 50],
    ['moderate', 1, 50],
    ['moderate', 0, 100],
    ['strict', 14, 0],
    ['strict', 13, 50],
    ['strict', 7, 50],
    ['strict', 6, 100],
  ] as const)('%s, %i days before check-in, keeps %i%%', (policy, days, percent) => {
    expect(keptPercent(policy, days)).toBe(percent);
  });
});

describe('cleanCancellation', () => {
  it('keeps nothing and refunds everything paid well ahead', () => {
    expect(cleanCancellation(booking)).toEqual({
      policy: 'moderate',
      daysBeforeCheckIn: 19,
      fee: 0,
      refund: 100_001,
      currency: 'AUD',
      cancellable: true,
      reason: null,
    });
  });

  it('keeps the policy’s share of the total, rounded half up, and refunds the rest of what was paid', () => {
    const late = cleanCancellation({ ...booking, today: '2031-05-17' });
    expect(late).toMatchObject({ daysBeforeCheckIn: 3, fee: 50_001, refund: 50_000 });
  });

  it('keeps no more than was paid', () => {
    expect(cleanCancellation({ ...booking, today: '2031-05-20', paid: 30_000 })).toMatchObject({
      fee: 30_000,
      refund: 0,
    });
    expect(cleanCancellation({ ...booking, today: '2031-05-20', paid: 0 })).toMatchObject({ fee: 0, refund: 0 });
  });

  it('reads a missing or unknown policy as moderate', () => {
    expect(cleanCancellation({ ...booking, policy: null, today: '2031-05-18' })).toMatchObject({
      policy: 'moderate',
      fee: 50_001,
    });
    expect(cleanCancellation({ ...booking, policy: 'lenient', today: '2031-05-18' }).policy).toBe('moderate');
  });

  it('can cancel a stay under way, not one that has ended, is cancelled or is being cancelled', () => {
    expect(cleanCancellation({ ...booking, today: '2031-05-23' })).toMatchObject({
      cancellable: true,
      daysBeforeCheckIn: -3,
      fee: 100_001,
      refund: 0,
    });
    expect(cleanCancellation({ ...booking, today: '2031-05-24' })).toMatchObject({
      cancellable: false,
      reason: RESERVATION_MESSAGES.pastStay,
      fee: 0,
      refund: 0,
    });
    expect(cleanCancellation({ ...booking, status: 'CANCELLED' }).reason).toBe(RESERVATION_MESSAGES.alreadyCancelled);
    expect(cleanCancellation({ ...booking, recordStatus: 'CANCELLED' }).reason).toBe(
      RESERVATION_MESSAGES.alreadyCancelled,
    );
    expect(cleanCancellation({ ...booking, recordStatus: 'CANCELLING' }).reason).toBe(
      RESERVATION_MESSAGES.notCancellable,
    );
  });
});
