import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { AMENITIES } from '@hearth/domain';

/** The market figures the demo is calibrated on (Inside Airbnb, CC BY 4.0; see the file's `source`). */
const ZQuantiles = z.object({ p25: z.number().int(), p50: z.number().int(), p75: z.number().int() });
const ZBedroomShares = z.record(z.enum(['1', '2', '3', '4']), z.number());

const ZMarket = z.object({
  source: z.string(),
  suburbs: z.array(
    z.object({
      region: z.string(),
      suburb: z.string(),
      state: z.string(),
      listings: z.number().int(),
      latitude: z.number(),
      longitude: z.number(),
      nightlyCents: ZQuantiles,
      bedrooms: ZBedroomShares,
      occupancy: z.number(),
    }),
  ),
  byBedrooms: z.record(
    z.enum(['1', '2', '3', '4']),
    z.object({
      listings: z.number().int(),
      nightlyP50Cents: z.number().int(),
      guestsP50: z.number(),
      bathroomsP50: z.number(),
      minimumNightsP50: z.number(),
    }),
  ),
  amenityShare: z.record(z.enum(AMENITIES), z.number()),
  buildingTypeShare: z.object({ house: z.number(), apartment: z.number(), townhouse: z.number(), studio: z.number() }),
  ratingShare: z.object({
    1: z.number(),
    2: z.number(),
    3: z.number(),
    4: z.number(),
    5: z.number(),
    none: z.number(),
  }),
  regions: z.record(
    z.string(),
    z.object({
      state: z.string(),
      country: z.enum(['AU', 'NZ']),
      currency: z.enum(['AUD', 'NZD']),
      priceIndex: z.number(),
    }),
  ),
});

export type Market = z.infer<typeof ZMarket>;
export type MarketSuburb = Market['suburbs'][number];
export type BedroomKey = '1' | '2' | '3' | '4';
export const BEDROOM_KEYS: readonly BedroomKey[] = ['1', '2', '3', '4'];

export const MARKET: Market = ZMarket.parse(
  JSON.parse(readFileSync(new URL('../market/market-by-suburb.json', import.meta.url), 'utf8')),
);

/** What a place needs to draw a listing: its price quartiles, bedroom mix and occupancy, in its region's currency. */
export type MarketProfile = {
  nightlyCents: { p25: number; p75: number };
  bedrooms: Record<BedroomKey, number>;
  occupancy: number;
};

const weightedMean = (items: readonly MarketSuburb[], value: (s: MarketSuburb) => number): number => {
  const listings = items.reduce((sum, s) => sum + s.listings, 0);
  return items.reduce((sum, s) => sum + value(s) * s.listings, 0) / listings;
};

const shareOf = (shares: Partial<Record<BedroomKey, number>>, key: BedroomKey) => shares[key] ?? 0;

/** A measured suburb as it is: its quartiles are already in its own region's prices. */
export const suburbProfile = (suburb: MarketSuburb): MarketProfile => ({
  nightlyCents: { p25: suburb.nightlyCents.p25, p75: suburb.nightlyCents.p75 },
  bedrooms: {
    '1': shareOf(suburb.bedrooms, '1'),
    '2': shareOf(suburb.bedrooms, '2'),
    '3': shareOf(suburb.bedrooms, '3'),
    '4': shareOf(suburb.bedrooms, '4'),
  },
  occupancy: suburb.occupancy,
});

const brisbane = MARKET.suburbs.filter((s) => s.region === 'Brisbane');
const allListings = BEDROOM_KEYS.reduce((sum, key) => sum + (MARKET.byBedrooms[key]?.listings ?? 0), 0);

/**
 * A region without measured suburbs: Brisbane's listing-weighted quartiles (the reference, priceIndex 1) times the
 * region's priceIndex (which already converts to NZD for NZ), the overall bedroom mix, the overall occupancy.
 */
export const assumedProfile = (priceIndex: number): MarketProfile => ({
  nightlyCents: {
    p25: Math.round(weightedMean(brisbane, (s) => s.nightlyCents.p25) * priceIndex),
    p75: Math.round(weightedMean(brisbane, (s) => s.nightlyCents.p75) * priceIndex),
  },
  bedrooms: {
    '1': (MARKET.byBedrooms['1']?.listings ?? 0) / allListings,
    '2': (MARKET.byBedrooms['2']?.listings ?? 0) / allListings,
    '3': (MARKET.byBedrooms['3']?.listings ?? 0) / allListings,
    '4': (MARKET.byBedrooms['4']?.listings ?? 0) / allListings,
  },
  occupancy: weightedMean(MARKET.suburbs, (s) => s.occupancy),
});

/** The market's typical figures for a bedroom count (bathrooms, guests, minimum nights, median price). */
export const bedroomFigures = (key: BedroomKey) => {
  const figures = MARKET.byBedrooms[key];
  if (!figures) throw new Error(`market-by-suburb.json has no byBedrooms.${key}`);
  return figures;
};

/** How much dearer a listing with `key` bedrooms is than the average listing of a place with this mix. */
export const bedroomPriceFactor = (profile: MarketProfile, key: BedroomKey): number => {
  const mixMedian = BEDROOM_KEYS.reduce((sum, k) => sum + profile.bedrooms[k] * bedroomFigures(k).nightlyP50Cents, 0);
  const shares = BEDROOM_KEYS.reduce((sum, k) => sum + profile.bedrooms[k], 0);
  return bedroomFigures(key).nightlyP50Cents / (mixMedian / shares);
};
