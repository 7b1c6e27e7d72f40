import { and, eq, inArray } from 'drizzle-orm';
import { ICAL_LIMITS, type IcalImportStatus, type TIcalImportResult } from '@hearth/domain';
import type { Db } from '../../db/client';
import { icalFeeds, propertyEvents } from '../../db/schema';
import { auditedChange, type Audited, type AuditEntry } from '../../lib/audit';
import { findClash, isStayClash, stayClashError } from '../../common/bookings/stay-clash';
import { dayIn, plainText, type ParsedIcalEvent } from './ical-parse';

export type IcalImportMode = 'url' | 'upload';

export type IcalImportSummary = {
  counts: Record<IcalImportStatus, number>;
  results: TIcalImportResult[];
  /** What went wrong, for ical_feeds.last_error; null when every event that could go in went in. */
  lastError: string | null;
};

type Existing = { id: string; uid: string; startDate: string; endDate: string; name: string; status: string };
type Pending = { event: ParsedIcalEvent & { start: string; end: string }; name: string; existing?: Existing };

const UNIQUE_VIOLATION = '23505';
const hasCode = (error: unknown, code: string): boolean => {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth += 1) {
    if ((e as { code?: unknown }).code === code) return true;
  }
  return false;
};

const IGNORED_REASONS = { cancelled: 'Cancelled in the calendar', free: 'Marked free in the calendar' } as const;

/** 'Blocked on Airbnb: Reserved': the feed's name, then the event's SUMMARY as plain text. */
const eventName = (feedName: string, summary: string) =>
  `Blocked on ${plainText(feedName, ICAL_LIMITS.feedNameMax)}${summary ? `: ${summary}` : ''}`;

type ImportOptions = {
  db: Db;
  feed: { id: string; propertyId: string; name: string };
  timezone: string;
  events: ParsedIcalEvent[];
  actor: AuditEntry['actor'];
  mode: IcalImportMode;
  now: Date;
};

/**
 * Makes the feed's blocking events match the calendar: creates new events, moves changed ones, removes those whose
 * UID left the calendar. It never creates a double booking: the stay_claims constraint refuses a block over taken
 * nights, and that event is skipped with the clash named (an event that moved onto taken nights keeps its old ones).
 * Events that ended before today are left as they are. Writes the feed's sync time and error, and one audit entry,
 * all in one transaction: each event is written in a savepoint of its own, so a refused one rolls back alone.
 */
export const importIcalEvents = (options: ImportOptions): Promise<IcalImportSummary> =>
  auditedChange(options.db, (tx) => importInTransaction(tx, options));

