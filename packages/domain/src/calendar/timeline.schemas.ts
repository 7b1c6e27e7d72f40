import { z } from 'zod';
import { csvOf, intIn } from '../api/params.schemas';
import { BOOKING_RECORD_STATUSES, BOOKING_STATUSES } from '../bookings/bookings.constants';
import { ZNight } from '../dates/dates.schemas';
import { nightsBetween } from '../dates/nights';
import { CURRENCIES, PROPERTY_LIST, PROPERTY_STATUSES } from '../properties/properties.constants';
import { TASK_DISPLAY_STATUSES } from '../tasks/tasks.constants';
import { TIMELINE, TIMELINE_EVENT_KINDS, TIMELINE_MESSAGES } from './timeline.constants';

/**
 * `GET v3/calendar/timeline`: the nights `from` to `to` (both included) of a page of the caller's homes, filtered
 * and searched as the property list is. Lists take repeated keys or comma-separated values.
 */
export const ZTimelineQuery = z
  .object({
    /** The first night shown. */
    from: ZNight,
    /** The last night shown. */
    to: ZNight,
    /** Every word in the property's name, code or address (as the list's search). */
    filterText: z.string().trim().max(TIMELINE.filterTextMax).optional(),
    'filters[companies]': csvOf(z.uuid()).optional(),
    /** Default: onboarding, active and offboarding (the list's, without inactive). */
    'filters[propertyStatuses]': csvOf(z.enum(PROPERTY_STATUSES)).optional(),
    /** Exactly this many bedrooms; the top value means that many or more, as in the list. */
    'filters[bedrooms]': intIn(1, PROPERTY_LIST.roomsMax).optional(),
    'page[number]': intIn(1, TIMELINE.pageNumberMax).default(1),
    'page[size]': intIn(1, TIMELINE.pageSizeMax).default(TIMELINE.pageSize),
  })
  .superRefine((q, ctx) => {
    if (q.to < q.from) ctx.addIssue({ code: 'custom', path: ['to'], message: TIMELINE_MESSAGES.toBeforeFrom });
    else if (nightsBetween(q.from, q.to) + 1 > TIMELINE.nightsMax) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: TIMELINE_MESSAGES.windowTooLong });
    }
  });
export type TTimelineQuery = z.output<typeof ZTimelineQuery>;
export type TTimelineParams = z.input<typeof ZTimelineQuery>;

/** A stay on the timeline: its nights are [start, end), `end` the check-out day. */
export const ZTimelineBooking = z.object({
  id: z.string(),
  start: z.string(),
  end: z.string(),
  status: z.enum(BOOKING_STATUSES),
  recordStatus: z.enum(BOOKING_RECORD_STATUSES),
  channel: z.string(),
  longCode: z.string(),
  /** `booking:read-guest` only. */
  guestName: z.string().nullable().optional(),
});
export type TTimelineBooking = z.infer<typeof ZTimelineBooking>;

/** A hold, block or available event: nights [start, end), like a stay (`end` is the day after its last day). */
export const ZTimelineEvent = z.object({
  id: z.string(),
  kind: z.enum(TIMELINE_EVENT_KINDS),
  /** The details as the event page keeps them (its editor's HTML); `eventDetailsText` gives the text. */
  name: z.string(),
  start: z.string(),
  end: z.string(),
  /** A hold's expiry instant (ISO, UTC); null for blocks and available events. */
  expiresAt: z.string().nullable(),
  /** 'hearth', or 'ical' for a block imported from a channel's calendar. */
  source: z.string(),
});
export type TTimelineEvent = z.infer<typeof ZTimelineEvent>;

/** A task on its day. */
export const ZTimelineTask = z.object({
  id: z.string(),
  name: z.string(),
  scheduledDate: z.string(),
  scheduledTime: z.string().nullable(),
  department: z.string(),
  /** As the property calendar shows it ('overdue' for a task nobody started whose day has passed). */
  status: z.enum(TASK_DISPLAY_STATUSES),
  /** Not done (closed, finished, approved) and its day is before today at the property. */
  overdue: z.boolean(),
});
export type TTimelineTask = z.infer<typeof ZTimelineTask>;

/** A run of nights closed by hand (docs/product/rates.md#nights-by-hand), [start, end) like a stay. */
export const ZTimelineClosedNights = z.object({ start: z.string(), end: z.string() });
export type TTimelineClosedNights = z.infer<typeof ZTimelineClosedNights>;

export const ZTimelineRow = z.object({
  id: z.string(),
  type: z.literal('property'),
  attributes: z.object({
    name: z.string(),
    code: z.string(),
    status: z.enum(PROPERTY_STATUSES),
    /** While offboarding: the last night guests may stay (docs/product/properties.md#life-cycle). */
    lastNight: z.string().nullable(),
    currency: z.enum(CURRENCIES),
    timezone: z.string(),
    bookings: z.array(ZTimelineBooking),
    /** `event:view` only (as the property calendar's events). */
    events: z.array(ZTimelineEvent).optional(),
    /** `task:manage` only: tasks are confidential (docs/product/calendar.md#who-uses-it). */
    tasks: z.array(ZTimelineTask).optional(),
    /** `rate:read` only (as the property calendar's rates): the closed nights, a run of them an entry. */
    closedNights: z.array(ZTimelineClosedNights).optional(),
  }),
});
export type TTimelineRow = z.infer<typeof ZTimelineRow>;

export const ZTimelineResponse = z.object({
  data: z.array(ZTimelineRow),
  meta: z.object({
    totalCount: z.number().int(),
    totalPages: z.number().int(),
    pageNumber: z.number().int(),
    pageSize: z.number().int(),
    from: z.string(),
    to: z.string(),
  }),
});
export type TTimelineResponse = z.infer<typeof ZTimelineResponse>;
