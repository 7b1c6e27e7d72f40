import { eq } from 'drizzle-orm';
import { ICAL_LIMITS } from '@hearth/domain';
import type { Db } from '../../db/client';
import { icalFeeds } from '../../db/schema';
import type { AuditEntry } from '../../lib/audit';
import { fetchFeedText, FeedFetchError, type FeedFetchPolicy } from './ical-fetch';
import { importIcalEvents, type IcalImportSummary } from './ical-import';
import { IcalParseError, parseIcal } from './ical-parse';

/** A feed with its home's time zone (the days of its events are the home's). */
export type ScopedFeed = typeof icalFeeds.$inferSelect & { timezone: string };

/** What a sync did: the import's summary, or the error written to the feed. */
export type ImportOutcome = { outcome: 'ok'; summary: IcalImportSummary } | { outcome: 'failed'; error: string };

/**
 * Fetches a feed's URL and imports it. A failure to fetch or read the calendar changes no event: it is written to
 * the feed's last_error and returned, never thrown (the job runs every feed; one bad feed must not stop the rest).
 */
export const syncFeed = async (options: {
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
