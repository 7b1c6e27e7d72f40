import { asc, sql } from 'drizzle-orm';
import { PROPERTY_LIST, type TLocation } from '@hearth/domain';
import type { Db } from '../../db/client';
import { locations } from '../../db/schema';
import { foldText } from '../../db/schema/columns';
import { withKnownPostcodes } from './known-postcodes';

const LOCATIONS_LIMIT = 20;
/**
 * `GET v4/locations?search=`: places whose name starts with the text (from 2 characters), best known first, each with
 * the postcode our homes there have when the gazetteer has none (known-postcodes.ts).
 */
export const findLocations = async (options: { db: Db; search: string }): Promise<TLocation[]> => {
  const prefix = foldText(options.search.trim());
  if (prefix.length < PROPERTY_LIST.locationMinChars) return [];
  const escaped = prefix.replace(/[\\%_]/g, '\\$&');
  const places = await options.db
    .select({
      name: locations.name,
      region: locations.region,
      country: locations.country,
      postcode: locations.postcode,
      latitude: locations.latitude,
      longitude: locations.longitude,
    })
    .from(locations)
    .where(sql`${locations.searchName} like ${`${escaped}%`}`)
    // An exact name first, then shorter names (Noosa before Noosa Heads before Noosaville), then A-Z.
    .orderBy(sql`${locations.searchName} = ${prefix} desc`, sql`length(${locations.name})`, asc(locations.name))
    .limit(LOCATIONS_LIMIT);
  return withKnownPostcodes(options.db, places);
};
