import ical from 'ical-generator';
import {
  ICAL_IMPORT_MESSAGES,
  type TIcalFeed,
  type TIcalFeedsResponse,
  type TIcalImportResponse,
  type TRotateIcalExportResponse,
} from '@hearth/domain';
import type { icalFeeds } from '../../db/schema';
import { hasStalled, type IcalImportRow } from '../../common/ical/ical-import-job';

type FeedRow = typeof icalFeeds.$inferSelect;

export const presentFeed = (row: FeedRow, eventCount: number): TIcalFeed => ({
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

/** A property's feeds, each with how many events it imported. */
export const presentFeeds = (feeds: readonly { feed: FeedRow; eventCount: number }[]): TIcalFeedsResponse => {
  const data = feeds.map(({ feed, eventCount }) => presentFeed(feed, eventCount));
  return { data, meta: { totalCount: data.length } };
};

const NO_COUNTS = { created: 0, updated: 0, unchanged: 0, removed: 0, skipped: 0 };

/** An import as it stands: running with its progress, or finished with its outcome (a stalled one as failed). */
export const presentImport = (row: IcalImportRow, now = new Date()): TIcalImportResponse => {
  const stalled = hasStalled(row, now);
  return {
    data: {
      id: row.id,
      type: 'ical-import',
      attributes: {
        feedId: row.feedId,
        mode: row.mode,
        state: stalled ? 'finished' : row.state,
        progress: { done: row.done, total: row.total },
        outcome: stalled ? 'failed' : row.outcome,
        error: stalled ? ICAL_IMPORT_MESSAGES.importStopped : row.error,
        counts: row.counts ?? NO_COUNTS,
        results: row.results ?? [],
        startedAt: row.startedAt.toISOString(),
        finishedAt: row.finishedAt?.toISOString() ?? (stalled ? row.heartbeatAt.toISOString() : null),
      },
    },
  };
};

export const presentIcalExport = (propertyId: string, url: string): TRotateIcalExportResponse => ({
  data: { id: propertyId, type: 'ical-export' as const, attributes: { propertyId, url } },
});

type CalendarItem = { id: string; start: string; end: string; stamp: Date };

/**
 * The export's calendar text: one all-day VEVENT per stay ('Booked', or 'Blocked' for an owner block) and per
 * block ('Blocked'). UIDs are the row ids, so clients update rather than duplicate.
 */
export const presentIcalCalendar = (options: {
  property: { name: string };
  publicUrl: string;
  productName: string;
  stays: readonly (CalendarItem & { status: string })[];
  blocks: readonly CalendarItem[];
}): string => {
  const host = new URL(options.publicUrl).hostname;
  const calendar = ical({
    name: `${options.property.name} (${options.productName})`,
    prodId: { company: options.productName, product: 'Calendar', language: 'EN' },
    ttl: 30 * 60,
  });
  for (const stay of options.stays) {
    calendar.createEvent({
      id: `booking-${stay.id}@${host}`,
      allDay: true,
      start: stay.start,
      end: stay.end,
      stamp: stay.stamp,
      summary: stay.status === 'BLOCKED' ? 'Blocked' : 'Booked',
    });
  }
  for (const block of options.blocks) {
    calendar.createEvent({
      id: `event-${block.id}@${host}`,
      allDay: true,
      start: block.start,
      end: block.end,
      stamp: block.stamp,
      summary: 'Blocked',
    });
  }
  return calendar.toString();
};
