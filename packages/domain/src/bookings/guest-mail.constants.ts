/** Guest mail: the mails a booking's guest gets, and how the messages tab shows each send (docs/product/guest-mail.md). */

/** The mails, in the order a stay meets them (docs/product/guest-mail.md#mails). */
export const GUEST_MAIL_KINDS = [
  'booking-confirmed',
  'payment-request',
  'payment-received',
  'booking-cancelled',
  'check-in',
] as const;
export type GuestMailKind = (typeof GUEST_MAIL_KINDS)[number];

/**
 * What became of a send (docs/product/guest-mail.md#states): `sending` while it is handed over, `sent` when the mail
 * server took it, `outbox` when no mail server is set up (kept in the outbox, readable in Dev tools), `failed` when
 * the mail server refused it (the outbox keeps the error).
 */
export const GUEST_MAIL_STATUSES = ['sending', 'sent', 'outbox', 'failed'] as const;
export type GuestMailStatus = (typeof GUEST_MAIL_STATUSES)[number];

/** The badge beside an email on the messages tab. */
export const GUEST_MAIL_STATUS_LABELS: Record<GuestMailStatus, string> = {
  sending: 'Sending',
  sent: 'Sent',
  outbox: 'In the outbox',
  failed: 'Not sent',
};

/** What the badge's tooltip says each status means. */
export const GUEST_MAIL_STATUS_HINTS: Record<GuestMailStatus, string> = {
  sending: 'Handed to the mail server; no answer was recorded.',
  sent: 'The mail server accepted it.',
  outbox: 'No mail server is set up (SMTP_URL): the mail is kept in the outbox.',
  failed: 'The mail server refused it; the outbox keeps the error.',
};
