import { pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { GUEST_MAIL_KINDS, GUEST_MAIL_STATUSES } from '@hearth/domain';
import { bookings } from './bookings';
import { mailOutbox } from './mail-outbox';

/**
 * Every mail sent to a booking's guest (docs/product/guest-mail.md#fields): shown on the booking's messages tab,
 * with what became of it. A mail sent once per booking (the confirmation, the cancellation, the check-in
 * instructions, a payment's receipt) has a `once_key`: the row is written before the mail goes, and the unique key
 * means a second process, a retried call or a job run twice finds it there and sends nothing.
 */
export const guestMails = pgTable(
  'guest_mails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: GUEST_MAIL_KINDS }).notNull(),
    /** 'booking-confirmed', 'check-in', 'payment-received:{paymentId}'...; null for a mail that may go again. */
    onceKey: text('once_key'),
    to: text('to').notNull(),
    /** The name it went out in: the organisation's trading name, or the partner's. */
    sender: text('sender').notNull(),
    subject: text('subject').notNull(),
    /** The plain-text part, as the guest got it. */
    text: text('text').notNull(),
    status: text('status', { enum: GUEST_MAIL_STATUSES }).notNull().default('sending'),
    error: text('error'),
    outboxId: uuid('outbox_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Also the booking's index: the messages tab reads a booking's mails by its leading column.
  (table) => [unique('guest_mails_once_key').on(table.bookingId, table.onceKey)],
);
