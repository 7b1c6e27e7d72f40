import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ICAL_LIMITS, type IcalImportStatus, type TIcalImportResult } from '@hearth/domain';
import { pauseBetweenSlices } from '../../lib/slice-pause';
import type { Db } from '../../db/client';
import { icalFeeds, propertyEvents } from '../../db/schema';
import { auditedChange, type AuditEntry } from '../../lib/audit';
import { hasSqlState } from '../../lib/error-chain';
import { lockHomeNights } from '../bookings/home-lock';
import { claimsOverlapping, findClash, isStayClash, stayClashError, type Claim } from '../bookings/stay-clash';
import { dayIn, type ParsedIcalEvent } from './ical-parse';
import { planIcalImport, type Existing, type Pending } from './ical-import-plan';

export type IcalImportMode = 'url' | 'upload';

export type IcalImportSummary = {
  counts: Record<IcalImportStatus, number>;
  results: TIcalImportResult[];
  /** What went wrong, for ical_feeds.last_error; null when every event that could go in went in. */
  lastError: string | null;
};

/** Events written per transaction: short enough that other calls on the embedded database barely wait. */
export const WRITE_SLICE = 200;

const UNIQUE_VIOLATION = '23505';

type ImportOptions = {
  db: Db;
  feed: { id: string; propertyId: string; name: string };
  timezone: string;
  events: ParsedIcalEvent[];
  actor: AuditEntry['actor'];
  mode: IcalImportMode;
  now: Date;
  importId: string;
  /** Inside each slice's transaction: how many events are done so far (progress, heartbeat). */
  onSlice?: (tx: Db, done: number) => Promise<void>;
  /** Inside the last transaction: the import's summary (its row). */
  onFinish?: (tx: Db, summary: IcalImportSummary) => Promise<void>;
};

type Outcome = { result: TIcalImportResult; problem: boolean };

const overlaps = (a: { start: string; end: string }, b: { start: string; end: string }) =>
  a.start < b.end && b.start < a.end;

const nightsOf = ({ event }: Pending) => ({ start: event.start, end: event.end });

/**
 * Makes the feed's blocking events match the calendar (docs/product/ical.md#imports): creates new events,
 * moves changed ones, removes those whose UID left the calendar, and never double-books: an event over taken nights is
 * skipped with the clash named (one that moved onto taken nights keeps its old ones). Events that ended before today
 * are left as they are.
 *
 * The writes go in slices of WRITE_SLICE events, each its own short transaction with its audit entry and bulk
 * statements, so that a calendar of thousands of events never holds the database for long. Each slice locks the
 * home's nights and reads what holds them first, so a bulk statement meets no clash; an event whose nights another
 * event of this calendar still holds waits for a second pass, after every other event has moved.
 */
export const importIcalEvents = async (options: ImportOptions): Promise<IcalImportSummary> => {
  const { db, feed, now } = options;
  const existing = await db
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
  const plan = planIcalImport({
    events: options.events,
    existing,
    feed,
    today: dayIn(now.getTime(), options.timezone),
  });
  const results: TIcalImportResult[] = [...plan.skipped.map((s) => s.result)];
  const problems: TIcalImportResult[] = plan.skipped.filter((s) => s.problem).map((s) => s.result);
  const record = (outcomes: readonly Outcome[]) => {
    for (const { result, problem } of outcomes) {
      results.push(result);
      if (problem) problems.push(result);
    }
  };
  // Events of this calendar whose nights may still change in this import: a clash with one of them may clear.
  const movable = new Set(plan.pending.flatMap((p) => (p.existing ? [p.existing.id] : [])));
  // Progress counts the calendar's events: all but the pending ones are done once planned.
  let done = options.events.length - plan.pending.length;

  const runSlice = async (items: readonly Pending[], pass: 'first' | 'final', removals: readonly Existing[]) =>
    auditedChange(db, async (tx) => {
      await lockHomeNights(tx, feed.propertyId);
      const outcomes: Outcome[] = [];
      if (removals.length > 0) {
        // Removals first, so an event may move onto nights another one just left.
        await tx.delete(propertyEvents).where(
          inArray(
            propertyEvents.id,
            removals.map((row) => row.id),
          ),
        );
        for (const row of removals) {
          const result = { uid: row.uid, status: 'removed' as const, start: row.startDate, end: row.endDate };
          outcomes.push({ result: { ...result, reason: null }, problem: false });
        }
      }
      const { written, deferred: waiting } = await writeSlice(tx, { ...options, items, pass, movable });
      outcomes.push(...written);
      // A skipped event keeps its nights for good: it no longer moves.
      for (const item of items) if (item.existing && !waiting.includes(item)) movable.delete(item.existing.id);
      done += items.length - waiting.length;
      await options.onSlice?.(tx, done);
      const changes = outcomes.filter((o) => o.result.status !== 'unchanged' && o.result.status !== 'skipped');
      return {
        result: { outcomes, deferred: waiting },
        audit:
          changes.length === 0
            ? null
            : {
                actor: options.actor,
                action: 'ical-feed.import-slice',
                entity: 'ical_feed',
                entityId: feed.id,
                after: {
                  importId: options.importId,
                  propertyId: feed.propertyId,
                  changes: changes.map((o) => o.result),
                },
              },
      };
    });

  // Passes over what is left: an event waits while events of this calendar that still move hold its nights. A pass
  // that moves nothing more is the last: what still clashes is skipped with the clash named.
  let queue = plan.pending;
  let removals = plan.removed;
  for (let pass: 'first' | 'final' = 'first'; ;) {
    const waiting: Pending[] = [];
    for (const items of queue.length > 0 ? chunks(queue) : [[]]) {
      const outcome = await runSlice(items, pass, removals);
      removals = [];
      record(outcome.outcomes);
      waiting.push(...outcome.deferred);
      await pauseBetweenSlices();
    }
    if (waiting.length === 0) break;
    if (waiting.length === queue.length) pass = 'final';
    queue = waiting;
  }

  const counts: Record<IcalImportStatus, number> = { created: 0, updated: 0, unchanged: 0, removed: 0, skipped: 0 };
  for (const result of results) counts[result.status] += 1;
  const lastError =
    problems.length === 0
      ? null
      : `${problems.length} of ${options.events.length} events not imported: ${problems
          .map((p) => `${p.uid}: ${p.reason ?? ''}`)
          .join('; ')}`.slice(0, ICAL_LIMITS.lastErrorMax);
  const summary = { counts, results, lastError };
  await auditedChange(db, async (tx) => {
    await tx.update(icalFeeds).set({ lastSyncedAt: now, lastError }).where(eq(icalFeeds.id, feed.id));
    await options.onFinish?.(tx, summary);
    return {
      result: null,
      audit: {
        actor: options.actor,
        action: 'ical-feed.import',
        entity: 'ical_feed',
        entityId: feed.id,
        after: {
          importId: options.importId,
          propertyId: feed.propertyId,
          mode: options.mode,
          counts,
          changes: results.filter((r) => r.status !== 'unchanged').slice(0, 200),
        },
      },
    };
  });
  return summary;
};