const importInTransaction = async (db: Db, options: ImportOptions): Promise<Audited<IcalImportSummary>> => {
  const { feed, now } = options;
  const today = dayIn(now.getTime(), options.timezone);
  const rows = await db
    .select({
      id: propertyEvents.id,
      uid: propertyEvents.externalUid,
      feedId: propertyEvents.icalFeedId,
      startDate: propertyEvents.startDate,
      endDate: propertyEvents.endDate,
      name: propertyEvents.name,
      status: propertyEvents.status,
    })
    .from(propertyEvents)
    .where(and(eq(propertyEvents.propertyId, feed.propertyId), eq(propertyEvents.source, 'ical')));
  const mine = new Map<string, Existing>();
  const otherFeeds = new Set<string>();
  for (const row of rows) {
    if (row.uid === null) continue;
    if (row.feedId === feed.id) mine.set(row.uid, { ...row, uid: row.uid });
    else otherFeeds.add(row.uid);
  }

  const results: TIcalImportResult[] = [];
  const problems: TIcalImportResult[] = [];
  const skip = (event: ParsedIcalEvent, reason: string, problem: boolean) => {
    const result: TIcalImportResult = { uid: event.uid, status: 'skipped', start: event.start, end: event.end, reason };
    results.push(result);
    if (problem) problems.push(result);
  };

  // UIDs the calendar still holds: their events stay (even when skipped now); every other event of the feed goes.
  const keep = new Set<string>();
  const pending: Pending[] = [];
  for (const event of options.events) {
    if (event.uid && keep.has(event.uid)) {
      skip(event, 'Another event of this calendar has the same UID', true);
      continue;
    }
    if (event.ignore) {
      if (!mine.has(event.uid)) skip(event, IGNORED_REASONS[event.ignore], false);
      continue;
    }
    if (event.uid) keep.add(event.uid);
    if (event.problem || event.start === null || event.end === null) {
      skip(event, event.problem ?? 'The event’s dates cannot be read', true);
    } else if (otherFeeds.has(event.uid)) {
      skip(event, 'Another calendar of this property already imported this event', true);
    } else if (event.end <= today) {
      skip(event, 'The event ended before today', false);
    } else {
      const existing = mine.get(event.uid);
      pending.push({
        event: { ...event, start: event.start, end: event.end },
        name: eventName(feed.name, event.summary),
        ...(existing ? { existing } : {}),
      });
    }
  }

  // Removals first, so an event may move onto nights another one just left.
  const gone = [...mine.values()].filter((row) => !keep.has(row.uid));
  if (gone.length > 0) {
    await db.delete(propertyEvents).where(
      inArray(
        propertyEvents.id,
        gone.map((row) => row.id),
      ),
    );
    for (const row of gone) {
      results.push({ uid: row.uid, status: 'removed', start: row.startDate, end: row.endDate, reason: null });
    }
  }

  type Outcome = { result: TIcalImportResult; clash: boolean; problem: boolean };
  const write = async ({ event, name, existing }: Pending): Promise<Outcome> => {
    const done = (status: IcalImportStatus): Outcome => ({
      result: { uid: event.uid, status, start: event.start, end: event.end, reason: null },
      clash: false,
      problem: false,
    });
    if (
      existing &&
      existing.startDate === event.start &&
      existing.endDate === event.end &&
      existing.name === name &&
      existing.status === 'blocking'
    ) {
      return done('unchanged');
    }
    try {
      // A savepoint: a clash aborts only this statement, and the lookup below runs in the still-open transaction.
      return await db.transaction(async (sp) => {
        if (existing) {
          await sp
            .update(propertyEvents)
            .set({
              name,
              status: 'blocking',
              startDate: event.start,
              endDate: event.end,
              expiresAt: null,
              expiredAt: null,
              modifiedAt: now,
            })
            .where(eq(propertyEvents.id, existing.id));
          return done('updated');
        }
        await sp.insert(propertyEvents).values({
          propertyId: feed.propertyId,
          name,
          status: 'blocking',
          startDate: event.start,
          endDate: event.end,
          source: 'ical',
          externalUid: event.uid,
          icalFeedId: feed.id,
          createdBy: options.actor.userId,
          createdAt: now,
          modifiedAt: now,
        });
        return done('created');
      });
    } catch (error) {
      const skipped = (reason: string, clash: boolean): Outcome => ({
        result: { uid: event.uid, status: 'skipped', start: event.start, end: event.end, reason },
        clash,
        problem: true,
      });
      if (isStayClash(error)) {
        const clash = await findClash(db, {
          propertyId: feed.propertyId,
          start: event.start,
          end: event.end,
          ...(existing ? { ignoreEventId: existing.id } : {}),
        });
        const reason = stayClashError(clash).message;
        return skipped(existing ? `${reason} It keeps its previous nights.` : reason, true);
      }
      if (hasCode(error, UNIQUE_VIOLATION)) {
        return skipped('Another calendar of this property already imported this event', false);
      }
      throw error;
    }
  };

  // A clash may come from another event of this same calendar that has not moved yet: those get one more try.
  const retry: Pending[] = [];
  for (const item of pending) {
    const outcome = await write(item);
    if (outcome.clash) retry.push(item);
    else {
      results.push(outcome.result);
      if (outcome.problem) problems.push(outcome.result);
    }
  }
  for (const item of retry) {
    const outcome = await write(item);
    results.push(outcome.result);
    if (outcome.problem) problems.push(outcome.result);
  }

  const counts: Record<IcalImportStatus, number> = { created: 0, updated: 0, unchanged: 0, removed: 0, skipped: 0 };
  for (const result of results) counts[result.status] += 1;
  const lastError =
    problems.length === 0
      ? null
      : `${problems.length} of ${options.events.length} events not imported: ${problems
          .map((p) => `${p.uid}: ${p.reason ?? ''}`)
          .join('; ')}`.slice(0, ICAL_LIMITS.lastErrorMax);

  await db.update(icalFeeds).set({ lastSyncedAt: now, lastError }).where(eq(icalFeeds.id, feed.id));
  return {
    result: { counts, results, lastError },
    audit: {
      actor: options.actor,
      action: 'ical-feed.import',
      entity: 'ical_feed',
      entityId: feed.id,
      after: {
        propertyId: feed.propertyId,
        mode: options.mode,
        counts,
        changes: results.filter((r) => r.status !== 'unchanged').slice(0, 200),
      },
    },
  };
};
