import { z } from 'zod';
import { CURRENCIES } from '../properties/properties.constants';
import { ZInstant, ZNight } from '../properties/properties.schemas';
import { isNight, nightsBetween } from '../properties/nights';
import {
  BOOKING_INCLUDES,
  BOOKING_RECORD_STATUSES,
  BOOKING_STATUSES,
  CALENDAR_WINDOW_MAX_DAYS,
  EVENT_LIMITS,
  EVENT_MESSAGES,
  EVENT_STATUSES,
  PROPERTY_INCLUDES,
  QUOTE_INCLUDES,
  TASK_DISPLAY_STATUSES,
  TASK_INCLUDES,
  TASK_PRIORITIES,
} from './calendar.constants';
import { eventDetailsText } from './calendar.rules';

/** `include=a,b.c`: each item one of `values`; unknown relations are refused rather than ignored. */
export const includeOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .max(500)
    .optional()
    .transform((raw) =>
      (raw ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(values)).max(values.length));

const csvEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (raw) => {
      const parts = (Array.isArray(raw) ? raw : [raw]).flatMap((v) => (typeof v === 'string' ? v.split(',') : []));
      return parts.map((p) => p.trim()).filter(Boolean);
    },
    z.array(z.enum(values)).max(values.length),
  );

export const ZIdParams = z.object({ id: z.uuid() });
export const ZPropertyIdParams = z.object({ propertyId: z.uuid() });
export const ZTaskIdParams = z.object({ taskId: z.uuid() });

/** A from–to window of days (to inclusive of its day), at most CALENDAR_WINDOW_MAX_DAYS long. */
const windowChecks = (q: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx) => {
  if (q.from && q.to && q.to < q.from) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must be on or after from' });
  }
  if (q.from && q.to && nightsBetween(q.from, q.to) > CALENDAR_WINDOW_MAX_DAYS) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: `A window covers at most ${CALENDAR_WINDOW_MAX_DAYS} days` });
  }
};
export const ZWindowQuery = z.object({ from: ZNight, to: ZNight }).superRefine(windowChecks);

export const ZMoney = z.object({ amount: z.number().int(), currency: z.enum(CURRENCIES) });

// ---------- Property in full ----------

export const ZPropertyPerson = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
});
export const ZPropertyManager = ZPropertyPerson.extend({ type: z.string(), photoUrl: z.string().nullable() });
/** Email, last sign-in and roles only with `property:read-owner-contacts` (an owner: their own row); else absent. */
export const ZPropertyOwner = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string().optional(),
  lastLoginAt: z.string().nullable().optional(),
  roles: z.array(z.string()).optional(),
});

export const ZPropertyQuery = z.object({ include: includeOf(PROPERTY_INCLUDES) });

export const ZPropertyDocument = z.object({
  data: z.object({
    id: z.string(),
    type: z.literal('property'),
    attributes: z.object({
      code: z.string(),
      name: z.string(),
      status: z.string(),
      currency: z.enum(CURRENCIES),
      timezone: z.string(),
      createdAt: z.string(),
      address: z.object({
        street: z.string(),
        city: z.string(),
        state: z.string(),
        postcode: z.string(),
        country: z.string(),
        full: z.string(),
        latitude: z.number().nullable(),
        longitude: z.number().nullable(),
      }),
      details: z.object({
        bedrooms: z.number().int(),
        bathrooms: z.number().int(),
        maxGuests: z.number().int(),
        minimumStay: z.number().int(),
        type: z.string(),
        segment: z.string(),
      }),
      company: z.object({ id: z.string(), name: z.string(), partnerType: z.string() }),
      managementType: z.string(),
      keyType: z.string(),
      keyStatus: z.string(),
      overallCleaningStatus: z.string(),
      riskStatus: z.string().nullable(),
      airbnbOverallRating: z.number().nullable(),
      amenities: z.array(z.string()),
      checkpoints: z.record(z.string(), z.unknown()).nullable(),
      compliance: z.record(z.string(), z.unknown()).nullable(),
      resources: z.object({ links: z.array(z.object({ name: z.string(), url: z.string() })) }),
      primaryPhoto: z.string().nullable(),
      photos: z.array(z.object({ url: z.string() })),
      keys: z.array(z.unknown()),
      /** Derived (spec 000 §3). */
      managers: z.array(ZPropertyManager),
      accountManager: z.object({ fullName: z.string(), photoUrl: z.string().nullable() }).nullable(),
      owners: z.array(ZPropertyOwner),
      /** The latest owner sign-in: `property:read-owner-contacts` only, else absent. */
      lastLoginAt: z.string().nullable().optional(),
      /** The secret iCal export of booked and blocked nights: admin, staff and licensees only. */
      icalUrl: z.string().nullable(),
    }),
  }),
});
export type TPropertyDocument = z.infer<typeof ZPropertyDocument>;

