import { timezoneOfPlace, type Currency } from '@hearth/domain';
import { readLocations, type LocationRecord } from '../../db/reference/locations';
import { assumedProfile, MARKET, suburbProfile, type MarketProfile } from './market';
import { postcodeOf } from './postcodes';

export const REGION_NAMES = [
  'Brisbane',
  'Sunshine Coast',
  'Sydney',
  'Melbourne',
  'Gold Coast',
  'Hobart',
  'Auckland',
  'Queenstown',
] as const;
export type RegionName = (typeof REGION_NAMES)[number];

/** Which yearly price curve a region follows (see seasons.ts). */
export type SeasonProfile = 'au-coast' | 'au-city' | 'au-south' | 'nz-city' | 'nz-alpine';

export type Region = {
  name: RegionName;
  country: 'AU' | 'NZ';
  currency: Currency;
  priceIndex: number;
  season: SeasonProfile;
  /** Share of the generated portfolio. */
  weight: number;
};

const SEASONS: Record<RegionName, SeasonProfile> = {
  Brisbane: 'au-city',
  'Sunshine Coast': 'au-coast',
  Sydney: 'au-city',
  Melbourne: 'au-south',
  'Gold Coast': 'au-coast',
  Hobart: 'au-south',
  Auckland: 'nz-city',
  Queenstown: 'nz-alpine',
};

const WEIGHTS: Record<RegionName, number> = {
  Brisbane: 0.2,
  'Sunshine Coast': 0.24,
  Sydney: 0.16,
  Melbourne: 0.12,
  'Gold Coast': 0.12,
  Hobart: 0.06,
  Auckland: 0.06,
  Queenstown: 0.04,
};

export const REGIONS: Record<RegionName, Region> = Object.fromEntries(
  REGION_NAMES.map((name) => {
    const market = MARKET.regions[name];
    if (!market) throw new Error(`market-by-suburb.json has no region ${name}`);
    const region: Region = {
      name,
      country: market.country,
      currency: market.currency,
      priceIndex: market.priceIndex,
      season: SEASONS[name],
      weight: WEIGHTS[name],
    };
    return [name, region];
  }),
) as Record<RegionName, Region>;

/** A real suburb or town a listing can stand in, with what the market says about it. */
export type Place = {
  region: RegionName;
  suburb: string;
  /** State (AU) or region (NZ), as written in an address. */
  state: string;
  postcode: string;
  country: 'Australia' | 'New Zealand';
  timezone: string;
  latitude: number;
  longitude: number;
  profile: MarketProfile;
  /** How often a listing lands here, relative to its region's other places. */
  weight: number;
  /** A dearer street than its region's average (harbour and beachfront suburbs). */
  premium: number;
};

type ListedRegion = 'Sydney' | 'Melbourne' | 'Gold Coast' | 'Hobart' | 'Auckland' | 'Queenstown';

/**
 * Places of the regions without market figures, as `Suburb premium` (the premium multiplies the region's prices).
 * Coordinates come from the gazetteer.
 */
const LISTED_PLACES: Record<ListedRegion, { state: string; places: string }> = {
  Sydney: {
    state: 'NSW',
    places: `Bondi Beach 1.25, Bondi 1.1, Bronte 1.2, Coogee 1.1, Clovelly 1.1, Randwick 1, Surry Hills 1, Darlinghurst 1, Paddington 1.1, Potts Point 1, Woolloomooloo 1.1, Newtown 0.9, Glebe 0.95, Balmain 1.05, Pyrmont 1, Manly 1.2, Freshwater 1.15, Dee Why 1, Collaroy 1.05, Palm Beach 1.4, Mosman 1.3, Neutral Bay 1.05, Kirribilli 1.2, Cronulla 1.05, Marrickville 0.85, Redfern 0.9, Leichhardt 0.9, Double Bay 1.25, Rose Bay 1.2, Watsons Bay 1.3, Chippendale 0.9, Ultimo 0.9, The Rocks 1.2, Millers Point 1.15, Haymarket 0.9, Sydney 1`,
  },
  Melbourne: {
    state: 'VIC',
    places: `Melbourne 1, Southbank 1, Docklands 0.95, Carlton 0.95, Fitzroy 1, Collingwood 0.95, Richmond 0.95, South Yarra 1.05, Prahran 1, St Kilda 1.05, Elwood 1.05, Brighton 1.2, Albert Park 1.15, Port Melbourne 1.1, South Melbourne 1, Williamstown 1.05, Footscray 0.85, Brunswick 0.9, Northcote 0.9, Hawthorn 1, Abbotsford 0.9, Windsor 0.95, Kensington 0.9, North Melbourne 0.9, Fitzroy North 0.95, Carlton North 0.95`,
  },
  'Gold Coast': {
    state: 'QLD',
    places: `Surfers Paradise 1, Main Beach 1.2, Broadbeach 1.05, Mermaid Beach 1.15, Miami 1, Burleigh Heads 1.15, Palm Beach 1.1, Currumbin 1.05, Tugun 1, Coolangatta 1.05, Bilinga 1, Southport 0.85, Labrador 0.85, Runaway Bay 0.9, Hope Island 1.1, Mermaid Waters 0.95, Broadbeach Waters 1, Biggera Waters 0.85, Varsity Lakes 0.85, Robina 0.85, Tallebudgera 1`,
  },
  Hobart: {
    state: 'TAS',
    places: `Hobart 1, North Hobart 0.95, West Hobart 1, Battery Point 1.2, South Hobart 0.95, Sandy Bay 1.1, Dynnyrne 0.95, New Town 0.9, Lenah Valley 0.85, Mount Stuart 0.95, Glebe 0.95, Bellerive 1, Howrah 0.95, Lindisfarne 0.9, Rosny 0.9, Kingston Beach 1.05, Kingston 0.85, Taroona 1.05, Tranmere 0.95, Lauderdale 0.9`,
  },
  Auckland: {
    state: 'Auckland',
    places: `Auckland 1, Ponsonby 1.1, Freemans Bay 1.05, St Marys Bay 1.15, Grey Lynn 1, Kingsland 0.95, Eden Terrace 0.9, Parnell 1.1, Newmarket 0.95, Remuera 1.1, Mount Eden 1, Epsom 1, Grafton 0.9, Mission Bay 1.15, Kohimarama 1.1, St Heliers 1.15, Narrow Neck 1.1, Takapuna 1.1, Milford 1.05, Onehunga 0.85, Westmere 1.05, Point Chevalier 0.95, Birkenhead 0.95`,
  },
  Queenstown: {
    state: 'Otago',
    places: `Queenstown 1, Frankton 0.9, Arrowtown 1.1, Arthurs Point 1.05, Jack's Point 1.25`,
  },
};

