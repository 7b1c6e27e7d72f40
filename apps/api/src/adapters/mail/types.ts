/** The mailer's contract; implementations import this, never the factory in index.ts. */
export type MailMessage = { to: string; subject: string; text: string; html?: string };

/** Sends (or keeps) one message; every implementation records it in `mail_outbox`. */
export type Mailer = {
  send: (message: MailMessage) => Promise<void>;
  close: () => Promise<void>;
};
