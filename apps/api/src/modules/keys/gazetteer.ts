import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { locations } from '../../db/schema';
import { foldText } from '../../db/schema/columns';

/**
 * The shipped AU/NZ gazetteer (the `locations` table, GeoNames; docs/DATA.md) as places an address form can pick:
 * the availability bar's location search reads the same rows (modules/locations). Places are suburbs and towns,
 * never outside Australia and New Zealand, which is what limits the key-location form to them (docs/product/keys.md#rules).
 */

export type GazetteerPlace = {
  /** `gazetteer:{row id}`: stable for an install (the table is loaded once). */
  placeId: string;
  name: string;
  /** State (AU) or region (NZ). */
  region: string;
  country: 'Australia' | 'New Zealand';
  postcode: string | null;
  latitude: number;
  longitude: number;
};

const PLACE_PREFIX = 'gazetteer:';
const COUNTRY_NAMES = { AU: 'Australia', NZ: 'New Zealand' } as const;

const columns = {
  id: locations.id,
  name: locations.name,
  region: locations.region,
  country: locations.country,
  postcode: locations.postcode,
  latitude: locations.latitude,
  longitude: locations.longitude,
};

const placeOf = (row: {
  id: number;
  name: string;
  region: string;
  country: 'AU' | 'NZ';
  postcode: string;
  latitude: number;
  longitude: number;
}): GazetteerPlace => ({
  placeId: `${PLACE_PREFIX}${row.id}`,
  name: row.name,
  region: row.region,
  country: COUNTRY_NAMES[row.country],
  postcode: row.postcode === '' ? null : row.postcode,
  latitude: row.latitude,
  longitude: row.longitude,
});

/** Places whose name starts with `search` (folded: 'whangarei' finds 'Whangārei'), exact names first, then shorter. */
export const searchPlaces = async (options: { db: Db; search: string; limit: number }): Promise<GazetteerPlace[]> => {
  const prefix = foldText(options.search.trim());
  if (prefix.length < 2) return [];
  const escaped = prefix.replace(/[\\%_]/g, '\\$&');
  const rows = await options.db
    .select(columns)
    .from(locations)
    .where(sql`${locations.searchName} like ${`${escaped}%`}`)
    .orderBy(sql`${locations.searchName} = ${prefix} desc`, sql`length(${locations.name})`, asc(locations.name))
    .limit(options.limit);
  return rows.map(placeOf);
};

/** The place of a `placeId` a search gave, or null when it is not one of ours. */
export const getPlace = async (options: { db: Db; placeId: string }): Promise<GazetteerPlace | null> => {
  const id = options.placeId.startsWith(PLACE_PREFIX) ? options.placeId.slice(PLACE_PREFIX.length) : '';
  if (!/^\d{1,9}$/.test(id)) return null;
  const [row] = await options.db
    .select(columns)
    .from(locations)
    .where(eq(locations.id, Number(id)));
  return row ? placeOf(row) : null;
};
