import { describe, expect, it } from 'vitest';
import { timezoneOfPlace } from './home-timezone.rules';

describe("a home's time zone from its place", () => {
  it('follows the state in Australia and the country in New Zealand', () => {
    expect(timezoneOfPlace({ country: 'AU', state: 'QLD', postcode: '4567' })).toBe('Australia/Brisbane');
    expect(timezoneOfPlace({ country: 'AU', state: 'nsw' })).toBe('Australia/Sydney');
    expect(timezoneOfPlace({ country: 'AU', state: 'WA', postcode: '6000' })).toBe('Australia/Perth');
    expect(timezoneOfPlace({ country: 'NZ', state: 'Otago', postcode: '9300' })).toBe('Pacific/Auckland');
  });

  it('keeps the places on another clock, and falls back to Sydney for a state it does not know', () => {
    expect(timezoneOfPlace({ country: 'AU', state: 'NSW', postcode: '2880' })).toBe('Australia/Broken_Hill');
    expect(timezoneOfPlace({ country: 'AU', state: 'NSW', postcode: '2898' })).toBe('Australia/Lord_Howe');
    expect(timezoneOfPlace({ country: 'AU', state: 'Nowhere' })).toBe('Australia/Sydney');
  });

  it('names zones the runtime knows, so every time shown on them can be formatted', () => {
    for (const state of ['NSW', 'ACT', 'VIC', 'QLD', 'SA', 'WA', 'TAS', 'NT']) {
      const zone = timezoneOfPlace({ country: 'AU', state });
      expect(() => new Intl.DateTimeFormat('en-AU', { timeZone: zone })).not.toThrow();
    }
  });
});
