import type { mailOutbox } from '../../db/schema';

/** The mail outbox of the dev tools page. */
export const presentOutbox = (mails: readonly (typeof mailOutbox.$inferSelect)[]) => ({
  data: mails.map((mail) => ({
    id: mail.id,
    type: 'mails' as const,
    attributes: {
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      createdAt: mail.createdAt.toISOString(),
      sentAt: mail.sentAt?.toISOString() ?? null,
    },
  })),
});
