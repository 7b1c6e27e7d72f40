import { asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  HTTP,
  ICAL_ERROR_CODES,
  ICAL_LIMITS,
  ICAL_MESSAGES,
  type TIcalFeed,
  type TIcalImportResponse,
} from '@hearth/domain';
import type { Db } from '../../db/client';
import { icalFeeds, properties, propertyEvents } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { auditedChange, type AuditEntry } from '../../lib/audit';
import { findHomeInScope, findInScope } from '../../access/find-in-scope';
import type { ScopeCaller } from '../../access/scope';
import { DEFAULT_FEED_FETCH_POLICY, fetchFeedText, FeedFetchError, type FeedFetchPolicy } from './ical-fetch';
import { importIcalEvents, type IcalImportMode, type IcalImportSummary } from './ical-import';
import { IcalParseError, parseIcal } from './ical-parse';

type FeedRow = typeof icalFeeds.$inferSelect;
type ScopedFeed = FeedRow & { timezone: string };

/** The property if the caller may see it; out-of-scope ids answer 404 like unknown ones (DESIGN.md §5). */
export const getScopedProperty = async (options: { db: Db; caller: ScopeCaller; propertyId: string }) =>
  findHomeInScope(options.db, options.caller, options.propertyId);

const getScopedFeed = async (options: { db: Db; caller: ScopeCaller; feedId: string }): Promise<ScopedFeed> => {
  const { row, home } = await findInScope(options.db, options.caller, 'ical-feed', options.feedId);
  return { ...row, timezone: home.timezone };
};

const presentFeed = (row: FeedRow, eventCount: number): TIcalFeed => ({
  id: row.id,
  type: 'ical-feed',
  attributes: {
    propertyId: row.propertyId,
    name: row.name,
    url: row.url,
    lastSyncedAt: row.lastSyncedAt?.toISOString() ?? null,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    eventCount,
  },
});

/** Where a feed lives, for the audit log: the host only, since channel URLs carry their own secret. */
const hostOf = (url: string | null) => (url ? new URL(url).host : null);

export const findIcalFeeds = async (options: {
  db: Db;
  caller: ScopeCaller;
  propertyId: string;
}): Promise<TIcalFeed[]> => {
  await getScopedProperty(options);
  const rows = await options.db
    .select({ feed: icalFeeds, events: count(propertyEvents.id) })
    .from(icalFeeds)
    .leftJoin(propertyEvents, eq(propertyEvents.icalFeedId, icalFeeds.id))
    .where(eq(icalFeeds.propertyId, options.propertyId))
    .groupBy(icalFeeds.id)
    .orderBy(asc(icalFeeds.createdAt), asc(icalFeeds.id));
  return rows.map((row) => presentFeed(row.feed, row.events));
};

export const createIcalFeed = async (options: {
  db: Db;
  caller: ScopeCaller;
  actor: AuditEntry['actor'];
  propertyId: string;
  attributes: { name: string; url?: string | null | undefined };
}): Promise<TIcalFeed> => {
  const { db } = options;
  await getScopedProperty(options);
  const [existing] = await db
    .select({ n: count() })
    .from(icalFeeds)
    .where(eq(icalFeeds.propertyId, options.propertyId));
  if ((existing?.n ?? 0) >= ICAL_LIMITS.feedsPerProperty) {
    throw new AppError({
      status: HTTP.conflict,
      code: ICAL_ERROR_CODES.tooManyFeeds,
      detail: ICAL_MESSAGES.tooManyFeeds,
    });
  }
  const row = await auditedChange(db, async (tx) => {
    const [row] = await tx
      .insert(icalFeeds)
      .values({ propertyId: options.propertyId, name: options.attributes.name, url: options.attributes.url ?? null })
      .returning();
    if (!row) throw new Error('The feed was not stored');
    return {
      result: row,
      audit: {
        actor: options.actor,
        action: 'ical-feed.create',
        entity: 'ical_feed',
        entityId: row.id,
        after: { propertyId: row.propertyId, name: row.name, host: hostOf(row.url) },
      },
    };
  });
  return presentFeed(row, 0);
};

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

