import { eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { icalFeeds, properties } from '../../db/schema';
import { DEFAULT_FEED_FETCH_POLICY, type FeedFetchPolicy } from '../../common/ical/ical-fetch';
import { syncFeed } from '../../common/ical/ical-sync';

/** Feeds fetched at once by the scheduled sync: enough to finish hundreds of feeds well within the lease. */
const SYNC_CONCURRENCY = 4;

/** The scheduled sync: every feed with a URL, a few at a time; returns how many failed. */
export const syncAllIcalFeeds = async (options: {
  db: Db;
  log: FastifyBaseLogger;
  now: Date;
  policy?: FeedFetchPolicy;
}): Promise<{ synced: number; failed: number }> => {
  const feeds = await options.db
    .select({ feed: icalFeeds, timezone: properties.timezone })
    .from(icalFeeds)
    .innerJoin(properties, eq(properties.id, icalFeeds.propertyId))
    .where(isNotNull(icalFeeds.url))
    .orderBy(sql`${icalFeeds.lastSyncedAt} asc nulls first`);
  const queue = feeds.map((row) => ({ ...row.feed, timezone: row.timezone, url: row.feed.url ?? '' }));
  let synced = 0;
  let failed = 0;
  const worker = async () => {
    for (let feed = queue.shift(); feed; feed = queue.shift()) {
      try {
        const result = await syncFeed({
          db: options.db,
          feed,
          actor: { userId: null, impersonatorUserId: null },
          policy: options.policy ?? DEFAULT_FEED_FETCH_POLICY,
          log: options.log,
          now: options.now,
        });
        // A feed being imported (an upload, Sync now) is that import's.
        if (result.outcome === 'ok') synced += 1;
        else if (result.outcome === 'failed') failed += 1;
      } catch (error) {
        // A database error on one feed is logged; the others still run.
        failed += 1;
        options.log.error({ err: error, feedId: feed.id }, 'iCal feed sync failed');
      }
    }
  };
  await Promise.all(Array.from({ length: SYNC_CONCURRENCY }, worker));
  return { synced, failed };
};
