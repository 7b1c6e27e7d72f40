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
