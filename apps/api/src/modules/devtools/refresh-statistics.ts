import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** `POST v3/dev-tools/refresh-statistics`: ANALYZE on every table, and how long it took. */
export const refreshStatistics = async (options: { db: Db }) => {
  const started = performance.now();
  await options.db.execute(sql`analyze`);
  return { milliseconds: Math.round(performance.now() - started) };
};
