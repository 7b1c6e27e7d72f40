import ical from 'ical-generator';
import type { TIcalFeed, TIcalFeedsResponse, TIcalImportResponse, TRotateIcalExportResponse } from '@hearth/domain';
import type { icalFeeds } from '../../db/schema';
import type { IcalImportMode } from '../../common/ical/ical-import';
import type { ImportOutcome } from '../../common/ical/ical-sync';

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

export const presentImport = (feedId: string, mode: IcalImportMode, result: ImportOutcome): TIcalImportResponse => ({
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