/** Market neighbourhoods that are not one suburb: the real towns they stand for. */
const NEIGHBOURHOOD_TOWNS: Record<string, readonly string[]> = {
  'Caloundra Hinterland': ['Maleny', 'Montville'],
  'Noosa Hinterland': ['Pomona', 'Cooroy', 'Kin Kin'],
  'Maroochy Hinterland': ['Mapleton', 'Kenilworth', 'Flaxton'],
  'Buderim - North': ['Buderim'],
  'Buderim - South': ['Buderim'],
  'Meridan Plains - Little Mountain (North)': ['Meridan Plains', 'Little Mountain'],
};

const gazetteer = (() => {
  let byKey: Map<string, LocationRecord> | null = null;
  return (): Map<string, LocationRecord> => {
    byKey ??= new Map(readLocations().map((l) => [`${l.country}:${l.region}:${l.name}`, l]));
    return byKey;
  };
})();

const countryName = (country: 'AU' | 'NZ') => (country === 'AU' ? 'Australia' : 'New Zealand');

/** A place by name, its coordinates from the gazetteer (or `fallback` where the gazetteer lacks it). */
export const placeOf = (options: {
  region: RegionName;
  suburb: string;
  state: string;
  profile: MarketProfile;
  weight?: number;
  premium?: number;
  fallback?: { latitude: number; longitude: number };
}): Place => {
  const country = REGIONS[options.region].country;
  const found = gazetteer().get(`${country}:${options.state}:${options.suburb}`) ?? options.fallback;
  if (!found) throw new Error(`${options.suburb} ${options.state} is not in the gazetteer`);
  return {
    region: options.region,
    suburb: options.suburb,
    state: options.state,
    postcode: postcodeOf(options.state, options.suburb),
    country: countryName(country),
    // A seeded home's clock is the product's rule for any home (home-timezone.rules.ts).
    timezone: timezoneOfPlace({ state: options.state, country }),
    latitude: found.latitude,
    longitude: found.longitude,
    profile: options.profile,
    weight: options.weight ?? 1,
    premium: options.premium ?? 1,
  };
};

const marketPlaces = (region: 'Brisbane' | 'Sunshine Coast'): Place[] =>
  MARKET.suburbs
    .filter((s) => s.region === region)
    .flatMap((s) => {
      const towns = NEIGHBOURHOOD_TOWNS[s.suburb] ?? s.suburb.split(' - ').map((t) => t.trim());
      return towns.map((suburb) =>
        placeOf({
          region,
          suburb,
          state: s.state,
          profile: suburbProfile(s),
          weight: s.listings / towns.length,
          fallback: { latitude: s.latitude, longitude: s.longitude },
        }),
      );
    });

const listedPlaces = (region: ListedRegion): Place[] => {
  const { state, places } = LISTED_PLACES[region];
  const profile = assumedProfile(REGIONS[region].priceIndex);
  return places.split(', ').map((entry) => {
    const cut = entry.lastIndexOf(' ');
    return placeOf({ region, suburb: entry.slice(0, cut), state, profile, premium: Number(entry.slice(cut + 1)) });
  });
};

/** Every place listings are drawn from, by region; built once. */
export const PLACES: Record<RegionName, readonly Place[]> = {
  Brisbane: marketPlaces('Brisbane'),
  'Sunshine Coast': marketPlaces('Sunshine Coast'),
  Sydney: listedPlaces('Sydney'),
  Melbourne: listedPlaces('Melbourne'),
  'Gold Coast': listedPlaces('Gold Coast'),
  Hobart: listedPlaces('Hobart'),
  Auckland: listedPlaces('Auckland'),
  Queenstown: listedPlaces('Queenstown'),
};

/** The place of a hand-written demo listing, by its town; towns outside the eight regions borrow a neighbour's market. */
export const placeOfTown = (suburb: string, state: string, region: RegionName): Place =>
  PLACES[region].find((p) => p.suburb === suburb && p.state === state) ??
  placeOf({ region, suburb, state, profile: assumedProfile(REGIONS[region].priceIndex) });
