import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { icalFeeds, propertyEvents } from '../../db/schema';
import { auditedChange, type AuditEntry } from '../../lib/audit';
import type { ScopeCaller } from '../../access/scope';
import { hostOf } from './feed-host';
import { getScopedFeed } from './ical.queries';

/** Deletes the feed and, with it, the blocks it imported (their nights are free again). */
export const deleteIcalFeed = async (options: {
  db: Db;
  caller: ScopeCaller;
  actor: AuditEntry['actor'];
  feedId: string;
}): Promise<void> => {
  const feed = await getScopedFeed(options);
  await auditedChange(options.db, async (tx) => {
    const removed = await tx
      .delete(propertyEvents)
      .where(eq(propertyEvents.icalFeedId, feed.id))
      .returning({ id: propertyEvents.id });
    await tx.delete(icalFeeds).where(eq(icalFeeds.id, feed.id));
    return {
      result: undefined,
      audit: {
        actor: options.actor,
        action: 'ical-feed.delete',
        entity: 'ical_feed',
        entityId: feed.id,
        before: { propertyId: feed.propertyId, name: feed.name, host: hostOf(feed.url), events: removed.length },
      },
    };
  });
};