// ---------- Bookings ----------

export const ZPropertyBookingsQuery = z
  .object({
    from: ZNight,
    to: ZNight,
    recordStatuses: csvEnum(BOOKING_RECORD_STATUSES).optional(),
    statuses: csvEnum(BOOKING_STATUSES).optional(),
    include: includeOf(['resources', 'notes']),
    'page[size]': z.coerce.number().int().min(1).max(1000).default(1000),
  })
  .superRefine(windowChecks);
export type TPropertyBookingsQuery = z.output<typeof ZPropertyBookingsQuery>;

export const ZBookingNote = z.object({
  content: z.string(),
  createdAt: z.string(),
  from: z.string(),
  tag: z.string().nullable(),
});

export const ZBookingListAttributes = z.object({
  startDate: z.string(),
  endDate: z.string(),
  status: z.enum(BOOKING_STATUSES),
  recordStatus: z.enum(BOOKING_RECORD_STATUSES),
  longCode: z.string(),
  channel: z.string(),
  /** `fullName` only with `booking:read-guest`; the head count is for everyone who sees the stay. */
  guest: z.object({
    fullName: z.string().nullable().optional(),
    adults: z.number().int(),
    children: z.number().int(),
  }),
  currency: z.enum(CURRENCIES),
  /** `booking:read-earnings` only. */
  totalAmount: z.number().int().optional(),
  bookedAt: z.string(),
  cancelledAt: z.string().nullable(),
  /** `booking:read-notes` only (admin, staff and licensee), and when asked for. */
  notes: z.array(ZBookingNote).optional(),
});
export const ZBookingListItem = z.object({
  id: z.string(),
  type: z.literal('booking'),
  attributes: ZBookingListAttributes,
});
export const ZBookingListResponse = z.object({
  data: z.array(ZBookingListItem),
  meta: z.object({ totalCount: z.number().int() }),
});
export type TBookingListItem = z.infer<typeof ZBookingListItem>;

export const ZBookingQuery = z.object({ include: includeOf(BOOKING_INCLUDES) });

export const ZPayment = z.object({
  id: z.string(),
  amount: z.number().int(),
  dueOn: z.string().nullable(),
  errorDescription: z.string().nullable(),
  isRefund: z.boolean(),
  isThreeDSecure: z.boolean(),
  method: z.string().nullable(),
  note: z.string().nullable(),
  paidAt: z.string().nullable(),
  paymentType: z.string(),
  receiptUrl: z.string().nullable(),
  refundableAmount: z.number().int(),
  status: z.string(),
  /** Unpaid, of a scheduled type and due (spec 000 §4). */
  scheduled: z.boolean(),
});

export const ZBookingDocument = z.object({
  data: z.object({
    id: z.string(),
    type: z.literal('booking'),
    attributes: ZBookingListAttributes.extend({
      propertyId: z.string(),
      /**
       * Fields a caller may not read are absent (see GUARDED_FIELDS in access/permissions.ts): names with
       * `booking:read-guest`, email and phone with `booking:read-guest-contacts`, money with `booking:read-earnings`
       * and `booking:read-payments`.
       */
      booker: z
        .object({
          fullName: z.string().nullable(),
          email: z.string().nullable().optional(),
          phone: z.string().nullable().optional(),
        })
        .optional(),
      guest: z.object({
        fullName: z.string().nullable().optional(),
        email: z.string().nullable().optional(),
        phone: z.string().nullable().optional(),
        adults: z.number().int(),
        children: z.number().int(),
      }),
      createdBy: z.object({ type: z.string() }),
      cleaningRequired: z.boolean(),
      corporatePartner: z.string().nullable().optional(),
      hasEarlyEta: z.boolean(),
      hasLateEtd: z.boolean(),
      externalSource: z.string().nullable(),
      cancellationPolicy: z.string().nullable(),
      payout: z.object({ managementFeePercentage: z.string() }).optional(),
      paymentSummary: z
        .object({ paid: z.number().int(), due: z.number().int(), refunded: z.number().int() })
        .optional(),
      currentQuoteId: z.string().nullable().optional(),
    }),
  }),
  included: z
    .array(z.object({ id: z.string(), type: z.string(), attributes: z.record(z.string(), z.unknown()) }))
    .optional(),
});
export type TBookingDocument = z.infer<typeof ZBookingDocument>;

