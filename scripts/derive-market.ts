// Derives apps/api/src/seed/market/market-by-suburb.json, the calibration table for the demo seed, from the
// Inside Airbnb detailed listings for Brisbane (11 Nov 2025) and the Sunshine Coast (30 Jun 2024).
//
// Usage: node --import tsx scripts/derive-market.ts ../shared/data
//
// Only aggregates are written: no listing ids, host fields, names, descriptions or other free text.
// Data: Inside Airbnb (http://insideairbnb.com), CC BY 4.0; the attribution is in the output and docs/DATA.md.

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { AMENITIES, type Amenity } from '@hearth/domain';

const OUTPUT = fileURLToPath(new URL('../apps/api/src/seed/market/market-by-suburb.json', import.meta.url));

const SOURCE =
  'Data source: Inside Airbnb (http://insideairbnb.com), Brisbane 11 Nov 2025 and Sunshine Coast 30 Jun 2024 detailed ' +
  'listings, licensed under CC BY 4.0 (https://creativecommons.org/licenses/by/4.0/). Modified: kept entire homes ' +
  'with a price only, price parsed to cents, listings above the 99th price percentile of each file dropped, ' +
  'aggregated per suburb (Inside Airbnb neighbourhood) and overall, amenities mapped to 12 codes, occupancy from ' +
  "Inside Airbnb's review-based estimate. Inside Airbnb does not endorse Hearth.";

const OCCUPANCY_BASIS =
  "Mean over listings with at least one review in the last 12 months of Inside Airbnb's review-based occupancy " +
  'estimate: min(number_of_reviews_ltm x 2 x max(3, minimum_nights), 255) nights / 365 (a 50% review rate, stays of ' +
  'at least 3 nights, capped at 70%). Brisbane: its estimated_occupancy_l365d column, which equals that formula on ' +
  'every row. Sunshine Coast: the file has no such column, so the same formula is applied to its own ' +
  'number_of_reviews_ltm and minimum_nights. It is an estimate from reviews, not observed bookings.';

type Region = 'Brisbane' | 'Sunshine Coast';

type InputFile = { region: Region; file: string; hasOccupancyColumn: boolean };

const FILES: InputFile[] = [
  { region: 'Brisbane', file: 'insideairbnb_brisbane_2025-11-11_listings.csv.gz', hasOccupancyColumn: true },
  {
    region: 'Sunshine Coast',
    file: 'insideairbnb_sunshine-coast_2024-06-30_listings.csv.gz',
    hasOccupancyColumn: false,
  },
];

/** The product's 12 amenity codes: the derived shares are keyed by them. */
const AMENITY_CODES = AMENITIES;
type AmenityCode = Amenity;

// Inside Airbnb amenity strings → our codes. Matching is on the lower-cased string.
const AMENITY_RULES: Record<AmenityCode, (a: string) => boolean> = {
  // "Wifi", "Wifi – 47 Mbps", "Fast wifi – 52 Mbps", "Pocket wifi".
  'wireless-internet': (a) => /\bwifi\b/.test(a),
  // "Air conditioning", "Central air conditioning", "Portable air conditioning", "AC - split type ductless system",
  // "Window AC unit".
  'air-conditioning': (a) => a.includes('air conditioning') || /\bac\b/.test(a),
  // "Free parking on premises", "Free driveway parking on premises – 2 spaces", "Free carport on premises", ….
  'free-parking-on-premises': (a) => a.startsWith('free ') && a.includes('on premises'),
  // "Pool", "Private pool", "Shared outdoor pool - available all year, …"; not "Pool table" or "Pool view".
  pool: (a) => /^(?:(?:private|shared) )?(?:(?:outdoor|indoor) )?pool(?:$| ?-)/.test(a),
  // "Hot tub", "Private hot tub", "Shared hot tub - available all year".
  'hot-tub': (a) => /^(?:(?:private|shared) )?hot tub(?:$| ?-)/.test(a),
  // "Heating", "Central heating", "Radiant heating", "Heating - split type ductless system", "Portable heater".
  heating: (a) => a.includes('heating') || a === 'portable heater',
  // "Indoor fireplace", "Indoor fireplace: wood-burning"; not "Fireplace guards".
  'indoor-fireplace': (a) => a.startsWith('indoor fireplace'),
  // Exactly "Kitchen" (not "Kitchenette" or "Outdoor kitchen").
  kitchen: (a) => a === 'kitchen',
  // "Washer", "Washer – In unit", "Free washer – In unit", "Paid washer – In building"; not "Dishwasher".
  washer: (a) => /^(?:free |paid )?washer\b/.test(a),
  // "Patio or balcony", "Private patio or balcony", "Shared patio or balcony".
  balcony: (a) => a.includes('patio or balcony'),
  // "Backyard", "Private backyard – Fully fenced", "Shared backyard", a garden; not "Garden view".
  garden: (a) => a.includes('backyard') || /^(?:(?:private|shared) )?garden$/.test(a),
  // "BBQ grill", "BBQ grill: gas", "Private BBQ grill: electric", "Shared BBQ grill".
  'bbq-grill': (a) => a.includes('bbq grill'),
};

