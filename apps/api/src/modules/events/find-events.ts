import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { TPropertyEvent } from '@hearth/domain';
import type { Db } from '../../db/client';
import { propertyEvents } from '../../db/schema';
import type { SessionUser } from '../../types';
import { findHomeInScope } from '../../access/find-in-scope';
import { scopeCallerOf } from '../../access/scope';
import { nextDay } from './event-rules';
import { presentEvent } from './events.presenter';

/** `GET v3/properties/{id}/events?from&to`: events touching the window, by start. */
export const findEvents = async (options: {
  db: Db;
  caller: SessionUser;
  propertyId: string;
  from: string;
  to: string;
}): Promise<TPropertyEvent[]> => {
  const { db, caller } = options;
  await findHomeInScope(db, scopeCallerOf(caller), options.propertyId);
  const rows = await db
    .select()
    .from(propertyEvents)
    .where(
      and(
        eq(propertyEvents.propertyId, options.propertyId),
        lte(propertyEvents.startDate, options.to),
        gte(propertyEvents.endDate, nextDay(options.from)),
      ),
    )
    .orderBy(asc(propertyEvents.startDate), asc(propertyEvents.createdAt));
  const now = new Date();
  return rows.map((row) => presentEvent(row, now));
};