export const ZQuoteQuery = z.object({ include: includeOf(QUOTE_INCLUDES) });
export const ZPayoutSummary = z.object({
  accommodation: z.number().int(),
  cleaning: z.number().int(),
  managementFee: z.number().int(),
  ownerPayout: z.number().int(),
  currency: z.enum(CURRENCIES),
});
export const ZQuoteAttributes = z.object({
  nights: z.number().int(),
  accommodation: z.number().int(),
  cleaningFee: z.number().int(),
  total: z.number().int(),
  currency: z.enum(CURRENCIES),
  createdAt: z.string(),
  baseQuoteId: z.string().nullable(),
});
type QuoteNode = {
  id: string;
  type: 'quote';
  attributes: z.infer<typeof ZQuoteAttributes>;
  payoutSummary?: z.infer<typeof ZPayoutSummary>;
  baseQuote?: QuoteNode | null;
};
export const ZQuoteNode: z.ZodType<QuoteNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    type: z.literal('quote'),
    attributes: ZQuoteAttributes,
    payoutSummary: ZPayoutSummary.optional(),
    baseQuote: ZQuoteNode.nullable().optional(),
  }),
);
export const ZQuoteDocument = z.object({ data: ZQuoteNode });
export type TQuoteDocument = z.infer<typeof ZQuoteDocument>;

// ---------- Rates ----------

export const ZDailyRate = z.object({
  id: z.string(),
  type: z.literal('daily-rate'),
  attributes: z.object({
    date: z.string(),
    price: z.number().int(),
    airbnbPrice: z.number().int(),
    bookingComPrice: z.number().int(),
    vrboPrice: z.number().int(),
    hearthPrice: z.number().int(),
    corporatePrice: z.number().int(),
    /** Days from today to the night (negative in the past). */
    daysAway: z.number().int(),
    attributions: z.array(z.string()),
  }),
});
export const ZRatesResponse = z.object({
  data: z.array(ZDailyRate),
  meta: z.object({ currency: z.enum(CURRENCIES) }),
});
export type TDailyRate = z.infer<typeof ZDailyRate>;

// ---------- Events ----------

export const ZEventDetails = z
  .string()
  .max(4000)
  .refine((html) => eventDetailsText(html).length >= EVENT_LIMITS.detailsMin, EVENT_MESSAGES.detailsMin)
  .refine((html) => eventDetailsText(html).length <= EVENT_LIMITS.detailsMax, EVENT_MESSAGES.detailsMax);

/** A real `YYYY-MM-DD` day, with the event page's own message (spec 001 §5). */
const eventDay = (message: string) => z.string({ error: message }).refine(isNight, message);

/**
 * The event form's fields. `start` and `end` are both days the event covers (a single date sets both), so a block
 * of the 12th to the 14th takes three nights; the API stores nights as [start, end + 1).
 */
export const ZEventAttributesInput = z.object({
  start: eventDay(EVENT_MESSAGES.invalidStart),
  end: eventDay(EVENT_MESSAGES.invalidEnd),
  name: ZEventDetails,
  status: z.enum(EVENT_STATUSES, { error: EVENT_MESSAGES.invalidStatus }),
  expiryAt: ZInstant.nullable().optional(),
});

const eventChecks = (a: { start?: string | undefined; end?: string | undefined }, ctx: z.RefinementCtx) => {
  if (a.start && a.end && a.end < a.start) {
    ctx.addIssue({ code: 'custom', path: ['end'], message: EVENT_MESSAGES.endBeforeStart });
  }
  if (a.start && a.end && nightsBetween(a.start, a.end) + 1 > EVENT_LIMITS.nightsMax) {
    ctx.addIssue({ code: 'custom', path: ['end'], message: EVENT_MESSAGES.tooLong });
  }
};

