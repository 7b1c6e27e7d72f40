import { describe, expect, it } from 'vitest';
import { DAY_RANGE, INPUT_MESSAGES } from '../api/input.constants';
import { ZEventAttributesInput } from '../events/events.schemas';
import { EVENT_MESSAGES } from '../events/events.constants';
import { isInstantInRange, isNight } from './nights';
import { ZInstant, ZNight } from './dates.schemas';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('ZNight: a real day between 1900-01-01 and 2200-12-31', () => {
  it('puts the bounds and the message in one place', () => {
    expect(DAY_RANGE).toEqual({ first: '1900-01-01', last: '2200-12-31' });
    expect(INPUT_MESSAGES.day).toBe('Date must be a real day between 1900-01-01 and 2200-12-31');
  });

  it.each(['1900-01-01', '2000-02-29', '2024-02-29', '2026-12-31', '2200-12-31'])('accepts %s', (day) => {
    expect(isNight(day)).toBe(true);
    expect(ZNight.parse(day)).toBe(day);
  });

  it.each([
    '0000-01-01',
    '0000-12-31',
    '1899-12-31',
    '2201-01-01',
    '9999-12-31',
    '2023-02-29',
    '1900-02-29',
    '2026-04-31',
  ])('refuses %s with the range message', (day) => {
    expect(isNight(day)).toBe(false);
    expect(messages(ZNight.safeParse(day))).toEqual([INPUT_MESSAGES.day]);
  });

  it.each(['+010000-01-01', '10000-01-01', '2026-1-01', '2026-01-01T00:00:00Z', '', 'a\u0000b'])(
    'refuses %j with the format message',
    (day) => {
      expect(isNight(day)).toBe(false);
      expect(messages(ZNight.safeParse(day))).toEqual([INPUT_MESSAGES.dayFormat]);
    },
  );

  it('keeps the event page’s own words for its days (docs/product/events.md#rules)', () => {
    const result = ZEventAttributesInput.safeParse({
      start: '0000-01-01',
      end: '9999-12-31',
      name: 'x',
      status: 'blocking',
    });
    expect(messages(result)).toEqual([EVENT_MESSAGES.invalidStart, EVENT_MESSAGES.invalidEnd]);
  });
});

describe('ZInstant: an ISO-8601 instant in the same range', () => {
  it.each(['1900-01-01T00:00:00Z', '2026-06-01T10:30:00.123+10:00', '2200-12-31T23:59:59.999Z'])('accepts %s', (at) => {
    expect(isInstantInRange(at)).toBe(true);
    expect(ZInstant.parse(at)).toBe(at);
  });

  it.each([
    '0000-01-01T00:00:00Z',
    '1899-12-31T23:59:59Z',
    '1900-01-01T05:00:00+10:00',
    '2201-01-01T00:00:00Z',
    '2200-12-31T23:00:00-05:00',
    '9999-12-31T23:59:59Z',
    '2023-02-29T00:00:00Z',
    '2026-06-01T10:30:00',
    '+010000-01-01T00:00:00Z',
  ])('refuses %s with one message', (at) => {
    expect(messages(ZInstant.safeParse(at))).toEqual([INPUT_MESSAGES.instant]);
  });
});
