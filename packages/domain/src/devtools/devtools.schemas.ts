import { z } from 'zod';

/** `GET v3/dev-tools/outbox`: the mails the offline mail adapter kept (demo and development only). */
export const ZOutboxResponse = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      type: z.literal('mails'),
      attributes: z.object({
        to: z.string(),
        subject: z.string(),
        text: z.string(),
        createdAt: z.string(),
        sentAt: z.string().nullable(),
      }),
    }),
  ),
});
export type TOutboxResponse = z.infer<typeof ZOutboxResponse>;

/**
 * `POST v3/dev-tools/sync-staging-data` (docs/product/devtools.md#calls, empty body) answers its progress as it goes, one JSON object
 * per line (application/x-ndjson): a `progress` line as each part starts, then one `done` or `error` line.
 */
export const ZStagingSyncLine = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('progress'),
    /** The part being written, and where it is inside it (the portfolio's own steps). */
    part: z.string(),
    detail: z.string().nullable(),
    /** Parts started so far, and how many there are (clearing the old data and restoring sessions included). */
    done: z.number().int(),
    total: z.number().int(),
  }),
  z.object({
    type: z.literal('done'),
    seconds: z.number(),
    /** Rows now in the main tables. */
    counts: z.object({ properties: z.number().int(), bookings: z.number().int(), users: z.number().int() }),
  }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type TStagingSyncLine = z.infer<typeof ZStagingSyncLine>;

/** `POST v3/dev-tools/send-test-mail`: who it went to. */
export const ZTestMailResponse = z.object({ meta: z.object({ to: z.string(), subject: z.string() }) });
export type TTestMailResponse = z.infer<typeof ZTestMailResponse>;
/** `POST v3/dev-tools/refresh-statistics`: how long ANALYZE took. */
export const ZRefreshStatisticsResponse = z.object({ meta: z.object({ milliseconds: z.number().int() }) });
export type TRefreshStatisticsResponse = z.infer<typeof ZRefreshStatisticsResponse>;

/** The sync takes no input (docs/product/devtools.md#calls: empty body); anything sent is refused rather than ignored. */
export const ZSyncStagingDataBody = z.strictObject({}).nullish();