type BuildingType = 'house' | 'apartment' | 'townhouse' | 'studio';
const BUILDING_TYPES: Record<string, BuildingType> = {
  'Entire home': 'house',
  'Entire house': 'house',
  'Entire villa': 'house',
  'Entire cottage': 'house',
  'Entire bungalow': 'house',
  'Entire cabin': 'house',
  'Entire rental unit': 'apartment',
  'Entire condo': 'apartment',
  'Entire serviced apartment': 'apartment',
  'Entire loft': 'apartment',
  'Entire townhouse': 'townhouse',
  'Entire guest suite': 'studio',
  'Entire guesthouse': 'studio',
  'Entire studio': 'studio',
};

type Listing = {
  region: Region;
  suburb: string;
  latitude: number;
  longitude: number;
  priceCents: number;
  bedrooms: number | null;
  guests: number | null;
  bathrooms: number | null;
  minimumNights: number;
  amenities: Set<AmenityCode>;
  buildingType: BuildingType;
  rating: number | null;
  reviewsLtm: number;
  occupancy: number;
};

// ---------------------------------------------------------------------------------------------------------------
// CSV (RFC 4180): quoted fields may hold commas, doubled quotes and line breaks. Everything stays a string, so ids
// beyond 2^53 are never turned into numbers (and they are not read anyway).

const parseCsv = (text: string): string[][] => {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const n = text.length;
  while (i < n) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i += 1;
        continue;
      }
      const next = text.indexOf('"', i);
      const end = next === -1 ? n : next;
      field += text.slice(i, end);
      i = end;
      continue;
    }
    if (c === '"' && field === '') {
      quoted = true;
      i += 1;
    } else if (c === ',') {
      row.push(field);
      field = '';
      i += 1;
    } else if (c === '\n' || c === '\r') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += c === '\r' && text[i + 1] === '\n' ? 2 : 1;
    } else {
      field += c;
      i += 1;
    }
  }
  if (quoted) throw new Error('CSV: unterminated quoted field');
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
};

// ---------------------------------------------------------------------------------------------------------------
// Small statistics helpers.

/** Linear-interpolation quantile (R type 7) of an ascending array. */
const quantile = (sorted: number[], p: number): number => {
  if (sorted.length === 0) throw new Error('quantile of nothing');
  const h = (sorted.length - 1) * p;
  const lo = Math.floor(h);
  const a = sorted[lo] ?? 0;
  const b = sorted[Math.min(lo + 1, sorted.length - 1)] ?? a;
  return a + (h - lo) * (b - a);
};
const ascending = (xs: number[]): number[] => [...xs].sort((a, b) => a - b);
const median = (xs: number[]): number => quantile(ascending(xs), 0.5);
const round = (x: number, digits: number): number => Number(x.toFixed(digits));
const mean = (xs: number[]): number => xs.reduce((s, x) => s + x, 0) / xs.length;
const share = (count: number, total: number): number => (total === 0 ? 0 : round(count / total, 3));
const present = <T>(xs: (T | null)[]): T[] => xs.filter((x): x is T => x !== null);

// ---------------------------------------------------------------------------------------------------------------
// Field parsing.

/** "$1,234.00" → 123400; undefined when empty or not a positive amount. */
const parsePriceCents = (raw: string): number | undefined => {
  const m = /^\$?([\d,]+)(?:\.(\d{1,2}))?$/.exec(raw.trim());
  if (!m) return undefined;
  const dollars = Number((m[1] ?? '').replace(/,/g, ''));
  const cents = Number((m[2] ?? '0').padEnd(2, '0'));
  const total = dollars * 100 + cents;
  return total > 0 ? total : undefined;
};

const parseNumber = (raw: string): number | null => {
  if (raw.trim() === '') return null;
  const n = Number(raw);
  return Number.isFinite(n) ? n : null;
};

