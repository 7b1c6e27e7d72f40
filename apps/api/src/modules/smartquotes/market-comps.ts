import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import {
  addDays,
  boundingBoxKm,
  type SmartquotePropertyType,
  type TMarketComp,
  type TSeasonality,
} from '@hearth/domain';
import type { Db } from '../../db/client';

/*
 * The comparable homes a quote's forecast reads: the Inside Airbnb comps table shipped with the product, the listings
 * let all year (market/market-comps.json.gz, written by `npm run derive:comps`; docs/product/smartquotes.md "The
 * comparable homes"), and our own managed homes' last 365 days; and the seasons, from our managed homes' rates and
 * bookings.
 */

type TCompsRow = [
  string,
  number,
  number,
  number,
  number,
  number | null,
  SmartquotePropertyType,
  number,
  number,
  number,
  string,
];
type TCompsTable = { attribution: string; regions: { region: string; asOf: string }[]; rows: TCompsRow[] };
export type TMarketTable = { attribution: string; comps: TMarketComp[] };

const TABLE_URL = new URL('./market/market-comps.json.gz', import.meta.url);
let table: Promise<TMarketTable> | undefined;

/** The shipped table, read once per process on first use; comps sorted by latitude for the box search. */
export const loadMarketTable = (): Promise<TMarketTable> => {
  table ??= readFile(TABLE_URL).then((gzipped) => {
    const parsed = JSON.parse(gunzipSync(gzipped).toString('utf8')) as TCompsTable;
    const asOf = new Map(parsed.regions.map(({ region, asOf: day }) => [region, day]));
    const comps = parsed.rows.map(
      ([
        id,
        latitude,
        longitude,
        bedrooms,
        bathrooms,
        guests,
        propertyType,
        nightlyCents,
        occupancy,
        revenueCents,
        region,
      ]) => ({
        id,
        latitude,
        longitude,
        bedrooms,
        bathrooms,
        guests,
        propertyType,
        nightlyCents,
        occupancy,
        revenueCents,
        source: 'inside-airbnb' as const,
        region,
        asOf: asOf.get(region) ?? '',
      }),
    );
    return { attribution: parsed.attribution, comps: comps.sort((a, b) => a.latitude - b.latitude) };
  });
  return table;
};

/** Index of the first comp at or north of `latitude` (comps sorted by latitude). */
const firstAtOrAbove = (comps: readonly TMarketComp[], latitude: number) => {
  let low = 0;
  let high = comps.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((comps[middle] as TMarketComp).latitude < latitude) low = middle + 1;
    else high = middle;
  }
  return low;
};

/** The shipped comps inside the box around a point that holds everything within `radiusKm` (the engine measures). */
export const findMarketCompsNear = async (
  point: { latitude: number; longitude: number },
  radiusKm: number,
): Promise<TMarketComp[]> => {
  const { comps } = await loadMarketTable();
  const box = boundingBoxKm(point, radiusKm);
  const found: TMarketComp[] = [];
  for (let i = firstAtOrAbove(comps, box.minLatitude); i < comps.length; i += 1) {
    const comp = comps[i] as TMarketComp;
    if (comp.latitude > box.maxLatitude) break;
    if (comp.longitude >= box.minLongitude && comp.longitude <= box.maxLongitude) found.push(comp);
  }
  return found;
};

const DAYS = 365;
/** A quarter of a year priced: fewer nights than this say too little about a home's year. */
const MIN_MANAGED_NIGHTS = 90;

/**
 * Our managed homes near a point as comps: their bedrooms, bathrooms and type, the mean of their nightly base rates
 * and their booked nights (live bookings' claimed nights, holds and owner blocks left out) over the 365 days to
 * `today`. Occupancy is booked nights over the nights the home was priced (let by us) in that window, and the year's
 * booking value the mean rate × that occupancy × 365: a home we took on in the year counts as let all year, as the
 * listings of the pool are. Homes priced fewer than MIN_MANAGED_NIGHTS nights in the window say too little and are
 * left out. Only active homes (status 'active') in `currency`.
 */