type ImportOutcome = { outcome: 'ok'; summary: IcalImportSummary } | { outcome: 'failed'; error: string };

const presentImport = (feedId: string, mode: IcalImportMode, result: ImportOutcome): TIcalImportResponse => ({
  data: {
    id: feedId,
    type: 'ical-import',
    attributes: {
      feedId,
      mode,
      outcome: result.outcome,
      error: result.outcome === 'failed' ? result.error : null,
      counts:
        result.outcome === 'ok'
          ? result.summary.counts
          : { created: 0, updated: 0, unchanged: 0, removed: 0, skipped: 0 },
      results: result.outcome === 'ok' ? result.summary.results : [],
    },
  },
});

/**
 * Fetches a feed's URL and imports it. A failure to fetch or read the calendar changes no event: it is written to
 * the feed's last_error and returned, never thrown (the job runs every feed; one bad feed must not stop the rest).
 */
const syncFeed = async (options: {
  db: Db;
  feed: ScopedFeed & { url: string };
  actor: AuditEntry['actor'];
  policy: FeedFetchPolicy;
  now?: Date;
}): Promise<ImportOutcome> => {
  const { db, feed } = options;
  try {
    const text = await fetchFeedText(feed.url, options.policy);
    const events = parseIcal(text, { timezone: feed.timezone });
    const summary = await importIcalEvents({
      db,
      feed,
      timezone: feed.timezone,
      events,
      actor: options.actor,
      mode: 'url',
      now: options.now ?? new Date(),
    });
    return { outcome: 'ok', summary };
  } catch (error) {
    if (!(error instanceof FeedFetchError) && !(error instanceof IcalParseError)) throw error;
    const message = error.message.slice(0, ICAL_LIMITS.lastErrorMax);
    await db.update(icalFeeds).set({ lastError: message }).where(eq(icalFeeds.id, feed.id));
    return { outcome: 'failed', error: message };
  }
};

/** 'Sync now': fetch the feed's URL and import it. A feed without a URL is imported from uploads only. */
export const syncIcalFeed = async (options: {
  db: Db;
  caller: ScopeCaller;
  actor: AuditEntry['actor'];
  feedId: string;
  policy: FeedFetchPolicy;
}): Promise<TIcalImportResponse> => {
  const feed = await getScopedFeed(options);
  if (!feed.url) {
    throw new AppError({ status: HTTP.badRequest, code: ICAL_ERROR_CODES.feedHasNoUrl, detail: ICAL_MESSAGES.noUrl });
  }
  const result = await syncFeed({
    db: options.db,
    feed: { ...feed, url: feed.url },
    actor: options.actor,
    policy: options.policy,
  });
  return presentImport(feed.id, 'url', result);
};

/** The offline mode: the feed's calendar uploaded as text. Text that is not a calendar answers 400. */
export const uploadIcalFeed = async (options: {
  db: Db;
  caller: ScopeCaller;
  actor: AuditEntry['actor'];
  feedId: string;
  text: string;
}): Promise<TIcalImportResponse> => {
  const feed = await getScopedFeed(options);
  let events;
  try {
    events = parseIcal(options.text, { timezone: feed.timezone });
  } catch (error) {
    if (!(error instanceof IcalParseError)) throw error;
    throw new AppError({
      status: HTTP.badRequest,
      code: ICAL_ERROR_CODES.invalidCalendar,
      detail: error.message,
      source: { pointer: '/' },
    });
  }
  const summary = await importIcalEvents({
    db: options.db,
    feed,
    timezone: feed.timezone,
    events,
    actor: options.actor,
    mode: 'upload',
    now: new Date(),
  });
  return presentImport(feed.id, 'upload', { outcome: 'ok', summary });
};

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
          now: options.now,
        });
        if (result.outcome === 'ok') synced += 1;
        else failed += 1;
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
