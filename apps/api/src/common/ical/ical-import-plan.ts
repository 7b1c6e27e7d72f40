import { ICAL_LIMITS, type TIcalImportResult } from '@hearth/domain';
import { plainText, type ParsedIcalEvent } from './ical-parse';

/** An event this feed imported before. */
export type Existing = { id: string; uid: string; startDate: string; endDate: string; name: string; status: string };
/** An event of the calendar to write (or leave, if unchanged). */
export type Pending = { event: ParsedIcalEvent & { start: string; end: string }; name: string; existing?: Existing };
type Skipped = { result: TIcalImportResult; problem: boolean };

const IGNORED_REASONS = { cancelled: 'Cancelled in the calendar', free: 'Marked free in the calendar' } as const;

/** 'Blocked on Airbnb: Reserved': the feed's name, then the event's SUMMARY as plain text. */
const eventName = (feedName: string, summary: string) =>
  `Blocked on ${plainText(feedName, ICAL_LIMITS.feedNameMax)}${summary ? `: ${summary}` : ''}`;

/**
 * What an import will do, before it writes (docs/product/ical.md#imports): each calendar event is skipped
 * with its reason (a problem when the calendar is at fault), or pending; the feed's events whose UID left the
 * calendar are removed. An event still in the calendar keeps its block even when it is skipped now.
 */
export const planIcalImport = (options: {
  events: readonly ParsedIcalEvent[];
  existing: readonly (Omit<Existing, 'uid'> & { uid: string | null; feedId: string | null })[];
  feed: { id: string; name: string };
  today: string;
}): { skipped: Skipped[]; pending: Pending[]; removed: Existing[] } => {
  const mine = new Map<string, Existing>();
  const otherFeeds = new Set<string>();
  for (const row of options.existing) {
    if (row.uid === null) continue;
    if (row.feedId === options.feed.id) mine.set(row.uid, { ...row, uid: row.uid });
    else otherFeeds.add(row.uid);
  }
  const skipped: Skipped[] = [];
  const skip = (event: ParsedIcalEvent, reason: string, problem: boolean) =>
    skipped.push({
      result: { uid: event.uid, status: 'skipped', start: event.start, end: event.end, reason },
      problem,
    });

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
    } else if (event.end <= options.today) {
      skip(event, 'The event ended before today', false);
    } else {
      const existing = mine.get(event.uid);
      pending.push({
        event: { ...event, start: event.start, end: event.end },
        name: eventName(options.feed.name, event.summary),
        ...(existing ? { existing } : {}),
      });
    }
  }
  return { skipped, pending, removed: [...mine.values()].filter((row) => !keep.has(row.uid)) };
};
