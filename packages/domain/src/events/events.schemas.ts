import { z } from 'zod';
import { ZInstant } from '../dates/dates.schemas';
import { isNight, nightsBetween } from '../dates/nights';
import { EVENT_LIMITS, EVENT_MESSAGES, EVENT_STATUSES } from './events.constants';
import { eventDetailsText } from './events.rules';

export const ZEventDetails = z
  .string()
  .max(4000)
  .refine((html) => eventDetailsText(html).length >= EVENT_LIMITS.detailsMin, EVENT_MESSAGES.detailsMin)
  .refine((html) => eventDetailsText(html).length <= EVENT_LIMITS.detailsMax, EVENT_MESSAGES.detailsMax);

/** A real `YYYY-MM-DD` day, with the event page's own message (docs/product/events.md#rules). */
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
export type TPropertyEventDocument = z.infer<typeof ZPropertyEventDocument>;
export type TPropertyEventsResponse = z.infer<typeof ZPropertyEventsResponse>;
