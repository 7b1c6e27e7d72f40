import { z } from 'zod';
import type {
  SmartquoteAmenities,
  SmartquoteOccupancy,
  SmartquotePricing,
  SmartquotePropertyType,
  SmartquoteSegment,
} from './smartquotes.constants';

/*
 * The forecast engine's contract (issue 16 item 4). The engine (forecast.ts) is pure: the API hands it the quote's
 * inputs and the comparable homes near it, and gets every figure back with its evidence.
 */

/** One comparable home: a real listing of the shipped market table, or one of our managed homes. */
export type TMarketComp = {
  /** Stable and not the listing's Airbnb id (`ia-<region>-<n>`, `managed-<property id>`). */
  id: string;
  latitude: number;
  longitude: number;
  bedrooms: number;
  bathrooms: number;
  /** Guests it sleeps, when known (a quote has no such input; used only to describe the comp). */
  guests: number | null;
  propertyType: SmartquotePropertyType;
  /** The advertised nightly rate (listing price, or our home's mean nightly rate over the window), cents. */
  nightlyCents: number;
  /**
   * Share of nights booked, 0..1: Inside Airbnb's review-based estimate over the year, or our home's booked nights over
   * the nights we priced it in the window.
   */
  occupancy: number;
  /** A year's booking value, cents (Inside Airbnb's estimated_revenue_l365d, or our mean rate × occupancy × 365). */
  revenueCents: number;
  source: 'inside-airbnb' | 'managed';
  /** 'Brisbane', 'Sunshine Coast', or our own company's name for managed homes. */
  region: string;
  /** The last day of the data the figures come from. */
  asOf: string;
};

/** What a quote gives the engine: only inputs a quote has (issue 16 item 4). */
export type TForecastInput = {
  latitude: number;
  longitude: number;
  bedrooms: number;
  bathrooms: number;
  carSpaces: number;
  propertyType: SmartquotePropertyType;
  segment: SmartquoteSegment;
  amenities: SmartquoteAmenities;
  pricing: SmartquotePricing;
  occupancy: SmartquoteOccupancy;
  /** Long-term rent a week, cents (null: no LTR comparison). */
  weeklyLtrCents: number | null;
  /** Percent. */
  ltrManagementFee: number | null;
  /** The short-stay management fee, percent. */
  managementFee: number | null;
  /** A one-off fee, cents: counted in the first year's costs. */
  setupFeeCents: number | null;
};

const ZBand = z.object({ p25: z.number(), p50: z.number(), p75: z.number() });
const ZSeasonBands = z.object({ low: ZBand, mid: ZBand, high: ZBand });

export const ZForecastComp = z.object({
  id: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  distanceKm: z.number(),
  bedrooms: z.number(),
  bathrooms: z.number(),
  propertyType: z.string(),
  nightlyCents: z.number().int(),
  occupancy: z.number(),
  revenueCents: z.number().int(),
  source: z.enum(['inside-airbnb', 'managed']),
  region: z.string(),
  /** The comp's weight in the forecast, 0..1, the weights summing to 1. */
  weight: z.number(),
});

/**
 * The overview's figures (docs/product/smartquotes.md#screens, #fields), yearly money in cents. `netRevenue` and `bookingValue` carry the keys of
 * the spec's chart (ltr, strmedian, conservative, optimal); `averageRate` and `occupancy` are per season (low, mid =
 * Shoulder, high = High Season) with P25/P50/P75.
 */
export const ZSmartquoteForecast = z.object({
  currency: z.enum(['AUD', 'NZD']),
  netRevenue: z.object({
    ltr: z.number().int().nullable(),
    conservative: z.number().int(),
    strmedian: z.number().int(),
    optimal: z.number().int(),
  }),
  bookingValue: z.object({ conservative: z.number().int(), strmedian: z.number().int(), optimal: z.number().int() }),
  /** Nightly rate, cents. */
  averageRate: ZSeasonBands,
  /** Share of nights booked, 0..1. */
  occupancy: ZSeasonBands,
  /** Nights of the year in each season. */
  seasonNights: z.object({ low: z.number().int(), mid: z.number().int(), high: z.number().int() }),
  /** Yearly costs taken from the booking value (management fee aside), cents, and what they are. */
  costs: z.object({
    total: z.number().int(),
    lines: z.array(z.object({ label: z.string(), cents: z.number().int() })),
  }),
  /** The evidence behind every figure. */
  competition: z.object({
    /**
     * The pool in a phrase, e.g. "12 of our homes and 75 homes let all year within 4.2 km" (issue 32). Optional:
     * forecasts stored before it was added have none.
     */
    summary: z.string().optional(),
    properties: z.array(ZForecastComp),
    radiusKm: z.number(),
    window: z.object({ from: z.string(), to: z.string() }),
    sources: z.array(z.string()),
    attribution: z.string(),
    method: z.string(),
  }),
});
export type TSmartquoteForecast = z.infer<typeof ZSmartquoteForecast>;

/** How each season's rate and occupancy relate to the year's (from our managed homes' last 365 days). */
export type TSeasonality = Record<
  'low' | 'mid' | 'high',
  { nights: number; rateFactor: number; occupancyFactor: number }
>;
