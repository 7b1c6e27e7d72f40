import type { Currency, TPropertySearchResponse } from '@hearth/domain/properties';
import { otherFilters, type PropertyFilters } from '../hooks/use-list-state';

/** Price bounds of the current search, cents (meta.minPrice / meta.maxPrice). */
export type PriceBounds = { min: number; max: number };

/**
 * What the filter drawer offers for price: a range between the search's bounds in their currency; a note when
 * the matches are priced in both A$ and N$ (the API gives no bounds, the totals do not compare); or nothing.
 */
export type PriceSection =
  { kind: 'range'; bounds: PriceBounds; currency: Currency } | { kind: 'mixed-currencies' } | { kind: 'none' };

/** The price section for a search's meta; only a searched date range has prices. */
export const priceSectionOf = (
  meta: TPropertySearchResponse['meta'] | undefined,
  availabilitySearch: boolean,
): PriceSection => {
  if (!availabilitySearch || !meta) return { kind: 'none' };
  if (meta.minPrice !== null && meta.maxPrice !== null && meta.currency !== null) {
    return { kind: 'range', bounds: { min: meta.minPrice, max: meta.maxPrice }, currency: meta.currency };
  }
  return meta.totalCount > 0 && meta.currency === null ? { kind: 'mixed-currencies' } : { kind: 'none' };
};

/**
 * The filters that take effect. A price range hides Property status, Cleaning status and Key status (spec 000 §2),
 * so while one applies those are not sent either: what is hidden never filters silently.
 */
export const filtersInEffect = (filters: PropertyFilters, priceRange: boolean): PropertyFilters =>
  priceRange ? { ...filters, propertyStatuses: [], cleaningStatuses: [], keyStatuses: [] } : filters;

/** A price range counts once an end is set, and only where it applies (a searched date range). */
export const hasPriceRange = (filters: PropertyFilters, availabilitySearch: boolean): boolean =>
  availabilitySearch && (filters.minPrice !== null || filters.maxPrice !== null);

/** 'Filter (n)': each filter that narrows the list counts once, however many values it has. */
export const activeFilterCount = (filters: PropertyFilters, availabilitySearch: boolean): number => {
  const priceRange = hasPriceRange(filters, availabilitySearch);
  const f = filtersInEffect(filters, priceRange);
  return otherFilters(f).filter(([, value]) => value !== null).length + (priceRange ? 1 : 0);
};

const toCents = (dollars: number) => Math.round(dollars * 100);

/** Parses what was typed in a price input (dollars); anything that is not a number is null. */
const dollarsOf = (input: string | number): number | null => {
  if (typeof input === 'number') return Number.isFinite(input) ? input : null;
  const text = input.replace(/[AN]?\$|[,\s]/g, '');
  if (text === '' || !/^\d+(\.\d{0,2})?$/.test(text)) return null;
  return Number(text);
};

/**
 * The min price input (spec 000 §5): numeric, not above the current max, not below the range's minimum.
 * Returns the new minimum in cents, or null when the entry is to be ignored.
 */
export const acceptMinPrice = (input: string | number, currentMax: number, bounds: PriceBounds): number | null => {
  const dollars = dollarsOf(input);
  if (dollars === null) return null;
  const cents = toCents(dollars);
  return cents < bounds.min || cents > currentMax ? null : cents;
};

/** The max price input: numeric, not below the current min, not above the range's maximum; else ignored (null). */
export const acceptMaxPrice = (input: string | number, currentMin: number, bounds: PriceBounds): number | null => {
  const dollars = dollarsOf(input);
  if (dollars === null) return null;
  const cents = toCents(dollars);
  return cents > bounds.max || cents < currentMin ? null : cents;
};

/** The slider's range in whole dollars: the bounds widened to whole dollars so every stay fits. */
export const sliderRange = (bounds: PriceBounds): { min: number; max: number } => {
  const min = Math.floor(bounds.min / 100);
  const max = Math.max(Math.ceil(bounds.max / 100), min + 1);
  return { min, max };
};

/** Slider labels at the minimum, one step, two steps and the maximum (a step is a third of the range). */
export const priceMarks = (range: { min: number; max: number }): number[] => {
  const step = (range.max - range.min) / 3;
  const marks = [range.min, Math.round(range.min + step), Math.round(range.min + 2 * step), range.max];
  return [...new Set(marks)];
};

/** A chosen end equal to its bound is no range at all: stored as null so the URL stays clean. */
export const normalisePriceRange = (
  minCents: number | null,
  maxCents: number | null,
  bounds: PriceBounds,
): { minPrice: number | null; maxPrice: number | null } => ({
  minPrice: minCents === null || minCents <= bounds.min ? null : minCents,
  maxPrice: maxCents === null || maxCents >= bounds.max ? null : maxCents,
});