/** bathrooms, or from bathrooms_text ("2.5 baths", "1 shared bath", "Half-bath"). */
const parseBathrooms = (bathrooms: string, text: string): number | null => {
  const direct = parseNumber(bathrooms);
  if (direct !== null) return direct;
  const m = /^(\d+(?:\.\d+)?)/.exec(text.trim());
  if (m) return Number(m[1]);
  return /half-bath/i.test(text) ? 0.5 : null;
};

const parseAmenities = (raw: string): Set<AmenityCode> => {
  const list: unknown = JSON.parse(raw || '[]');
  const codes = new Set<AmenityCode>();
  if (!Array.isArray(list)) return codes;
  for (const item of list) {
    if (typeof item !== 'string') continue;
    const a = item.toLowerCase().replace(/\s+/g, ' ').trim();
    for (const code of AMENITY_CODES) if (AMENITY_RULES[code](a)) codes.add(code);
  }
  return codes;
};

/** Inside Airbnb's occupancy model (reproduces estimated_occupancy_l365d), in nights. */
const modelledOccupancyNights = (reviewsLtm: number, minimumNights: number): number =>
  Math.min(reviewsLtm * 2 * Math.max(3, minimumNights), 255);

const cleanSuburb = (s: string): string => s.replace(/\s*\(Qld\)$/i, '').trim();

// ---------------------------------------------------------------------------------------------------------------

type FileResult = { listings: Listing[]; stats: Record<string, number | string> };

const readFile = (dir: string, input: InputFile): FileResult => {
  const text = gunzipSync(readFileSync(join(dir, input.file))).toString('utf8');
  const [header, ...records] = parseCsv(text);
  if (!header) throw new Error(`${input.file}: empty`);
  const col = (name: string): number => {
    const i = header.indexOf(name);
    if (i === -1) throw new Error(`${input.file}: no column ${name}`);
    return i;
  };
  const c = {
    roomType: col('room_type'),
    propertyType: col('property_type'),
    suburb: col('neighbourhood_cleansed'),
    latitude: col('latitude'),
    longitude: col('longitude'),
    price: col('price'),
    bedrooms: col('bedrooms'),
    accommodates: col('accommodates'),
    bathrooms: col('bathrooms'),
    bathroomsText: col('bathrooms_text'),
    minimumNights: col('minimum_nights'),
    amenities: col('amenities'),
    rating: col('review_scores_rating'),
    reviewsLtm: col('number_of_reviews_ltm'),
    availability365: col('availability_365'),
    occupancy: input.hasOccupancyColumn ? col('estimated_occupancy_l365d') : -1,
  };
  const get = (r: string[], i: number): string => r[i] ?? '';

  let entire = 0;
  let modelMatches = 0;
  const candidates: Listing[] = [];
  const availabilityProxy: number[] = [];
  for (const r of records) {
    if (r.length !== header.length) throw new Error(`${input.file}: row with ${r.length} of ${header.length} fields`);
    if (get(r, c.roomType) !== 'Entire home/apt') continue;
    entire += 1;
    const priceCents = parsePriceCents(get(r, c.price));
    if (priceCents === undefined) continue;
    const minimumNights = parseNumber(get(r, c.minimumNights)) ?? 1;
    const reviewsLtm = parseNumber(get(r, c.reviewsLtm)) ?? 0;
    const modelled = modelledOccupancyNights(reviewsLtm, minimumNights);
    let nights = modelled;
    if (input.hasOccupancyColumn) {
      const reported = parseNumber(get(r, c.occupancy));
      if (reported === null) throw new Error(`${input.file}: priced listing without estimated_occupancy_l365d`);
      if (reported === modelled) modelMatches += 1;
      nights = reported;
    }
    const availability = parseNumber(get(r, c.availability365));
    if (availability !== null) availabilityProxy.push(Math.min(0.9, Math.max(0.15, 1 - availability / 365)));
    const rawBedrooms = parseNumber(get(r, c.bedrooms));
    candidates.push({
      region: input.region,
      suburb: cleanSuburb(get(r, c.suburb)),
      latitude: Number(get(r, c.latitude)),
      longitude: Number(get(r, c.longitude)),
      priceCents,
      bedrooms: rawBedrooms === null ? null : Math.max(1, rawBedrooms),
      guests: parseNumber(get(r, c.accommodates)),
      bathrooms: parseBathrooms(get(r, c.bathrooms), get(r, c.bathroomsText)),
      minimumNights,
      amenities: parseAmenities(get(r, c.amenities)),
      buildingType: BUILDING_TYPES[get(r, c.propertyType)] ?? 'house',
      rating: parseNumber(get(r, c.rating)),
      reviewsLtm,
      occupancy: nights / 365,
    });
  }
  const p99 = quantile(ascending(candidates.map((l) => l.priceCents)), 0.99);
  const listings = candidates.filter((l) => l.priceCents <= p99);
  const active = listings.filter((l) => l.reviewsLtm > 0);
  return {
    listings,
    stats: {
      rows: records.length,
      entireHomes: entire,
      withPrice: candidates.length,
      p99Cents: Math.round(p99),
      kept: listings.length,
      medianCents: Math.round(median(listings.map((l) => l.priceCents))),
      activeListings: active.length,
      occupancyActiveMean: round(mean(active.map((l) => l.occupancy)), 3),
      occupancyAllMean: round(mean(listings.map((l) => l.occupancy)), 3),
      availabilityProxyMean: round(mean(availabilityProxy), 3),
      ...(input.hasOccupancyColumn ? { occupancyModelMatches: `${modelMatches}/${candidates.length}` } : {}),
    },
  };
};

