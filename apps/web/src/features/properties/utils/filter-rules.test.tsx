import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS } from '../hooks/use-list-state';
import {
  acceptMaxPrice,
  acceptMinPrice,
  activeFilterCount,
  normalisePriceRange,
  priceMarks,
  priceSectionOf,
  sliderRange,
} from './filter-rules';

const bounds = { min: 40_000, max: 160_000 };

describe('price inputs (spec 000 §5)', () => {
  it('takes a min in dollars and answers cents', () => {
    expect(acceptMinPrice(500, 90_000, bounds)).toBe(50_000);
    expect(acceptMinPrice('1,250.50', 160_000, bounds)).toBe(125_050);
    expect(acceptMinPrice('$400', 90_000, bounds)).toBe(40_000);
    expect(acceptMinPrice('A$1,000', 160_000, bounds)).toBe(100_000);
    expect(acceptMinPrice('N$450', 90_000, bounds)).toBe(45_000);
  });

  it('ignores a min above the current max, below the range or not a number', () => {
    expect(acceptMinPrice(950, 90_000, bounds)).toBeNull();
    expect(acceptMinPrice(399, 90_000, bounds)).toBeNull();
    expect(acceptMinPrice('', 90_000, bounds)).toBeNull();
    expect(acceptMinPrice('abc', 90_000, bounds)).toBeNull();
    expect(acceptMinPrice('-5', 90_000, bounds)).toBeNull();
  });

  it('ignores a max below the current min, above the range or not a number', () => {
    expect(acceptMaxPrice(900, 50_000, bounds)).toBe(90_000);
    expect(acceptMaxPrice(499, 50_000, bounds)).toBeNull();
    expect(acceptMaxPrice(1601, 50_000, bounds)).toBeNull();
    expect(acceptMaxPrice('1.2.3', 50_000, bounds)).toBeNull();
  });

  it('stores an end at its bound as no range at all', () => {
    expect(normalisePriceRange(40_000, 160_000, bounds)).toEqual({ minPrice: null, maxPrice: null });
    expect(normalisePriceRange(50_000, 160_000, bounds)).toEqual({ minPrice: 50_000, maxPrice: null });
  });

  it('labels the slider at the minimum, one step, two steps and the maximum', () => {
    const range = sliderRange({ min: 40_050, max: 159_990 });
    expect(range).toEqual({ min: 400, max: 1600 });
    expect(priceMarks(range)).toEqual([400, 800, 1200, 1600]);
  });
});

describe("'Filter (n)'", () => {
  it('counts each filter once, however many values it holds', () => {
    expect(activeFilterCount(EMPTY_FILTERS, false)).toBe(0);
    expect(
      activeFilterCount(
        { ...EMPTY_FILTERS, amenities: ['pool', 'bbq-grill'], bedrooms: 2, minimumStay: 3, owners: ['o1'] },
        false,
      ),
    ).toBe(4);
  });

  it('counts a price range only in an availability search, and then not the statuses it hides', () => {
    const filters = {
      ...EMPTY_FILTERS,
      minPrice: 50_000,
      propertyStatuses: ['active' as const],
      cleaningStatuses: ['ready' as const],
      keyStatuses: ['in-use' as const],
      keyTypes: ['standard' as const],
    };
    expect(activeFilterCount(filters, false)).toBe(4);
    expect(activeFilterCount(filters, true)).toBe(2);
  });
});

describe('the price section of the filter drawer', () => {
  const meta = { totalCount: 3, totalPages: 1, pageNumber: 1, pageSize: 25 };

  it('offers a range in the currency of the matches when they share one', () => {
    expect(priceSectionOf({ ...meta, minPrice: 40_000, maxPrice: 90_000, currency: 'NZD' }, true)).toEqual({
      kind: 'range',
      bounds: { min: 40_000, max: 90_000 },
      currency: 'NZD',
    });
  });

  it('says the currencies are mixed when matches have no bounds and no currency', () => {
    expect(priceSectionOf({ ...meta, minPrice: null, maxPrice: null, currency: null }, true)).toEqual({
      kind: 'mixed-currencies',
    });
    expect(priceSectionOf({ ...meta, totalCount: 0, minPrice: null, maxPrice: null, currency: null }, true)).toEqual({
      kind: 'none',
    });
  });

  it('has nothing to offer without a date range or an answer', () => {
    expect(priceSectionOf({ ...meta, minPrice: null, maxPrice: null, currency: null }, false)).toEqual({
      kind: 'none',
    });
    expect(priceSectionOf(undefined, true)).toEqual({ kind: 'none' });
  });
});