export const findManagedCompsNear = async (
  db: Db,
  options: { latitude: number; longitude: number; radiusKm: number; today: string; currency: 'AUD' | 'NZD' },
): Promise<TMarketComp[]> => {
  const box = boundingBoxKm(options, options.radiusKm);
  const from = addDays(options.today, -DAYS);
  const { rows } = (await db.execute(sql`
    select p.id, p.latitude, p.longitude, p.bedrooms, p.bathrooms, p.max_guests as guests, p.building_type,
      c.name as company_name, r.mean_cents, r.priced_nights, coalesce(b.nights, 0)::int as booked_nights
    from properties p
    join companies c on c.id = p.company_id
    -- The mean rate from the running totals (migration 0011): two index reads per home, not 365 rows.
    join lateral (
      select (l.running_price_cents - coalesce(f.running_price_cents, 0))::float8
          / nullif(l.priced_nights - coalesce(f.priced_nights, 0), 0) as mean_cents,
        (l.priced_nights - coalesce(f.priced_nights, 0))::int as priced_nights
      from (select running_price_cents, priced_nights from daily_rates
            where property_id = p.id and night < ${options.today}::date order by night desc limit 1) l
      left join (select running_price_cents, priced_nights from daily_rates
            where property_id = p.id and night < ${from}::date order by night desc limit 1) f on true
    ) r on r.mean_cents is not null and r.priced_nights >= ${MIN_MANAGED_NIGHTS}
    left join lateral (
      select sum(upper(s.stay * daterange(${from}::date, ${options.today}::date))
        - lower(s.stay * daterange(${from}::date, ${options.today}::date))) as nights
      from stay_claims s
      where s.property_id = p.id and s.booking_id is not null and s.expires_at is null
        and s.stay && daterange(${from}::date, ${options.today}::date)
    ) b on true
    where p.latitude between ${box.minLatitude} and ${box.maxLatitude}
      and p.longitude between ${box.minLongitude} and ${box.maxLongitude}
      and p.currency = ${options.currency}
      -- Homes we let now: one being onboarded, offboarded or inactive is not let all year.
      and p.status = 'active'`)) as unknown as {
    rows: {
      id: string;
      latitude: number;
      longitude: number;
      bedrooms: number;
      bathrooms: number;
      guests: number;
      building_type: string;
      company_name: string;
      mean_cents: number;
      priced_nights: number;
      booked_nights: number;
    }[];
  };
  return rows.map((row) => {
    const occupancy = Math.min(1, row.booked_nights / row.priced_nights);
    return {
      id: `managed-${row.id}`,
      latitude: row.latitude,
      longitude: row.longitude,
      bedrooms: row.bedrooms,
      bathrooms: row.bathrooms,
      guests: row.guests,
      propertyType: row.building_type === 'apartment' || row.building_type === 'studio' ? 'apartment' : 'house',
      nightlyCents: Math.round(row.mean_cents),
      occupancy,
      revenueCents: Math.round(row.mean_cents * occupancy * DAYS),
      source: 'managed',
      region: row.company_name,
      asOf: addDays(options.today, -1),
    };
  });
};

/**
 * The seasons when our homes have too little history (fewer than MIN_PRICED_NIGHTS priced nights in some month):
 * Australian school holidays and Christmas make Dec, Jan and Jul the high season, Feb, Mar, May and Jun the low,
 * the rest the shoulder; the factors are typical coastal-Queensland swings. The engine rescales them to average 1.
 */
export const DEFAULT_SEASONALITY: TSeasonality = {
  low: { nights: 120, rateFactor: 0.88, occupancyFactor: 0.85 },
  mid: { nights: 152, rateFactor: 1, occupancyFactor: 1 },
  high: { nights: 93, rateFactor: 1.2, occupancyFactor: 1.2 },
};
const MIN_PRICED_NIGHTS = 300;
const SEASONALITY_TTL_MS = 6 * 60 * 60 * 1000;
let seasonality: { at: number; today: string; value: Promise<TSeasonality> } | undefined;

/**
 * The seasons from our managed homes' 365 days to `today`: the 12 months ranked by their mean nightly rate, the 4
 * cheapest the low season, the 4 dearest the high, the rest the shoulder; each season's rate and occupancy factor
 * is its mean over the year's. Kept for 6 hours per process: it reads every home's year, and it moves slowly.
 */
export const findSeasonality = (db: Db, today: string, now = Date.now()): Promise<TSeasonality> => {
  if (seasonality && seasonality.today === today && now - seasonality.at < SEASONALITY_TTL_MS) return seasonality.value;
  const value = computeSeasonality(db, today).catch((error: unknown) => {
    seasonality = undefined;
    throw error;
  });
  seasonality = { at: now, today, value };
  return value;
};

const computeSeasonality = async (db: Db, today: string): Promise<TSeasonality> => {
  const from = addDays(today, -DAYS);
  const { rows } = (await db.execute(sql`
    with nights as (
      select d.property_id, d.night, d.price_cents,
        exists (select 1 from stay_claims s where s.property_id = d.property_id and s.booking_id is not null
          and s.expires_at is null and s.stay @> d.night) as booked
      from daily_rates d
      where d.night >= ${from}::date and d.night < ${today}::date
    )
    select extract(month from night)::int as month, count(*)::int as priced_nights,
      avg(price_cents)::float8 as mean_cents, avg(booked::int)::float8 as occupancy,
      count(distinct night)::int as days
    from nights group by 1 order by 1`)) as unknown as {
    rows: { month: number; priced_nights: number; mean_cents: number; occupancy: number; days: number }[];
  };
  if (rows.length < 12 || rows.some((row) => row.priced_nights < MIN_PRICED_NIGHTS)) return DEFAULT_SEASONALITY;
  const ranked = [...rows].sort((a, b) => a.mean_cents - b.mean_cents);
  const seasons = { low: ranked.slice(0, 4), mid: ranked.slice(4, 8), high: ranked.slice(8) };
  const weighted = (months: typeof rows, key: 'mean_cents' | 'occupancy') =>
    months.reduce((sum, row) => sum + row[key] * row.priced_nights, 0) /
    months.reduce((sum, row) => sum + row.priced_nights, 0);
  const yearRate = weighted(rows, 'mean_cents');
  const yearOccupancy = weighted(rows, 'occupancy') || 1;
  const season = (months: typeof rows) => ({
    nights: months.reduce((sum, row) => sum + row.days, 0),
    rateFactor: weighted(months, 'mean_cents') / yearRate,
    occupancyFactor: weighted(months, 'occupancy') / yearOccupancy || 1,
  });
  return { low: season(seasons.low), mid: season(seasons.mid), high: season(seasons.high) };
};