const bedroomKey = (b: number): '1' | '2' | '3' | '4' => (b >= 4 ? '4' : b >= 3 ? '3' : b >= 2 ? '2' : '1');

const occupancyOf = (listings: Listing[]): number => {
  const active = listings.filter((l) => l.reviewsLtm > 0);
  return active.length === 0 ? 0 : round(mean(active.map((l) => l.occupancy)), 3);
};

const main = (): void => {
  const arg = process.argv[2];
  if (!arg) {
    console.error('usage: node --import tsx scripts/derive-market.ts <dir with the Inside Airbnb files>');
    process.exit(2);
  }
  const dir = resolve(arg);
  const results = FILES.map((f) => ({ input: f, ...readFile(dir, f) }));
  const all = results.flatMap((r) => r.listings);

  // Per suburb (Inside Airbnb's neighbourhood_cleansed), at least 15 listings.
  const groups = new Map<string, Listing[]>();
  for (const l of all) {
    const key = `${l.region}|${l.suburb}`;
    const list = groups.get(key);
    if (list) list.push(l);
    else groups.set(key, [l]);
  }
  const suburbs = [...groups.values()]
    .filter((ls) => ls.length >= 15)
    .map((ls) => {
      const first = ls[0];
      if (!first) throw new Error('empty group');
      const prices = ascending(ls.map((l) => l.priceCents));
      const beds = present(ls.map((l) => l.bedrooms));
      return {
        region: first.region,
        suburb: first.suburb,
        state: 'QLD',
        listings: ls.length,
        latitude: round(median(ls.map((l) => l.latitude)), 4),
        longitude: round(median(ls.map((l) => l.longitude)), 4),
        nightlyCents: {
          p25: Math.round(quantile(prices, 0.25)),
          p50: Math.round(quantile(prices, 0.5)),
          p75: Math.round(quantile(prices, 0.75)),
        },
        bedrooms: Object.fromEntries(
          (['1', '2', '3', '4'] as const).map((k) => [
            k,
            share(beds.filter((b) => bedroomKey(b) === k).length, beds.length),
          ]),
        ),
        occupancy: occupancyOf(ls),
      };
    })
    .sort((a, b) => a.region.localeCompare(b.region) || b.listings - a.listings || a.suburb.localeCompare(b.suburb));

  // Pooled over both files.
  const byBedrooms = Object.fromEntries(
    (['1', '2', '3', '4'] as const).map((k) => {
      const ls = all.filter((l) => l.bedrooms !== null && bedroomKey(l.bedrooms) === k);
      return [
        k,
        {
          listings: ls.length,
          nightlyP50Cents: Math.round(median(ls.map((l) => l.priceCents))),
          guestsP50: median(present(ls.map((l) => l.guests))),
          bathroomsP50: median(present(ls.map((l) => l.bathrooms))),
          minimumNightsP50: median(ls.map((l) => l.minimumNights)),
        },
      ];
    }),
  );
  const amenityShare = Object.fromEntries(
    AMENITY_CODES.map((code) => [code, share(all.filter((l) => l.amenities.has(code)).length, all.length)]),
  );
  const buildingTypeShare = Object.fromEntries(
    (['house', 'apartment', 'townhouse', 'studio'] as const).map((t) => [
      t,
      share(all.filter((l) => l.buildingType === t).length, all.length),
    ]),
  );
  const ratingBucket = (r: number | null): string =>
    r === null ? 'none' : String(Math.min(5, Math.max(1, Math.floor(r))));
  const ratingShare = Object.fromEntries(
    ['5', '4', '3', '2', '1', 'none'].map((k) => [
      k,
      share(all.filter((l) => ratingBucket(l.rating) === k).length, all.length),
    ]),
  );

  const brisbane = results.find((r) => r.input.region === 'Brisbane');
  const sunshine = results.find((r) => r.input.region === 'Sunshine Coast');
  if (!brisbane || !sunshine) throw new Error('missing input');
  const medianOf = (ls: Listing[]): number => median(ls.map((l) => l.priceCents));
  const bne = medianOf(brisbane.listings);
  const scc = medianOf(sunshine.listings);
  const dollars = (cents: number): string => `$${Math.round(cents / 100)}`;
  const regions = {
    Brisbane: {
      state: 'QLD',
      country: 'AU',
      currency: 'AUD',
      priceIndex: 1,
      basis: `measured: the reference region; Inside Airbnb 11 Nov 2025 entire-home median ${dollars(bne)} AUD a night (${brisbane.listings.length} listings after trimming), occupancy ${occupancyOf(brisbane.listings)}.`,
    },
    'Sunshine Coast': {
      state: 'QLD',
      country: 'AU',
      currency: 'AUD',
      priceIndex: round(scc / bne, 2),
      basis: `measured: Inside Airbnb 30 Jun 2024 entire-home median ${dollars(scc)} AUD (${sunshine.listings.length} listings) over Brisbane's ${dollars(bne)}; the Sunshine Coast file is 17 months older and not adjusted for that. Occupancy ${occupancyOf(sunshine.listings)}.`,
    },
    Sydney: {
      state: 'NSW',
      country: 'AU',
      currency: 'AUD',
      priceIndex: 1.4,
      basis: 'assumed, not measured (no Sydney file here): Sydney entire-home medians run about 1.4x Brisbane.',
    },
    Melbourne: {
      state: 'VIC',
      country: 'AU',
      currency: 'AUD',
      priceIndex: 1.05,
      basis: 'assumed, not measured (no Melbourne file here): Melbourne entire-home medians run about 1.05x Brisbane.',
    },
    'Gold Coast': {
      state: 'QLD',
      country: 'AU',
      currency: 'AUD',
      priceIndex: 1.35,
      basis:
        'assumed, not measured (no Gold Coast file here): a coastal holiday market like the Sunshine Coast, taken as about 1.35x Brisbane.',
    },
    Hobart: {
      state: 'TAS',
      country: 'AU',
      currency: 'AUD',
      priceIndex: 1.05,
      basis: 'assumed, not measured (no Hobart file here): Hobart entire-home medians run about 1.05x Brisbane.',
    },
    Auckland: {
      state: 'Auckland',
      country: 'NZ',
      currency: 'NZD',
      priceIndex: 1.15,
      basis:
        'assumed, not measured (no NZ file here): Auckland entire-home medians taken as about 1.15x the Brisbane median, in NZD; the index already includes the AUD to NZD conversion (about 1.1 NZD per AUD).',
    },
    Queenstown: {
      state: 'Otago',
      country: 'NZ',
      currency: 'NZD',
      priceIndex: 1.9,
      basis:
        'assumed, not measured (no NZ file here): Queenstown is a premium resort market, taken as about 1.9x the Brisbane median, in NZD; the index already includes the AUD to NZD conversion (about 1.1 NZD per AUD).',
    },
  };

  const output = {
    source: SOURCE,
    derivedAt: new Date().toISOString().slice(0, 10),
    occupancyBasis: OCCUPANCY_BASIS,
    suburbs,
    byBedrooms,
    amenityShare,
    buildingTypeShare,
    ratingShare,
    regions,
  };
  mkdirSync(dirname(OUTPUT), { recursive: true });
  const json = `${JSON.stringify(output, null, 2)}\n`;
  writeFileSync(OUTPUT, json);

  for (const r of results) console.log(r.input.region, JSON.stringify(r.stats));
  for (const region of ['Brisbane', 'Sunshine Coast'] as const) {
    const ss = suburbs.filter((s) => s.region === region);
    console.log(
      `${region}: ${ss.length} suburbs with >= 15 listings, covering ${ss.reduce((n, s) => n + s.listings, 0)}`,
    );
  }
  console.log(`wrote ${OUTPUT}: ${suburbs.length} suburbs, ${Buffer.byteLength(json)} bytes`);
};

main();
