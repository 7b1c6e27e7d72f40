import { CURRENCIES, type Currency, type TPropertySearchResponse } from '@hearth/domain/properties';
import { otherFilters, type PropertyFilters } from '../hooks/use-list-state';

/** Price bounds of the current search, cents (meta.minPrice / meta.maxPrice). */
export type PriceBounds = { min: number; max: number };

/** The bounds of the stays priced in one currency. */
export type CurrencyBounds = { currency: Currency; bounds: PriceBounds };

/**
 * What the filter drawer offers for price: the bounds of each currency the search's stays are priced in (A$ and NZ$
 * totals do not compare, so each has its own range); or nothing, without dates or priced stays.
 */
export type PriceSection = { kind: 'prices'; currencies: CurrencyBounds[] } | { kind: 'none' };

/** The price section for a search's meta (`meta.priceBounds`); only a searched date range has prices. */
export const priceSectionOf = (
  meta: TPropertySearchResponse['meta'] | undefined,
  availabilitySearch: boolean,
): PriceSection => {
  if (!availabilitySearch || !meta || meta.priceBounds.length === 0) return { kind: 'none' };
  return {
    kind: 'prices',
    currencies: meta.priceBounds.map(({ currency, minPrice, maxPrice }) => ({
      currency,
      bounds: { min: minPrice, max: maxPrice },
    })),
  };
};

/** In place of the range while a search spans both currencies and none is chosen. */

/** What the drawer's price part shows for the chosen currency (`currency` of the filters). */
export type PriceView = {
  /** The currencies to choose among (after 'Any'), or null when there is nothing to choose: one currency. */
  choices: Currency[] | null;
  /** The range shown: the chosen currency's bounds, or the only currency's; null when there is none. */
  range: CurrencyBounds | null;
};

/**
 * One currency priced: its range, no choice. Both: a choice, 'Any' first, and the chosen currency's range. A chosen
 * currency the search no longer prices (the place changed) stays on offer, so it can be seen and undone.
 */
export const priceViewOf = (currencies: readonly CurrencyBounds[], chosen: Currency | null): PriceView => {
  const priced = currencies.map((entry) => entry.currency);
  const choosing = priced.length > 1 || (chosen !== null && !priced.includes(chosen));
  const shown = chosen ?? (priced.length === 1 ? (priced[0] ?? null) : null);
  return {
    choices: choosing ? CURRENCIES.filter((currency) => priced.includes(currency) || currency === chosen) : null,
    range: currencies.find((entry) => entry.currency === shown) ?? null,
  };
};

/**
 * The filters that take effect. A price range hides Property status, Cleaning status and Key status (docs/product/properties.md#screens),
 * so while one applies those are not sent either: what is hidden never filters silently.
 */
export const filtersInEffect = (filters: PropertyFilters, priceRange: boolean): PropertyFilters =>
  priceRange ? { ...filters, propertyStatuses: [], cleaningStatuses: [], keyStatuses: [] } : filters;

/** A price range counts once an end is set, and only where it applies (a searched date range). */
export const hasPriceRange = (filters: PropertyFilters, availabilitySearch: boolean): boolean =>
  availabilitySearch && (filters.minPrice !== null || filters.maxPrice !== null);

/** The price filter (a range, a currency, or both) applies only in a searched date range. */
export const hasPriceFilter = (filters: PropertyFilters, availabilitySearch: boolean): boolean =>
  hasPriceRange(filters, availabilitySearch) || (availabilitySearch && filters.currency !== null);

/** 'Filter (n)': each filter that narrows the list counts once, however many values it has; price and currency once. */
export const activeFilterCount = (filters: PropertyFilters, availabilitySearch: boolean): number => {
  const f = filtersInEffect(filters, hasPriceRange(filters, availabilitySearch));
  return (
    otherFilters(f).filter(([, value]) => value !== null).length + (hasPriceFilter(filters, availabilitySearch) ? 1 : 0)
  );
};

const toCents = (dollars: number) => Math.round(dollars * 100);

/** Parses what was typed in a price input (dollars); anything that is not a number is null. */
const dollarsOf = (input: string | number): number | null => {
  if (typeof input === 'number') return Number.isFinite(input) ? input : null;
  const text = input.replace(/(?:A|NZ)?\$|[,\s]/g, '');
  if (text === '' || !/^\d+(\.\d{0,2})?$/.test(text)) return null;
  return Number(text);
};

/**
 * The min price input (docs/product/properties.md#rules): numeric, not above the current max, not below the range's minimum.
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
