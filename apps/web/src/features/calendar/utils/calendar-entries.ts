import { type TBookingListItem } from '@hearth/domain/bookings';
import { bookingSpan, nightsCovered, type CalendarSpan } from '@hearth/domain/calendar';
import { eventDetailsText, type TPropertyEvent } from '@hearth/domain/events';
import { type TTask } from '@hearth/domain/tasks';
import { formatDay, formatOrdinalDateTime } from '../../../lib/format';

/** What the calendar draws: bookings and events as bars across their days, tasks on their day. */
export type BookingEntry = CalendarSpan & { kind: 'booking'; id: string; booking: TBookingListItem; status: string };
export type EventEntry = CalendarSpan & {
  kind: 'event';
  id: string;
  event: TPropertyEvent;
  status: string;
  label: string;
};
export type TaskEntry = CalendarSpan & { kind: 'task'; id: string; task: TTask; status: string };
export type CalendarEntry = BookingEntry | EventEntry | TaskEntry;

const capitalise = (word: string): string => {
  const text = word.replace(/[_-]+/g, ' ').toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** A booking's status word for its pill: a cancelling record says so, otherwise the booking status ('Booked'). */
export const bookingStatusLabel = (booking: TBookingListItem): string =>
  booking.attributes.recordStatus === 'CANCELLING' ? 'Cancelling' : capitalise(booking.attributes.status);

/** An event's status word: 'Blocked', a hold's 'Hold until {date time}', 'Available', or 'Expired' once past. */
export const eventStatusLabel = (event: TPropertyEvent, timeZone: string): string => {
  const a = event.attributes;
  if (a.expired) return 'Expired';
  if (a.status === 'available') return 'Available';
  return a.expiryAt ? `Hold until ${formatOrdinalDateTime(a.expiryAt, timeZone)}` : 'Blocked';
};

export const taskStatusLabel = (task: TTask): string => capitalise(task.attributes.displayStatus);

export const guestName = (booking: TBookingListItem): string => booking.attributes.guest.fullName?.trim() || 'Guest';

/** Bookings first, then events, then tasks: the layout keeps this order between items of the same days. */
export const toEntries = (
  bookings: readonly TBookingListItem[],
  events: readonly TPropertyEvent[],
  tasks: readonly TTask[],
  timeZone: string,
): CalendarEntry[] => [
  ...bookings.map((booking): BookingEntry => ({
    kind: 'booking',
    id: booking.id,
    booking,
    status: bookingStatusLabel(booking),
    ...bookingSpan(booking.attributes.startDate, booking.attributes.endDate),
  })),
  ...events
    .filter((event) => event.attributes.end >= event.attributes.start)
    .map((event): EventEntry => ({
      kind: 'event',
      id: event.id,
      event,
      status: eventStatusLabel(event, timeZone),
      label: eventDetailsText(event.attributes.name) || 'Event',
      start: event.attributes.start,
      end: event.attributes.end,
    })),
  ...tasks
    .filter((task) => task.attributes.scheduledDate !== null && task.attributes.deletedAt === null)
    .map((task): TaskEntry => ({
      kind: 'task',
      id: task.id,
      task,
      status: taskStatusLabel(task),
      start: task.attributes.scheduledDate ?? '',
      end: task.attributes.scheduledDate ?? '',
    })),
];

/** Nights nobody can take: live booked or blocked stays, and blocking events that have not expired. */
export const takenNightsOf = (entries: readonly CalendarEntry[]): Set<string> =>
  nightsCovered(entries.filter(holdsNights));

/** Whether an entry holds its nights: a live booked or blocked stay, or a blocking event not yet expired. */
const holdsNights = (entry: CalendarEntry): entry is BookingEntry | EventEntry => {
  if (entry.kind === 'booking') {
    const a = entry.booking.attributes;
    return a.recordStatus !== 'CANCELLED' && (a.status === 'BOOKED' || a.status === 'BLOCKED');
  }
  if (entry.kind === 'event') return entry.event.attributes.status === 'blocking' && !entry.event.attributes.expired;
  return false;
};

/**
 * What holds a taken night, in words for a refused range: a stay by its guest ('Mia Chen's stay, Thu 12 Mar 2026 to
 * Sun 15 Mar 2026'), a block by its name. Null when nothing live holds it.
 */
export const holderOf = (entries: readonly CalendarEntry[], night: string): string | null => {
  const holder = entries.filter(holdsNights).find((entry) => entry.start <= night && night <= entry.end);
  if (!holder) return null;
  if (holder.kind === 'event')
    return `${holder.label || 'a block'}, ${formatDay(holder.start)} to ${formatDay(holder.end)}`;
  const a = holder.booking.attributes;
  const guest = a.guest.fullName?.trim();
  const what = a.status === 'BLOCKED' ? 'a block' : guest ? `${guest}'s stay` : `stay ${a.longCode}`;
  return `${what}, ${formatDay(a.startDate)} to ${formatDay(a.endDate)}`;
};
