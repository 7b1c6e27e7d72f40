import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { locations } from '../../db/schema';
import { foldText } from '../../db/schema/columns';
import type { SmartquoteAddress } from './smartquote-address';

const COUNTRY_CODES = { Australia: 'AU', 'New Zealand': 'NZ' } as const;

export type LatLng = { latitude: number; longitude: number };

/**
 * Where a manually entered address is, as near as the shipped gazetteer knows: its locality (city) in that country,
 * the same state and postcode first; else a locality with that postcode. Null when neither is known: the quote
 * then has no location and no forecast until a suggestion is chosen.
 */
export const locateAddress = async (db: Db, address: SmartquoteAddress): Promise<LatLng | null> => {
  const country = COUNTRY_CODES[address.country];
  const columns = { latitude: locations.latitude, longitude: locations.longitude };
  const [byCity] = await db
    .select(columns)
    .from(locations)
    .where(and(eq(locations.searchName, foldText(address.city.trim())), eq(locations.country, country)))
    .orderBy(
      sql`${locations.region} = ${address.state} desc`,
      sql`${locations.postcode} = ${address.postcode} desc`,
      asc(locations.id),
    )
    .limit(1);
  if (byCity) return byCity;
  const [byPostcode] = await db
    .select(columns)
    .from(locations)
    .where(and(eq(locations.postcode, address.postcode), eq(locations.country, country)))
    .orderBy(asc(locations.id))
    .limit(1);
  return byPostcode ?? null;
};

/**
 * The quote's coordinates after a save: the body's (a chosen suggestion) when it sends both, a gazetteer look-up when
 * the address changed without them (manual mode), otherwise the stored ones.
 */
export const locationAfter = async (options: {
  db: Db;
  input: { latitude?: number | null; longitude?: number | null } | undefined;
  address: SmartquoteAddress;
  addressChanged: boolean;
  stored: { latitude: number | null; longitude: number | null } | null;
}): Promise<{ latitude: number | null; longitude: number | null }> => {
  const { input } = options;
  if (typeof input?.latitude === 'number' && typeof input.longitude === 'number') {
    return { latitude: input.latitude, longitude: input.longitude };
  }
  if (options.addressChanged || !options.stored) {
    return (await locateAddress(options.db, options.address)) ?? { latitude: null, longitude: null };
  }
  return { latitude: options.stored.latitude, longitude: options.stored.longitude };
};
