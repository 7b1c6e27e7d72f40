import type {
  TTimelineBooking,
  TTimelineClosedNights,
  TTimelineEvent,
  TTimelineRow,
  TTimelineTask,
} from '@hearth/domain/calendar';
import { addDays, daysBetween } from '@hearth/domain/dates';
import { eventDetailsText } from '@hearth/domain/events';
import { statusPillColour } from '@hearth/domain/properties';
import { channelLabel, portalOf } from '@hearth/domain/reviews';
import { PORTAL_MARKS } from '../../../assets/portal-marks';
import { formatDay, formatInstantIn } from '../../../lib/format';

/** One column of the grid: a night, with what its header shows. */
export type Night = {
  day: string;
  /** 1–31. */
  date: number;
  weekday: string;
  weekend: boolean;
  /** The month's short name on the first night shown and on each 1st. */
  monthLabel: string | null;
};

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '20 Mar': a day where the year goes without saying (the row's last night, beside the window's header). */
export const shortDay = (day: string): string =>
  `${Number(day.slice(8, 10))} ${MONTHS[Number(day.slice(5, 7)) - 1] ?? ''}`;

/** The nights `from` to `to`, both included. */
export const nightsOf = (from: string, to: string): Night[] => {
  const count = daysBetween(from, to) + 1;
  return Array.from({ length: Math.max(0, count) }, (_, index) => {
    const day = addDays(from, index);
    const date = new Date(`${day}T00:00:00Z`);
    const weekday = date.getUTCDay();
    const dayOfMonth = date.getUTCDate();
    return {
      day,
      date: dayOfMonth,
      weekday: WEEKDAYS[weekday] ?? '',
      weekend: weekday === 0 || weekday === 6,
      monthLabel:
        index === 0 || dayOfMonth === 1 ? `${MONTHS[date.getUTCMonth()] ?? ''} ${date.getUTCFullYear()}` : null,
    };
  });
};

/** Where a span of nights [start, end) falls in a window of `count` nights from `from`: columns, clipped. */
export type Placement = { first: number; last: number; clippedBefore: boolean; clippedAfter: boolean };

export const placeSpan = (start: string, end: string, from: string, count: number): Placement | null => {
  const first = daysBetween(from, start);
  const last = daysBetween(from, end) - 1;
  if (last < 0 || first >= count || last < first) return null;
  return {
    first: Math.max(0, first),
    last: Math.min(count - 1, last),
    clippedBefore: first < 0,
    clippedAfter: last > count - 1,
  };
};

/**
 * The colour of a channel: its portal's mark (assets/portal-marks.ts, as its logo is drawn), the theme's primary
 * colour for the operator's own channel and any portal without a mark.
 */
export const channelColour = (channel: string): string => {
  const portal = portalOf(channel);
  return portal && portal !== 'host' ? PORTAL_MARKS[portal].colour : 'primary';
};

/** A Mantine colour variable, `primary` being the theme's (the licensee's brand colour in Pro). */
export const colourVar = (colour: string, shade: 'filled' | 'light' | 'light-color'): string =>
  colour === 'primary' ? `var(--mantine-primary-color-${shade})` : `var(--mantine-color-${colour}-${shade})`;

const capitalise = (word: string): string => {
  const text = word.replace(/[_-]+/g, ' ').toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
};

export const bookingStatusWord = (booking: TTimelineBooking): string =>
  booking.recordStatus === 'CANCELLING' ? 'Cancelling' : capitalise(booking.status);

/** What a stay's bar says: the guest (for those who see guests), else its code. */
export const bookingTitle = (booking: TTimelineBooking): string => booking.guestName?.trim() || booking.longCode;

export const bookingLabel = (booking: TTimelineBooking, productName: string): string => {
  const channel = channelLabel(booking.channel).replace('{product}', productName);
  return `${bookingTitle(booking)}, ${bookingStatusWord(booking)}, ${channel}, ${formatDay(booking.start)} to ${formatDay(booking.end)}`;
};

/** 'Hold until …', 'Block' or 'Available', as the event's accessible name begins. */
export const eventKindWord = (event: TTimelineEvent, timeZone: string): string => {
  if (event.kind === 'hold') {
    return event.expiresAt ? `Hold until ${formatInstantIn(event.expiresAt, timeZone)}` : 'Hold';
  }
  return event.kind === 'block' ? 'Block' : 'Available';
};

/** An event's details as text (the API gives the event page's HTML). */
export const eventText = (event: TTimelineEvent): string => eventDetailsText(event.name) || 'Event';

export const eventLabel = (event: TTimelineEvent, timeZone: string): string =>
  `${eventKindWord(event, timeZone)}: ${eventText(event)}, ${formatDay(event.start)} to ${formatDay(addDays(event.end, -1))}${
    event.source === 'ical' ? ', from a channel calendar' : ''
  }`;

export const taskStatusWord = (task: TTimelineTask): string => (task.overdue ? 'Overdue' : capitalise(task.status));

/** The pill colour of a task's status (docs/product/calendar.md#states); overdue is red whatever its status. */
export const taskColour = (task: TTimelineTask): string => (task.overdue ? 'red' : statusPillColour(task.status));

/** A row's tasks by day, in their order. */
export const tasksByDay = (tasks: readonly TTimelineTask[]): Map<string, TTimelineTask[]> => {
  const byDay = new Map<string, TTimelineTask[]>();
  for (const task of tasks) {
    const list = byDay.get(task.scheduledDate);
    if (list) list.push(task);
    else byDay.set(task.scheduledDate, [task]);
  }
  return byDay;
};

/** Nights a row cannot take: its live stays and its holds and blocks (available events only mark nights). */
export const takenNights = (row: TTimelineRow): Set<string> => {
  const taken = new Set<string>();
  const add = (start: string, end: string) => {
    for (let night = start; night < end; night = addDays(night, 1)) taken.add(night);
  };
  for (const booking of row.attributes.bookings) {
    if (booking.recordStatus !== 'CANCELLED' && booking.status !== 'CANCELLED') add(booking.start, booking.end);
  }
  for (const event of row.attributes.events ?? []) if (event.kind !== 'available') add(event.start, event.end);
  return taken;
};

/** A row's closed nights (docs/product/rates.md#nights-by-hand), from the API's runs of them [start, end). */
export const closedNightsOf = (runs: readonly TTimelineClosedNights[] | undefined): Set<string> => {
  const closed = new Set<string>();
  for (const run of runs ?? []) {
    for (let night = run.start; night < run.end; night = addDays(night, 1)) closed.add(night);
  }
  return closed;
};

/** A night cell's name: its day, then what marks it ('Tue 4 Mar 2031, closed, takes no stays'). */
export const nightCellLabel = (dayLabel: string, closed: boolean, noStays: boolean): string =>
  [dayLabel, closed ? 'closed' : null, noStays ? 'takes no stays' : null].filter(Boolean).join(', ');
