// Reads an Inside Airbnb "detailed listings" file (.csv.gz) into clean rows: only the fields the comps table, the
// backtest and the baseline need. `id` stays text (values reach 1.55e18, beyond 2^53) and is never written out.

import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import type { SmartquotePropertyType } from '@hearth/domain';

export type TListingRow = {
  id: string;
  roomType: string;
  /** Inside Airbnb's property_type, e.g. 'Entire rental unit'. */
  listingType: string;
  propertyType: SmartquotePropertyType;
  latitude: number;
  longitude: number;
  /** Null when the file has none (3% of Brisbane's rows). */
  bedrooms: number | null;
  bathrooms: number | null;
  guests: number | null;
  /** The listing's amenities as Airbnb names them, e.g. 'Pool', 'Free parking on premises'. */
  amenities: string[];
  /** Whole dollars and cents as listed; null when empty or not positive. */
  price: number | null;
  minimumNights: number;
  reviewsLtm: number;
  /** Nights a year: estimated_occupancy_l365d where the file has it, else the documented proxy. */
  occupancyNights: number;
  /** A year's revenue in dollars: estimated_revenue_l365d where present, else price × occupancyNights. */
  revenue: number;
  /** Whether occupancy and revenue came from the file's estimated_* columns or from the proxy. */
  estimateSource: 'column' | 'proxy';
  lastScraped: string;
  /**
   * Nights of the coming 365 neither booked nor blocked when scraped: a forward look, so a home booked solid for the
   * next months shows low too; only a calendar closed for most of the year says "not let all year".
   */
  availability365: number;
  /** The host's entire-home listings in this file (Inside Airbnb's calculated_host_listings_count_entire_homes). */
  hostEntireHomes: number;
  /** Guests can book without the host's approval. */
  instantBookable: boolean;
  /** The day of the listing's first review (YYYY-MM-DD), '' when it has none. */
  firstReview: string;
};

/** Inside Airbnb's own review-based occupancy (BACKTEST.md "Reading it"): 50% of stays reviewed, stays of 3+ nights. */
export const proxyOccupancyNights = (reviewsLtm: number, minimumNights: number): number =>
  Math.min(255, 2 * reviewsLtm * Math.max(3, minimumNights));

// Everything an owner would call an apartment; every other entire place (home, townhouse, guest suite, villa,
// cabin...) is a house, the quote's default type.
const APARTMENT_TYPES = new Set([
  'Entire rental unit',
  'Entire condo',
  'Entire serviced apartment',
  'Entire loft',
  'Room in aparthotel',
  'Room in serviced apartment',
]);
export const mapPropertyType = (listingType: string): SmartquotePropertyType =>
  APARTMENT_TYPES.has(listingType) ? 'apartment' : 'house';

const numberOrNull = (text: string | undefined): number | null => {
  if (text === undefined || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
};

/** "$1,234.00" → 1234; empty or non-positive → null. */
export const parsePrice = (text: string | undefined): number | null => {
  const value = numberOrNull(text?.replace(/[$,]/g, ''));
  return value !== null && value > 0 ? value : null;
};

/** "1.5 baths", "1 private bath", "Half-bath" (0.5), "Shared half-bath" (0.5); null when it names no number. */
export const parseBathroomsText = (text: string | undefined): number | null => {
  if (!text) return null;
  const number = /(\d+(?:\.\d+)?)/.exec(text);
  if (number) return Number(number[1]);
  return /half-bath/i.test(text) ? 0.5 : null;
};

/** The amenities column: a JSON array of names; anything unreadable counts as none. */
export const parseAmenities = (text: string | undefined): string[] => {
  try {
    const value: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(value) ? value.filter((name): name is string => typeof name === 'string') : [];
  } catch {
    return [];
  }
};

type TRawRow = Record<string, string | undefined>;

const cleanRow = (raw: TRawRow): TListingRow => {
  const price = parsePrice(raw.price);
  const minimumNights = numberOrNull(raw.minimum_nights) ?? 1;
  const reviewsLtm = numberOrNull(raw.number_of_reviews_ltm) ?? 0;
  const hasColumns = raw.estimated_occupancy_l365d !== undefined && raw.estimated_revenue_l365d !== undefined;
  const occupancyNights = hasColumns
    ? (numberOrNull(raw.estimated_occupancy_l365d) ?? 0)
    : proxyOccupancyNights(reviewsLtm, minimumNights);
  const revenue = hasColumns ? (numberOrNull(raw.estimated_revenue_l365d) ?? 0) : (price ?? 0) * occupancyNights;
  const listingType = raw.property_type ?? '';
  return {
    id: raw.id ?? '',
    roomType: raw.room_type ?? '',
    listingType,
    propertyType: mapPropertyType(listingType),
    latitude: Number(raw.latitude),
    longitude: Number(raw.longitude),
    bedrooms: numberOrNull(raw.bedrooms),
    bathrooms: numberOrNull(raw.bathrooms) ?? parseBathroomsText(raw.bathrooms_text),
    guests: numberOrNull(raw.accommodates),
    amenities: parseAmenities(raw.amenities),
    price,
    minimumNights,
    reviewsLtm,
    occupancyNights,
    revenue,
    estimateSource: hasColumns ? 'column' : 'proxy',
    lastScraped: raw.last_scraped ?? '',
    availability365: numberOrNull(raw.availability_365) ?? 0,
    hostEntireHomes: numberOrNull(raw.calculated_host_listings_count_entire_homes) ?? 1,
    instantBookable: raw.instant_bookable === 't',
    firstReview: raw.first_review ?? '',
  };
};

/** Every row of the file, cleaned (no filtering: callers apply their own rule). */
export const readListings = (path: string): TListingRow[] => {
  const records = parse(gunzipSync(readFileSync(path)), {
    columns: true,
    skip_empty_lines: true,
    relax_column_count: true,
    bom: true,
    cast: false,
  }) as TRawRow[];
  return records.map(cleanRow);
};

/** The file's scrape date: the most common last_scraped (Brisbane has 2 late rows of 24 Nov among 6,145 of 11 Nov). */
export const scrapeDate = (rows: readonly TListingRow[]): string => {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.lastScraped, (counts.get(row.lastScraped) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? '';
};
