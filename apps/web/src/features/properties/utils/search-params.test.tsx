import { describe, expect, it } from 'vitest';
import { DEFAULT_LIST_STATE, EMPTY_FILTERS, type ListState } from '../hooks/use-list-state';
import { toSearchParams } from './search-params';

const state = (overrides: Partial<ListState>): ListState => ({ ...DEFAULT_LIST_STATE, ...overrides });

describe('GET v3/search query', () => {
  it('asks for the default statuses and no query for a blank search', () => {
    expect(toSearchParams(state({ filterText: '   ' }))).toMatchObject({
      'page[size]': 25,
      'filters[type]': 'property',
      'filters[query]': undefined,
      'filters[propertyStatuses]': 'onboarding,active,offboarding',
    });
    expect(toSearchParams(state({ includeInactive: true }))['filters[propertyStatuses]']).toBe(
      'onboarding,active,offboarding,inactive',
    );
  });

  it('sends an availability search only with both days, with the guests and active properties', () => {
    const oneDay = toSearchParams(state({ availableFrom: '2026-12-12' }));
    expect(oneDay).not.toHaveProperty('filters[availableFrom]');
    expect(oneDay).not.toHaveProperty('filters[adults]');

    const search = toSearchParams(
      state({
        availableFrom: '2026-12-12',
        availableTo: '2026-12-15',
        adults: 3,
        corporateRate: true,
        filters: { ...EMPTY_FILTERS, minPrice: 50_000, cleaningStatuses: ['ready'], propertyTypes: ['house'] },
      }),
    );
    expect(search).toMatchObject({
      'filters[availableFrom]': '2026-12-12',
      'filters[availableTo]': '2026-12-15',
      'filters[isAvailabilitySearch]': true,
      'filters[adults]': 3,
      'filters[children]': 0,
      'filters[corporateRate]': true,
      'filters[minPrice]': 50_000,
      'filters[propertyStatuses]': 'active',
      'filters[propertyTypes]': 'house',
      // Hidden while a price range applies, so not sent.
      'filters[cleaningStatuses]': undefined,
    });
  });

  it('sends the currency of the price filter only in an availability search', () => {
    const filters = { ...EMPTY_FILTERS, currency: 'NZD' as const, maxPrice: 90_000 };
    expect(toSearchParams(state({ filters }))).not.toHaveProperty('filters[currency]');
    const search = toSearchParams(state({ availableFrom: '2026-12-12', availableTo: '2026-12-15', filters }));
    expect(search).toMatchObject({ 'filters[currency]': 'NZD', 'filters[maxPrice]': 90_000 });
  });

  it('sends a 5 km box around the chosen place: north-west at 315°, south-east at 135°', () => {
    const params = toSearchParams(state({ location: { name: 'Noosa Heads', lat: -26.3943, lng: 153.0901 } }));
    const { nwlat, nwlng, selat, selng } = params as unknown as Record<'nwlat' | 'nwlng' | 'selat' | 'selng', number>;
    // 5 km on the diagonal is about 3.54 km north/south (0.0318°) and east/west.
    expect(nwlat).toBeCloseTo(-26.3943 + 0.0318, 3);
    expect(selat).toBeCloseTo(-26.3943 - 0.0318, 3);
    expect(nwlng).toBeLessThan(153.0901);
    expect(selng).toBeGreaterThan(153.0901);
    expect(153.0901 - nwlng).toBeCloseTo(selng - 153.0901, 3);
  });

  it('leaves Any out: 0 min nights and no rooms', () => {
    const params = toSearchParams(state({ filters: { ...EMPTY_FILTERS, bedrooms: 4 } }));
    expect(params['filters[minimumStay]']).toBeUndefined();
    expect(params['filters[bathrooms]']).toBeUndefined();
    expect(params['filters[bedrooms]']).toBe(4);
  });
});