const chunks = <T>(items: readonly T[]): T[][] => {
  const out: T[][] = [];
  for (let at = 0; at < items.length; at += WRITE_SLICE) out.push(items.slice(at, at + WRITE_SLICE));
  return out;
};

type SliceOptions = ImportOptions & { items: readonly Pending[]; pass: 'first' | 'final'; movable: Set<string> };

/**
 * One slice's events: unchanged ones need no write; the others are checked against the nights' live claims (read
 * under the home's lock) and written in one insert and one update; a clash skips the event with its reason, or, on
 * the first pass, waits when only events of this calendar that still move are in its way.
 */
const writeSlice = async (tx: Db, options: SliceOptions): Promise<{ written: Outcome[]; deferred: Pending[] }> => {
  const { feed, items } = options;
  const written: Outcome[] = [];
  const deferred: Pending[] = [];
  const outcome = (item: Pending, status: IcalImportStatus, reason: string | null = null): Outcome => ({
    result: { uid: item.event.uid, status, start: item.event.start, end: item.event.end, reason },
    problem: status === 'skipped',
  });
  const skipFor = (item: Pending, clash: Claim | undefined) => {
    const reason = stayClashError(clash).message;
    return outcome(item, 'skipped', item.existing ? `${reason} It keeps its previous nights.` : reason);
  };

  const toWrite = items.filter((item) => {
    if (!isUnchanged(item)) return true;
    written.push(outcome(item, 'unchanged'));
    return false;
  });
  if (toWrite.length === 0) return { written, deferred };
  const claims = await claimsOverlapping(tx, {
    propertyId: feed.propertyId,
    start: toWrite.reduce((min, item) => (item.event.start < min ? item.event.start : min), toWrite[0]!.event.start),
    end: toWrite.reduce((max, item) => (item.event.end > max ? item.event.end : max), toWrite[0]!.event.end),
  });
  // Waves: what is free now is written in bulk; the nights it left may free the next wave (a calendar moved by a
  // night moves its events one after another).
  let remaining = toWrite;
  while (remaining.length > 0) {
    const wave: (Pending & { id: string })[] = [];
    const blocked: Pending[] = [];
    for (const item of remaining) {
      const inTheWay = [
        ...claims.filter((c) => overlaps(c, nightsOf(item)) && !(c.kind === 'event' && c.id === item.existing?.id)),
        ...wave
          .filter((w) => overlaps(nightsOf(w), nightsOf(item)))
          .map((w): Claim => ({ kind: 'event', id: w.id, label: w.name, ...nightsOf(w) })),
      ].sort((a, b) => a.start.localeCompare(b.start));
      if (inTheWay.length === 0) wave.push({ ...item, id: item.existing?.id ?? randomUUID() });
      else if (inTheWay.every((c) => c.kind === 'event' && options.movable.has(c.id))) blocked.push(item);
      else written.push(skipFor(item, inTheWay[0]));
    }
    if (wave.length === 0) {
      if (options.pass === 'first') deferred.push(...blocked);
      else for (const item of blocked) written.push(skipFor(item, claimsInTheWay(claims, item)[0]));
      break;
    }
    const outcomes = await writeWave(tx, options, wave, skipFor);
    written.push(...outcomes);
    for (const [i, item] of wave.entries()) {
      options.movable.delete(item.id);
      if (outcomes[i]?.result.status === 'skipped') continue;
      const old = claims.findIndex((c) => c.kind === 'event' && c.id === item.id);
      if (old >= 0) claims.splice(old, 1);
      claims.push({ kind: 'event', id: item.id, label: item.name, ...nightsOf(item) });
    }
    remaining = blocked;
  }
  return { written, deferred };
};

