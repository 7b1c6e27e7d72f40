import { describe, expect, it } from 'vitest';
import { capYearOf, capYearsOfStay, suggestedNightCapRule } from '../properties/night-cap.rules';
import { LONG_TERM_MIN_NIGHTS, STAY_LIMIT_ERROR_CODES, stayRefusal, type StayLimits } from './stay-limits.rules';

const open: StayLimits = { maxGuests: 4, minimumStay: 2, longTermOnly: false, nightCap: null };
const stay = (checkIn: string, checkOut: string, adults = 2, children = 0) => ({ checkIn, checkOut, adults, children });

describe('a night cap year', () => {
  it('runs 1 July to 30 June without a renewal date, and from the renewal day with one', () => {
    expect(capYearOf('2026-12-24', null)).toEqual({ from: '2026-07-01', to: '2027-07-01' });
    expect(capYearOf('2026-06-30', null)).toEqual({ from: '2025-07-01', to: '2026-07-01' });
    expect(capYearOf('2026-03-14', '2027-03-14')).toEqual({ from: '2026-03-14', to: '2027-03-14' });
    expect(capYearOf('2026-03-13', '2027-03-14')).toEqual({ from: '2025-03-14', to: '2026-03-14' });
    expect(capYearOf('2027-01-10', '2024-02-29')).toEqual({ from: '2026-03-01', to: '2027-03-01' });
  });

  it('gives the two years a stay across 1 July falls in', () => {
    expect(capYearsOfStay('2027-06-28', '2027-07-03', null)).toEqual([
      { from: '2026-07-01', to: '2027-07-01' },
      { from: '2027-07-01', to: '2028-07-01' },
    ]);
    expect(capYearsOfStay('2027-06-28', '2027-07-01', null)).toEqual([{ from: '2026-07-01', to: '2027-07-01' }]);
  });

  it("suggests Byron Shire's rule in its towns and Greater Sydney's by postcode, none elsewhere", () => {
    expect(suggestedNightCapRule({ state: 'NSW', city: 'Byron Bay', postcode: '2481' })).toBe('byron-shire');
    expect(suggestedNightCapRule({ state: 'NSW', city: 'Surry Hills', postcode: '2010' })).toBe('greater-sydney');
    expect(suggestedNightCapRule({ state: 'NSW', city: 'Newcastle', postcode: '2300' })).toBeNull();
    expect(suggestedNightCapRule({ state: 'QLD', city: 'Noosa Heads', postcode: '4567' })).toBeNull();
  });
});

describe('the limits a stay must keep', () => {
  it('refuses more guests than the home sleeps, counting children, and names both numbers', () => {
    expect(stayRefusal(open, stay('2027-01-01', '2027-01-04', 4, 0))).toBeNull();
    expect(stayRefusal(open, stay('2027-01-01', '2027-01-04', 5, 1))).toEqual({
      code: STAY_LIMIT_ERROR_CODES.overCapacity,
      message: 'This home sleeps at most 4 guests; this stay is for 6.',
      field: 'adults',
    });
  });

  it('refuses a stay shorter than the minimum stay', () => {
    expect(stayRefusal(open, stay('2027-01-01', '2027-01-02'))?.message).toBe("This home's minimum stay is 2 nights.");
  });

  it('takes only long stays while the home is long-term only', () => {
    const longTerm = { ...open, longTermOnly: true };
    expect(stayRefusal(longTerm, stay('2027-01-01', '2027-01-08'))).toMatchObject({
      code: STAY_LIMIT_ERROR_CODES.longTermOnly,
      message: `This home takes long-term stays only this year: at least ${LONG_TERM_MIN_NIGHTS} nights.`,
    });
    expect(stayRefusal(longTerm, stay('2027-01-01', '2027-04-01'))).toBeNull();
  });

  it('refuses the night past the cap, saying which rule and how many nights are left', () => {
    const capped = { ...open, nightCap: { nights: 60, rule: 'byron-shire' as const, renewalDate: null } };
    const year = { from: '2026-07-01', to: '2027-07-01' };
    expect(stayRefusal(capped, stay('2027-01-01', '2027-01-04'), [{ year, booked: 57 }])).toBeNull();
    expect(stayRefusal(capped, stay('2027-01-01', '2027-01-05'), [{ year, booked: 57 }])).toEqual({
      code: STAY_LIMIT_ERROR_CODES.overNightCap,
      message:
        'Byron Shire short-term rental cap: 60 nights a year. Only 3 nights are left in the year to 30 Jun 2027, and this stay has 4 nights in it.',
      field: 'checkOut',
    });
    expect(stayRefusal(capped, stay('2027-01-01', '2027-01-03'), [{ year, booked: 61 }])?.message).toContain(
      'No nights are left in the year to 30 Jun 2027',
    );
  });

  it('counts each cap year apart when the stay crosses into the next', () => {
    const capped = { ...open, nightCap: { nights: 10, rule: null, renewalDate: null } };
    const years = [
      { year: { from: '2026-07-01', to: '2027-07-01' }, booked: 8 },
      { year: { from: '2027-07-01', to: '2028-07-01' }, booked: 0 },
    ];
    expect(stayRefusal(capped, stay('2027-06-29', '2027-07-05'), years)).toBeNull();
    expect(stayRefusal(capped, stay('2027-06-28', '2027-07-05'), years)?.message).toMatch(
      /^Night cap: 10 nights a year/,
    );
  });
});
