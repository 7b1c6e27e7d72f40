import { count } from 'drizzle-orm';
import type { Db } from '../client';
import { locations } from '../schema';
import { readLocations } from './locations';

const INSERT_BATCH = 1_000;

/** Loads the shipped AU/NZ gazetteer into an empty `locations` table: reference data every install needs. */
export const loadLocations = async (db: Db): Promise<number> => {
  const [row] = await db.select({ n: count() }).from(locations);
  if ((row?.n ?? 0) > 0) return 0;
  const records = readLocations();
  await db.transaction(async (tx) => {
    for (let i = 0; i < records.length; i += INSERT_BATCH) {
      await tx.insert(locations).values(records.slice(i, i + INSERT_BATCH));
    }
  });
  return records.length;
};
