import { and, desc, eq, gt, notInArray } from 'drizzle-orm';
import { HTTP, ICAL_ERROR_CODES, ICAL_IMPORT_MESSAGES, ICAL_LIMITS } from '@hearth/domain';
import type { Db } from '../../db/client';
import { icalFeeds, icalImports } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AuditEntry } from '../../lib/audit';
import { FeedFetchError } from './ical-fetch';
import { importIcalEvents, type IcalImportMode, type IcalImportSummary } from './ical-import';
import { openIcal, readIcalInSlices } from './ical-parse';
import { IcalParseError } from './ical-split';

export type IcalImportRow = typeof icalImports.$inferSelect;
/** A feed with its home's time zone (the days of its events are the home's). */
export type ScopedFeed = typeof icalFeeds.$inferSelect & { timezone: string };

/** A running import whose heartbeat is older than this stopped with its process: it no longer holds the feed. */
export const ICAL_IMPORT_STALL_MS = 5 * 60_000;
/** Imports kept per feed, newest first: enough to see what the last few did. */
const KEPT_PER_FEED = 10;

/** A running import whose process stopped: shown as failed, and it no longer blocks a new one. */
export const hasStalled = (row: IcalImportRow, now = new Date()): boolean =>
  row.state === 'running' && row.heartbeatAt.getTime() < now.getTime() - ICAL_IMPORT_STALL_MS;

/**
 * Claims the feed for a new import (docs/product/ical.md#imports): 409 while another import of it runs, so
 * two imports never interleave their slices. The feed's row lock makes the check and the insert one step.
 */
export const beginIcalImport = async (
  db: Db,
  options: { feedId: string; mode: IcalImportMode; actor: AuditEntry['actor']; now?: Date },
): Promise<IcalImportRow> => {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    await tx.select({ id: icalFeeds.id }).from(icalFeeds).where(eq(icalFeeds.id, options.feedId)).for('update');
    const [running] = await tx
      .select({ id: icalImports.id })
      .from(icalImports)
      .where(
        and(
          eq(icalImports.feedId, options.feedId),
          eq(icalImports.state, 'running'),
          gt(icalImports.heartbeatAt, new Date(now.getTime() - ICAL_IMPORT_STALL_MS)),
        ),
      )
      .limit(1);
    if (running) {
      throw new AppError({
        status: HTTP.conflict,
        code: ICAL_ERROR_CODES.importRunning,
        detail: ICAL_IMPORT_MESSAGES.importRunning,
        meta: { importId: running.id },
      });
    }
    const kept = tx
      .select({ id: icalImports.id })
      .from(icalImports)
      .where(eq(icalImports.feedId, options.feedId))
      .orderBy(desc(icalImports.startedAt))
      .limit(KEPT_PER_FEED - 1);
    await tx.delete(icalImports).where(and(eq(icalImports.feedId, options.feedId), notInArray(icalImports.id, kept)));
    const [row] = await tx
      .insert(icalImports)
      .values({
        feedId: options.feedId,
        mode: options.mode,
        createdBy: options.actor.userId,
        startedAt: now,
        heartbeatAt: now,
      })
      .returning();
    if (!row) throw new Error('the import row was not written');
    return row;
  });
};

/** What an import ended with: its summary, or the reason it could not run (written to the feed's last_error). */
export type ImportOutcome = { outcome: 'ok'; summary: IcalImportSummary } | { outcome: 'failed'; error: string };

/**
 * Runs an import begun by beginIcalImport: gets the calendar's text (an upload's, or fetched), reads it in slices,
 * writes it in slices, and keeps the import's row up to date with its progress and, at the end, its outcome. A
 * calendar that cannot be fetched or read changes no event: the reason goes to the import and the feed's last_error.
 * Never throws: it runs after the call that started it has answered; an unexpected error is logged and recorded.
 */
export const runIcalImport = async (options: {
  db: Db;
  importId: string;
  feed: ScopedFeed;
  mode: IcalImportMode;
  actor: AuditEntry['actor'];
  text: () => Promise<string>;
  log: { error: (object: object, message: string) => void };
  now?: Date;
}): Promise<ImportOutcome> => {
  const { db, feed, importId } = options;
  const progress = (tx: Db, values: Partial<IcalImportRow>) =>
    tx
      .update(icalImports)
      .set({ ...values, heartbeatAt: new Date() })
      .where(eq(icalImports.id, importId));
  const fail = async (error: string, onFeed: boolean): Promise<ImportOutcome> => {
    const message = error.slice(0, ICAL_LIMITS.lastErrorMax);
    // One transaction: whoever sees the import finished sees the feed's last error too.
    await db.transaction(async (tx) => {
      if (onFeed) await tx.update(icalFeeds).set({ lastError: message }).where(eq(icalFeeds.id, feed.id));
      await progress(tx, { state: 'finished', outcome: 'failed', error: message, finishedAt: new Date() });
    });
    return { outcome: 'failed', error: message };
  };
  try {
    let calendar;
    try {
      calendar = openIcal(await options.text());
    } catch (error) {
      if (error instanceof FeedFetchError || error instanceof IcalParseError) return await fail(error.message, true);
      throw error;
    }
    await progress(db, { total: calendar.events.length });
    const events = await readIcalInSlices(calendar, { timezone: feed.timezone });
    const summary = await importIcalEvents({
      db,
      feed,
      timezone: feed.timezone,
      events,
      actor: options.actor,
      mode: options.mode,
      now: options.now ?? new Date(),
      importId,
      onSlice: async (tx, done) => {
        await progress(tx, { done });
      },
      onFinish: async (tx, result) => {
        await progress(tx, {
          state: 'finished',
          outcome: 'ok',
          done: events.length,
          counts: result.counts,
          results: result.results,
          finishedAt: new Date(),
        });
      },
    });
    return { outcome: 'ok', summary };
  } catch (error) {
    options.log.error({ err: error, importId, feedId: feed.id }, 'iCal import failed');
    try {
      return await fail('The import stopped on an unexpected error; the events written before it stay.', false);
    } catch {
      // The database itself is failing: the import is seen as stopped once its heartbeat is old.
      return { outcome: 'failed', error: 'The import stopped on an unexpected error' };
    }
  }
};
