import {
  TIMELINE_DONE_TASK_STATUSES,
  todayIn,
  type BookingRecordStatus,
  type BookingStatus,
  type Currency,
  type EventStatus,
  type PropertyStatus,
  type TaskDisplayStatus,
  type TTimelineQuery,
  type TTimelineResponse,
  type TTimelineRow,
  type TTimelineTask,
} from '@hearth/domain';

/*
 * The page comes back as JSON arrays of positional tuples, in the order the select lists write them: compact for
 * PostgreSQL to write and for the API to read, and turned into the response's objects by presentTimeline.
 */
export type HomeTuple = [
  id: string,
  name: string,
  code: string,
  status: PropertyStatus,
  lastNight: string | null,
  currency: Currency,
  timezone: string,
];
export type StayTuple = [
  propertyId: string,
  id: string,
  start: string,
  end: string,
  status: BookingStatus,
  recordStatus: BookingRecordStatus,
  channel: string,
  longCode: string,
  guestName: string | null,
];
export type EventTuple = [
  propertyId: string,
  id: string,
  name: string,
  status: EventStatus,
  start: string,
  end: string,
  expiresAt: string | null,
  source: string,
];
export type TaskTuple = [
  propertyId: string,
  id: string,
  name: string,
  scheduledDate: string,
  scheduledTime: string | null,
  department: string,
  status: TaskDisplayStatus,
];

/** A run of closed nights [start, end). */
export type ClosedTuple = [propertyId: string, start: string, end: string];

/** What the caller may see besides the stays themselves (the presenter's whitelist, decided once). */
export type Layers = {
  guest: boolean;
  events: boolean;
  tasks: boolean;
  rates: boolean;
  statuses: readonly BookingStatus[];
};

/** A page of the timeline as findTimelinePage read it: the matches' count and the page's tuples. */
export type TimelinePage = {
  total: number;
  homes: HomeTuple[];
  stays: StayTuple[];
  events: EventTuple[];
  tasks: TaskTuple[];
  closed: ClosedTuple[];
};

/** Tuples by their property (the first element), keeping their order. */
const byProperty = <T extends [string, ...unknown[]]>(tuples: readonly T[]): Map<string, T[]> => {
  const grouped = new Map<string, T[]>();
  for (const tuple of tuples) {
    const group = grouped.get(tuple[0]);
    if (group) group.push(tuple);
    else grouped.set(tuple[0], [tuple]);
  }
  return grouped;
};

const DONE: readonly string[] = TIMELINE_DONE_TASK_STATUSES;

/**
 * The property calendar's status word (an open task nobody started whose day has passed shows 'overdue', as
 * GET v3/property-tasks shows it), and the timeline's overdue mark: not done and its day before today at the home.
 */
const presentTask = ([, id, name, day, time, department, status]: TaskTuple, today: string): TTimelineTask => {
  const late = day < today;
  return {
    id,
    name,
    scheduledDate: day,
    scheduledTime: time,
    department,
    status: late && (status === 'unassigned' || status === 'assigned') ? 'overdue' : status,
    overdue: late && !DONE.includes(status),
  };
};

/** `GET v3/calendar/timeline` (see getTimeline): the page's homes with their stays, events, tasks and closed nights. */
export const presentTimeline = (
  found: TimelinePage,
  layers: Layers,
  query: TTimelineQuery,
  now: Date,
): TTimelineResponse => {
  const stays = byProperty(found.stays);
  const events = byProperty(found.events);
  const tasks = byProperty(found.tasks);
  const closed = byProperty(found.closed);

  const size = query['page[size]'];
  return {
    data: found.homes.map(([id, name, code, status, lastNight, currency, timezone]): TTimelineRow => ({
      id,
      type: 'property',
      attributes: {
        name,
        code,
        status,
        lastNight,
        currency,
        timezone,
        bookings: (stays.get(id) ?? []).map(
          ([, bookingId, start, end, bookingStatus, recordStatus, channel, longCode, guestName]) => ({
            id: bookingId,
            start,
            end,
            status: bookingStatus,
            recordStatus,
            channel,
            longCode,
            ...(layers.guest ? { guestName } : {}),
          }),
        ),
        ...(layers.events
          ? {
              events: (events.get(id) ?? []).map(([, eventId, text, eventStatus, start, end, expiresAt, source]) => {
                const hold = eventStatus === 'blocking' && expiresAt !== null;
                return {
                  id: eventId,
                  kind:
                    eventStatus !== 'blocking' ? ('available' as const) : hold ? ('hold' as const) : ('block' as const),
                  name: text,
                  start,
                  end,
                  expiresAt: hold ? new Date(expiresAt).toISOString() : null,
                  source,
                };
              }),
            }
          : {}),
        ...(layers.tasks
          ? { tasks: (tasks.get(id) ?? []).map((task) => presentTask(task, todayIn(timezone, now))) }
          : {}),
        ...(layers.rates
          ? {
              closedNights: (closed.get(id) ?? []).map(([, start, end]) => ({ start, end })),
            }
          : {}),
      },
    })),
    meta: {
      totalCount: found.total,
      totalPages: Math.ceil(found.total / size),
      pageNumber: query['page[number]'],
      pageSize: size,
      from: query.from,
      to: query.to,
    },
  };
};
