import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { Mailer, MailMessage } from './types';

/** The offline mailer: messages stay in the outbox table, readable at /devtools. */
export const createOutboxMailer = (db: Db): Mailer => ({
  send: async (message: MailMessage) => {
    const [row] = await db
      .insert(mailOutbox)
      .values({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
      })
      .returning({ id: mailOutbox.id });
    if (!row) throw new Error('outbox insert returned no row');
    return { outboxId: row.id, status: 'outbox', error: null };
  },
  close: async () => {},
});
