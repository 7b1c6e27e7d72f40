import nodemailer from 'nodemailer';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { Mailer, MailMessage } from './types';

/** Who a message is from, asked as each one leaves: the sender's name can change while the process runs. */
type From = () => Promise<{ name: string; address: string }>;

/** Sends over SMTP and still records every message in the outbox, with `sent_at` or the error. */
export const createSmtpMailer = (options: { db: Db; smtpUrl: string; from: From }): Mailer => {
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    send: async (message: MailMessage) => {
      const [row] = await options.db
        .insert(mailOutbox)
        .values({ to: message.to, subject: message.subject, text: message.text, html: message.html ?? null })
        .returning({ id: mailOutbox.id });
      if (!row) throw new Error('outbox insert returned no row');
      try {
        const { fromName, ...content } = message;
        const from = await options.from();
        await transport.sendMail({ from: fromName ? { ...from, name: fromName } : from, ...content });
        await options.db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
        return { outboxId: row.id, status: 'sent' as const, error: null };
      } catch (error) {
        // The caller's answer must not depend on the mail server (no enumeration, no 500); the row keeps the error.
        const text = error instanceof Error ? error.message : String(error);
        await options.db.update(mailOutbox).set({ error: text }).where(eq(mailOutbox.id, row.id));
        return { outboxId: row.id, status: 'failed' as const, error: text };
      }
    },
    close: async () => transport.close(),
  };
};
