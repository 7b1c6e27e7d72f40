import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuditEntry } from '../../lib/audit';
import { fetchFeedText, type FeedFetchPolicy } from './ical-fetch';
import { beginIcalImport, runIcalImport, type ImportOutcome, type ScopedFeed } from './ical-import-job';

/**
 * Fetches a feed's URL and imports it, waiting for the import (the scheduled sync, a channel's retry). A failure to
 * fetch or read the calendar changes no event: it is written to the feed's last_error and returned, never thrown (the
 * job runs every feed; one bad feed must not stop the rest). A feed being imported already is left to that import.
 */
export const syncFeed = async (options: {
  db: Db;
  feed: ScopedFeed & { url: string };
  actor: AuditEntry['actor'];
  policy: FeedFetchPolicy;
  log: { error: (object: object, message: string) => void };
  now?: Date;
}): Promise<ImportOutcome | { outcome: 'busy' }> => {
  const { db, feed } = options;
  let row;
  try {
    row = await beginIcalImport(db, { feedId: feed.id, mode: 'url', actor: options.actor });
  } catch (error) {
    if (error instanceof AppError) return { outcome: 'busy' };
    throw error;
  }
  return runIcalImport({
    db,
    importId: row.id,
    feed,
    mode: 'url',
    actor: options.actor,
    text: () => fetchFeedText(feed.url, options.policy),
    log: options.log,
    ...(options.now ? { now: options.now } : {}),
  });
};
