import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Queues writes of one home's nights behind each other until the transaction ends: racing bookings (and an iCal
 * import's slice) wait here instead of meeting in the nights' exclusion constraint, where PostgreSQL can deadlock
 * them (issue 29 C), and a slice's check of taken nights stays true until it writes.
 */
export const lockHomeNights = async (tx: Db, propertyId: string): Promise<void> => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${'booking:' + propertyId}, 0))`);
};