const claimsInTheWay = (claims: readonly Claim[], item: Pending) =>
  claims
    .filter((c) => overlaps(c, nightsOf(item)) && !(c.kind === 'event' && c.id === item.existing?.id))
    .sort((a, b) => a.start.localeCompare(b.start));

/** One wave of events that clash with nothing: one insert and one update, in a savepoint. */
const writeWave = async (
  tx: Db,
  options: SliceOptions,
  wave: readonly (Pending & { id: string })[],
  skipFor: (item: Pending, clash: Claim | undefined) => Outcome,
): Promise<Outcome[]> => {
  const { feed, now } = options;
  const inserts = wave.filter((item) => !item.existing);
  const updates = wave.filter((item) => item.existing);
  const ok = (item: Pending, status: IcalImportStatus): Outcome => ({
    result: { uid: item.event.uid, status, start: item.event.start, end: item.event.end, reason: null },
    problem: false,
  });
  try {
    // A savepoint: a write that meets a clash after all (a block made meanwhile without the lock) rolls back alone.
    await tx.transaction(async (sp) => {
      if (inserts.length > 0) {
        await sp.insert(propertyEvents).values(
          inserts.map((item) => ({
            id: item.id,
            propertyId: feed.propertyId,
            name: item.name,
            status: 'blocking' as const,
            startDate: item.event.start,
            endDate: item.event.end,
            source: 'ical',
            externalUid: item.event.uid,
            icalFeedId: feed.id,
            createdBy: options.actor.userId,
            createdAt: now,
            modifiedAt: now,
          })),
        );
      }
      if (updates.length > 0) {
        const rows = sql.join(
          updates.map((u) => sql`(${u.id}::uuid, ${u.name}, ${u.event.start}::date, ${u.event.end}::date)`),
          sql`, `,
        );
        await sp.execute(sql`
          update property_events as e
          set name = v.name, status = 'blocking', start_date = v.start_date, end_date = v.end_date,
            expires_at = null, expired_at = null, modified_at = ${now}
          from (values ${rows}) as v(id, name, start_date, end_date)
          where e.id = v.id`);
      }
    });
    return wave.map((item) => ok(item, item.existing ? 'updated' : 'created'));
  } catch (error) {
    if (!isStayClash(error) && !hasSqlState(error, UNIQUE_VIOLATION)) throw error;
    const outcomes: Outcome[] = [];
    for (const item of wave) outcomes.push(await writeOne(tx, options, item, skipFor));
    return outcomes;
  }
};

const isUnchanged = ({ event, name, existing }: Pending) =>
  existing !== undefined &&
  existing.startDate === event.start &&
  existing.endDate === event.end &&
  existing.name === name &&
  existing.status === 'blocking';

/** The slow way, for a slice whose bulk write met a clash: each event in its own savepoint. */
const writeOne = async (
  tx: Db,
  options: SliceOptions,
  item: Pending & { id: string },
  skipFor: (item: Pending, clash: Claim | undefined) => Outcome,
): Promise<Outcome> => {
  const { feed, now } = options;
  const { event } = item;
  const ok = (status: IcalImportStatus): Outcome => ({
    result: { uid: event.uid, status, start: event.start, end: event.end, reason: null },
    problem: false,
  });
  try {
    return await tx.transaction(async (sp) => {
      if (item.existing) {
        await sp
          .update(propertyEvents)
          .set({
            name: item.name,
            status: 'blocking',
            startDate: event.start,
            endDate: event.end,
            expiresAt: null,
            expiredAt: null,
            modifiedAt: now,
          })
          .where(eq(propertyEvents.id, item.existing.id));
        return ok('updated');
      }
      await sp.insert(propertyEvents).values({
        id: item.id,
        propertyId: feed.propertyId,
        name: item.name,
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
      return ok('created');
    });
  } catch (error) {
    if (isStayClash(error)) {
      const ignore = item.existing ? { ignoreEventId: item.existing.id } : {};
      return skipFor(item, await findClash(tx, { propertyId: feed.propertyId, ...nightsOf(item), ...ignore }));
    }
    if (hasSqlState(error, UNIQUE_VIOLATION)) {
      return {
        result: { ...ok('skipped').result, reason: 'Another calendar of this property already imported this event' },
        problem: true,
      };
    }
    throw error;
  }
};