export const ZCreateEventRequest = z.object({
  data: z.object({
    type: z.literal('property-event').default('property-event'),
    attributes: ZEventAttributesInput.superRefine(eventChecks),
  }),
});
export const ZUpdateEventRequest = z.object({
  data: z.object({
    type: z.literal('property-event').default('property-event'),
    attributes: ZEventAttributesInput.partial().superRefine(eventChecks),
  }),
});
export type TCreateEventRequest = z.infer<typeof ZCreateEventRequest>;
export type TUpdateEventRequest = z.infer<typeof ZUpdateEventRequest>;

export const ZPropertyEvent = z.object({
  id: z.string(),
  type: z.literal('property-event'),
  attributes: z.object({
    propertyId: z.string(),
    name: z.string(),
    /** First and last day the event covers (inclusive). */
    start: z.string(),
    end: z.string(),
    status: z.enum(EVENT_STATUSES),
    blockDates: z.boolean(),
    expiryAt: z.string().nullable(),
    /** True once `expiryAt` has passed: the nights are free again. */
    expired: z.boolean(),
    source: z.string(),
    createdAt: z.string(),
    modifiedAt: z.string(),
    calendarLink: z.string(),
  }),
});
export const ZPropertyEventDocument = z.object({ data: ZPropertyEvent });
export const ZPropertyEventsResponse = z.object({ data: z.array(ZPropertyEvent) });
export type TPropertyEvent = z.infer<typeof ZPropertyEvent>;

// ---------- Tasks ----------

export const ZTasksQuery = z
  .object({
    externalPlatform: z.enum(['breezeway']).optional(),
    propertyId: z.uuid(),
    from: ZNight,
    to: ZNight,
    include: includeOf(TASK_INCLUDES),
  })
  .superRefine(windowChecks);
export const ZTaskQuery = z.object({ include: includeOf(TASK_INCLUDES) });

export const ZTaskAttributes = z.object({
  propertyId: z.string(),
  breezewayId: z.string().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  displayStatus: z.enum(TASK_DISPLAY_STATUSES),
  priority: z.enum(TASK_PRIORITIES),
  scheduledDate: z.string().nullable(),
  scheduledTime: z.string().nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  isPaused: z.boolean(),
  reportUrl: z.string().nullable(),
  department: z.string(),
  tags: z.array(z.string()),
  statusCode: z.string().nullable(),
  statusStage: z.string().nullable(),
  createdAt: z.string(),
  deletedAt: z.string().nullable(),
  assignments: z.array(z.object({ name: z.string() })),
  reporterType: z.string().nullable(),
  location: z.string().nullable(),
  repairDuringStay: z.boolean(),
  /** Seconds between start and finish, less pauses, as the service reports it. */
  totalTime: z.number().int().nullable(),
  createdBy: z.object({ name: z.string() }).nullable(),
  /** 'View on Breezeway' target; null for a task kept only here. */
  externalUrl: z.string().nullable(),
});
export const ZTaskComment = z.object({
  id: z.string(),
  type: z.literal('task-comment'),
  attributes: z.object({
    taskId: z.string(),
    comment: z.string(),
    commentedAt: z.string(),
    author: z.string().nullable(),
  }),
});
export const ZTaskAttachment = z.object({
  id: z.string(),
  type: z.literal('task-attachment'),
  attributes: z.object({ taskId: z.string(), url: z.string(), contentType: z.string().nullable() }),
});
export const ZTask = z.object({ id: z.string(), type: z.literal('property-task'), attributes: ZTaskAttributes });
export const ZTasksResponse = z.object({
  data: z.array(ZTask),
  included: z.array(z.union([ZTaskComment, ZTaskAttachment])).optional(),
});
export const ZTaskDocument = z.object({
  data: ZTask,
  included: z.array(z.union([ZTaskComment, ZTaskAttachment])).optional(),
});
export type TTask = z.infer<typeof ZTask>;
export type TTaskComment = z.infer<typeof ZTaskComment>;
export type TTaskAttachment = z.infer<typeof ZTaskAttachment>;
