import { and, asc, count, desc, inArray, sql } from 'drizzle-orm';
import type { TLocation } from '@hearth/domain';
import type { Db } from '../../db/client';
import { properties } from '../../db/schema';
import { foldedSql, foldText } from '../../db/schema/columns';

const COUNTRY_NAMES: Record<TLocation['country'], string> = { AU: 'Australia', NZ: 'New Zealand' };

// Suburb and state as people write them in any case, with macrons and accents folded (as the gazetteer is searched).
const city = sql<string>`${foldedSql('trim(city)')}`;
const state = sql<string>`${foldedSql('trim(state)')}`;
const placeKey = (suburb: string, region: string, country: string) =>
  [foldText(suburb.trim()), foldText(region.trim()), country].join('|');

/**
 * The gazetteer has no postcodes (docs/DATA.md): a place without one takes the most common postcode of the homes we
 * manage in that suburb, state (or NZ region) and country, of every company (docs/product/smartquotes.md#rules).
 * Only the postcode leaves this function, never a home: a suburb's postcode is public.
 */
export const withKnownPostcodes = async (db: Db, places: TLocation[]): Promise<TLocation[]> => {
  const missing = places.filter((place) => place.postcode === '');
  if (missing.length === 0) return places;
  const rows = await db
    .select({ city, state, country: properties.country, postcode: properties.postcode, homes: count() })
    .from(properties)
    .where(
      and(
        inArray(city, [...new Set(missing.map((place) => foldText(place.name.trim())))]),
        inArray(properties.country, [...new Set(missing.map((place) => COUNTRY_NAMES[place.country]))]),
        sql`${properties.postcode} ~ '^[0-9]{4}$'`,
      ),
    )
    .groupBy(city, state, properties.country, properties.postcode)
    // Most homes first; a tie goes to the lower postcode, so the answer does not change from call to call.
    .orderBy(desc(count()), asc(properties.postcode));
  const known = new Map<string, string>();
  for (const row of rows) {
    const key = placeKey(row.city, row.state, row.country);
    if (!known.has(key)) known.set(key, row.postcode);
  }
  return places.map((place) =>
    place.postcode === ''
      ? { ...place, postcode: known.get(placeKey(place.name, place.region, COUNTRY_NAMES[place.country])) ?? '' }
      : place,
  );
};
