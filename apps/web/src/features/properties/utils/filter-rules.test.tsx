import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS } from '../hooks/use-list-state';
import {
  acceptMaxPrice,
  acceptMinPrice,
  activeFilterCount,
  normalisePriceRange,
  priceMarks,
  priceSectionOf,
  priceViewOf,
  sliderRange,
} from './filter-rules';

const bounds = { min: 40_000, max: 160_000 };

describe('price inputs (docs/product/properties.md#rules)', () => {
  it('takes a min in dollars and answers cents', () => {
    expect(acceptMinPrice(500, 90_000, bounds)).toBe(50_000);
    expect(acceptMinPrice('1,250.50', 160_000, bounds)).toBe(125_050);
    expect(acceptMinPrice('$400', 90_000, bounds)).toBe(40_000);
    expect(acceptMinPrice('A$1,000', 160_000, bounds)).toBe(100_000);
    expect(acceptMinPrice('NZ$450', 90_000, bounds)).toBe(45_000);
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
  const meta = {
    totalCount: 3,
    countCapped: false,
    totalPages: 1,
    pageNumber: 1,
    pageSize: 25,
    minPrice: null,
    maxPrice: null,
  };
  const aud = { currency: 'AUD' as const, minPrice: 40_000, maxPrice: 90_000 };
  const nzd = { currency: 'NZD' as const, minPrice: 70_000, maxPrice: 210_000 };

  it('offers the bounds of each currency the stays are priced in', () => {
    expect(priceSectionOf({ ...meta, currency: 'NZD', priceBounds: [nzd] }, true)).toEqual({
      kind: 'prices',
      currencies: [{ currency: 'NZD', bounds: { min: 70_000, max: 210_000 } }],
    });
    expect(priceSectionOf({ ...meta, currency: null, priceBounds: [aud, nzd] }, true)).toEqual({
      kind: 'prices',
      currencies: [
        { currency: 'AUD', bounds: { min: 40_000, max: 90_000 } },
        { currency: 'NZD', bounds: { min: 70_000, max: 210_000 } },
      ],
    });
  });

  it('has nothing to offer without a date range, an answer or a priced stay', () => {
    expect(priceSectionOf({ ...meta, currency: null, priceBounds: [aud] }, false)).toEqual({ kind: 'none' });
    expect(priceSectionOf({ ...meta, currency: null, priceBounds: [] }, true)).toEqual({ kind: 'none' });
    expect(priceSectionOf(undefined, true)).toEqual({ kind: 'none' });
  });
});

describe('the currency beside the price range', () => {
  const aud = { currency: 'AUD' as const, bounds: { min: 40_000, max: 90_000 } };
  const nzd = { currency: 'NZD' as const, bounds: { min: 70_000, max: 210_000 } };

  it('offers no choice for stays in one currency, and its range', () => {
    expect(priceViewOf([aud], null)).toEqual({ choices: null, range: aud });
    expect(priceViewOf([aud], 'AUD')).toEqual({ choices: null, range: aud });
  });

  it('offers A$ and NZ$ for stays in both, with no range until one is chosen', () => {
    expect(priceViewOf([aud, nzd], null)).toEqual({ choices: ['AUD', 'NZD'], range: null });
    expect(priceViewOf([aud, nzd], 'NZD')).toEqual({ choices: ['AUD', 'NZD'], range: nzd });
  });

  it('keeps a chosen currency the search no longer prices on offer, so it can be undone', () => {
    expect(priceViewOf([aud], 'NZD')).toEqual({ choices: ['AUD', 'NZD'], range: null });
  });

  it('counts the price filter once, a currency alone too, and only with dates', () => {
    expect(activeFilterCount({ ...EMPTY_FILTERS, currency: 'NZD' }, true)).toBe(1);
    expect(activeFilterCount({ ...EMPTY_FILTERS, currency: 'NZD', minPrice: 80_000, maxPrice: 90_000 }, true)).toBe(1);
    expect(activeFilterCount({ ...EMPTY_FILTERS, currency: 'NZD' }, false)).toBe(0);
  });
});
