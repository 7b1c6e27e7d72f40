import { z } from 'zod';

import { ICAL_LIMITS, ICAL_MESSAGES } from './ical.constants';

/* iCal export and import (issue 4 item 9): the API's requests and answers; the limits and messages are ical.constants.ts. */

/** What an import did with each event of the calendar. */
export const ICAL_IMPORT_STATUSES = ['created', 'updated', 'unchanged', 'removed', 'skipped'] as const;
export type IcalImportStatus = (typeof ICAL_IMPORT_STATUSES)[number];

export const ZIcalExportParams = z.object({ token: z.string().max(100) });

export const ZIcalExport = z.object({
  id: z.string(),
  type: z.literal('ical-export'),
  attributes: z.object({ propertyId: z.string(), url: z.string() }),
});
export const ZRotateIcalExportResponse = z.object({ data: ZIcalExport });
export type TRotateIcalExportResponse = z.infer<typeof ZRotateIcalExportResponse>;

export const ZIcalFeedIdParams = z.object({ feedId: z.uuid() });

/** An https address; `webcal://`, which channels often hand out, is the same address over https. */
export const ZIcalFeedUrl = z
  .string()
  .trim()
  .max(ICAL_LIMITS.urlMax)
  .transform((url) => url.replace(/^webcal:\/\//i, 'https://'))
  .pipe(z.url({ protocol: /^https$/, hostname: z.regexes.domain, error: ICAL_MESSAGES.httpsOnly }));

export const ZCreateIcalFeedRequest = z.object({
  data: z.object({
    type: z.literal('ical-feed').default('ical-feed'),
    attributes: z.object({
      name: z.string().trim().min(1, ICAL_MESSAGES.nameRequired).max(ICAL_LIMITS.feedNameMax, ICAL_MESSAGES.nameMax),
      /** Null or absent: a feed imported from uploaded files only (offline). */
      url: ZIcalFeedUrl.nullable().optional(),
    }),
  }),
});
export type TCreateIcalFeedRequest = z.input<typeof ZCreateIcalFeedRequest>;

export const ZIcalFeed = z.object({
  id: z.string(),
  type: z.literal('ical-feed'),
  attributes: z.object({
    propertyId: z.string(),
    name: z.string(),
    url: z.string().nullable(),
    /** The last import that completed (from the URL or an upload). */
    lastSyncedAt: z.string().nullable(),
    /** Why the last fetch failed, or which events the last import skipped; null when all went in. */
    lastError: z.string().nullable(),
    createdAt: z.string(),
    /** Blocking events this feed holds now. */
    eventCount: z.number().int(),
  }),
});
export const ZIcalFeedDocument = z.object({ data: ZIcalFeed });
export const ZIcalFeedsResponse = z.object({ data: z.array(ZIcalFeed), meta: z.object({ totalCount: z.number() }) });
export type TIcalFeed = z.infer<typeof ZIcalFeed>;
export type TIcalFeedsResponse = z.infer<typeof ZIcalFeedsResponse>;

/** The body of an upload, sent as `text/calendar`. */
export const ZIcalUploadBody = z
  .string()
  .max(ICAL_LIMITS.maxBytes, ICAL_MESSAGES.tooLarge)
  .refine((text) => /^\s*BEGIN:VCALENDAR/i.test(text.replace(/^\uFEFF/, '')), ICAL_MESSAGES.notCalendar);

export const ZIcalImportResult = z.object({
  uid: z.string(),
  status: z.enum(ICAL_IMPORT_STATUSES),
  /** Nights [start, end) of the event, when it had readable dates. */
  start: z.string().nullable(),
  end: z.string().nullable(),
  /** Why it was skipped. */
  reason: z.string().nullable(),
});
export type TIcalImportResult = z.infer<typeof ZIcalImportResult>;

/**
 * An import of a feed's calendar: a job that runs after the call that starts it answers (202), in slices, so that a
 * long calendar never keeps other people waiting. Poll `GET v3/ical-imports/{id}` while `state` is 'running'.
 */
export const ZIcalImport = z.object({
  id: z.string(),
  type: z.literal('ical-import'),
  attributes: z.object({
    feedId: z.string(),
    mode: z.enum(['url', 'upload']),
    state: z.enum(['running', 'finished']),
    /** Events read and written so far, of the calendar's total (0 of 0 until the calendar has been read). */
    progress: z.object({ done: z.number().int(), total: z.number().int() }),
    /** Null while running; 'failed' when the calendar could not be fetched or read (nothing was changed then). */
    outcome: z.enum(['ok', 'failed']).nullable(),
    error: z.string().nullable(),
    counts: z.object({
      created: z.number().int(),
      updated: z.number().int(),
      unchanged: z.number().int(),
      removed: z.number().int(),
      skipped: z.number().int(),
    }) satisfies z.ZodType<Record<IcalImportStatus, number>>,
    /** Each event's outcome, once finished. */
    results: z.array(ZIcalImportResult),
    startedAt: z.string(),
    finishedAt: z.string().nullable(),
  }),
});
export const ZIcalImportResponse = z.object({ data: ZIcalImport });
export type TIcalImport = z.infer<typeof ZIcalImport>;
export const ZIcalImportIdParams = z.object({ importId: z.uuid() });
export type TIcalImportResponse = z.infer<typeof ZIcalImportResponse>;
