import { describe, expect, it } from 'vitest';
import { can } from '../access/permissions';
import { lifecycleNote, lifecycleRefusal, nightTakesStays } from '../bookings/home-lifecycle.rules';
import { STAY_LIMIT_ERROR_CODES, stayRefusal, type StayLimits } from '../bookings/stay-limits.rules';
import { PROPERTY_STATUSES } from './properties.constants';
import { applyMove, LIFECYCLE, LIFECYCLE_MOVES, movesFrom } from './property-lifecycle.rules';

describe('a home’s life cycle (docs/product/properties.md#life-cycle)', () => {
  it('moves Onboarding → Active → Offboarding → Inactive, and Offboarding back to Active, nothing else', () => {
    const table = Object.fromEntries(PROPERTY_STATUSES.map((status) => [status, movesFrom(status)]));
    expect(table).toEqual({
      onboarding: ['activate'],
      active: ['offboard'],
      offboarding: ['reactivate', 'deactivate'],
      inactive: [],
    });
    expect(applyMove('offboarding', 'deactivate')).toEqual({ ok: true, to: 'inactive' });
    for (const status of PROPERTY_STATUSES) {
      for (const move of LIFECYCLE_MOVES) {
        expect(applyMove(status, move).ok).toBe(LIFECYCLE[move].from === status);
      }
    }
  });

  it('is for staff and admins: each move is its own action of the permissions table', () => {
    for (const move of LIFECYCLE_MOVES) {
      const action = LIFECYCLE[move].action;
      expect(can({ roles: ['ROLE_STAFF'] }, action)).toBe(true);
      expect(can({ roles: ['ROLE_ADMIN'] }, action)).toBe(true);
      for (const role of ['ROLE_OWNER', 'ROLE_LICENSEE', 'ROLE_RESERVATION_MANAGER'] as const) {
        expect(can({ roles: [role] }, action)).toBe(false);
      }
    }
  });

  it('lets an offboarding home be booked to its last night, and an inactive one not at all', () => {
    const limits = (status: 'active' | 'offboarding' | 'inactive', lastNight: string | null): StayLimits => ({
      maxGuests: 4,
      minimumStay: 1,
      longTermOnly: false,
      nightCap: null,
      lifecycle: { status, lastNight },
    });
    const stay = (checkIn: string, checkOut: string) => ({ checkIn, checkOut, adults: 2, children: 0 });
    expect(stayRefusal(limits('offboarding', '2027-03-10'), stay('2027-03-08', '2027-03-11'))).toBeNull();
    expect(stayRefusal(limits('offboarding', '2027-03-10'), stay('2027-03-09', '2027-03-12'))).toEqual({
      code: STAY_LIMIT_ERROR_CODES.notBookable,
      message: 'This home is offboarding: its last night is 10 Mar 2027, and this stay runs past it.',
      field: 'checkOut',
    });
    expect(stayRefusal(limits('inactive', null), stay('2027-03-08', '2027-03-09'))?.message).toBe(
      'This home is inactive: it takes no stays.',
    );
    expect(stayRefusal(limits('active', null), stay('2027-03-08', '2027-03-09'))).toBeNull();
  });

  it('tells the calendars which nights take stays, and why the others do not', () => {
    const offboarding = { status: 'offboarding', lastNight: '2027-03-10' };
    expect(nightTakesStays(offboarding, '2027-03-10')).toBe(true);
    expect(nightTakesStays(offboarding, '2027-03-11')).toBe(false);
    expect(nightTakesStays({ status: 'inactive', lastNight: null }, '2027-03-01')).toBe(false);
    expect(nightTakesStays({ status: 'active', lastNight: null }, '2099-01-01')).toBe(true);

    expect(lifecycleNote(offboarding)).toBe('This home is offboarding: its last night is 10 Mar 2027.');
    expect(lifecycleNote({ status: 'inactive', lastNight: null })).toBe('This home is inactive: it takes no stays.');
    expect(lifecycleNote({ status: 'active', lastNight: null })).toBeNull();

    // Checking out the morning after the last night is the latest a stay may leave.
    expect(lifecycleRefusal(offboarding, '2027-03-11')).toBeNull();
    expect(lifecycleRefusal(offboarding, '2027-03-12')).toBe(
      'This home is offboarding: its last night is 10 Mar 2027, and this stay runs past it.',
    );
  });
});
