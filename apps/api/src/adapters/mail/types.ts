/** The mailer's contract; implementations import this, never the factory in index.ts. */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The sender's name when it is not the organisation's (a partner's guest mail); the address stays ours. */
  fromName?: string;
};

/**
 * What became of one message: its outbox row, and `sent` (the mail server took it), `outbox` (no mail server: kept in
 * the outbox) or `failed` (the mail server refused it or could not be reached: `error` says why, the row keeps it).
 */
export type MailReceipt = { outboxId: string; status: 'sent' | 'outbox' | 'failed'; error: string | null };

/** Sends (or keeps) one message; every implementation records it in `mail_outbox`, and never throws for a send. */
export type Mailer = {
  send: (message: MailMessage) => Promise<MailReceipt>;
  close: () => Promise<void>;
};
