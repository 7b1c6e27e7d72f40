import * as z from 'zod/mini';
import { addressOrNull } from '../api/address.schemas';
import { isNight } from '../dates/nights';
import { EVENT_EXPIRY_OPTIONS, EVENT_LIMITS, EVENT_MESSAGES, EVENT_STATUSES } from './events.constants';

/** A real day within the date picker's years (EVENT_LIMITS), with the event page's own message (docs/product/events.md#rules). */
const pageDay = (message: string) =>
  z.string({ error: message }).check(
    z.refine(isNight, message),
    z.refine((day) => day >= `${EVENT_LIMITS.yearMin}-01-01` && day <= `${EVENT_LIMITS.yearMax}-12-31`, message),
  );

const EXPIRY_DAYS = EVENT_EXPIRY_OPTIONS.map(({ days }) => String(days)) as [string, ...string[]];

/**
 * The event page's address (docs/product/events.md#screens, #rules): the create form's first days, status and expiry. A day outside the date
 * picker's years (EVENT_LIMITS) is as invalid as one that does not exist; an end before the start is refused.
 * (zod/mini, as every address schema: api/address.schemas.ts.)
 */
export const ZEventPageQuery = z
  .object({
    startDate: addressOrNull(pageDay(EVENT_MESSAGES.invalidStart)),
    endDate: addressOrNull(pageDay(EVENT_MESSAGES.invalidEnd)),
    status: addressOrNull(z.enum(EVENT_STATUSES, { error: EVENT_MESSAGES.invalidStatus })),
    /** Days until a blocking event's hold expires, '0' for Never. */
    expiry: addressOrNull(z.enum(EXPIRY_DAYS)),
  })
  .check(
    z.superRefine((q, ctx) => {
      if (q.startDate !== null && q.endDate !== null && q.endDate < q.startDate) {
        ctx.addIssue({ code: 'custom', path: ['endDate'], message: EVENT_MESSAGES.endBeforeStart, input: q.endDate });
      }
    }),
  );
export type TEventPageQuery = z.output<typeof ZEventPageQuery>;
