import { asc, count, eq } from 'drizzle-orm';
import type { TIcalFeedsResponse } from '@hearth/domain';
import type { Db } from '../../db/client';
import { icalFeeds, propertyEvents } from '../../db/schema';
import type { ScopeCaller } from '../../access/scope';
import { presentFeeds } from './ical.presenter';
import { getScopedProperty } from './ical.queries';

/** `GET v3/properties/{id}/ical-feeds`: the property's channel calendars, oldest first, with their events counted. */
export const findIcalFeeds = async (options: {
  db: Db;
  caller: ScopeCaller;
  propertyId: string;
}): Promise<TIcalFeedsResponse> => {
  await getScopedProperty(options);
  const rows = await options.db
    .select({ feed: icalFeeds, events: count(propertyEvents.id) })
    .from(icalFeeds)
    .leftJoin(propertyEvents, eq(propertyEvents.icalFeedId, icalFeeds.id))
    .where(eq(icalFeeds.propertyId, options.propertyId))
    .groupBy(icalFeeds.id)
    .orderBy(asc(icalFeeds.createdAt), asc(icalFeeds.id));
  return presentFeeds(rows.map((row) => ({ feed: row.feed, eventCount: row.events })));
};
