import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookingPayments } from './booking-details';
import { users } from './users';

export const PAYMENT_REQUEST_STATUSES = ['creating', 'open', 'paid', 'failed', 'expired'] as const;

/**
 * A request to the guest to pay one scheduled payment (docs/product/payments.md#guest-payments): a Stripe Checkout
 * Session for its amount. The row is written before Stripe is called, with the idempotency key the call uses, so a
 * process killed between the two finishes the same session on restart instead of making a second one.
 */
export const paymentRequests = pgTable(
  'payment_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => bookingPayments.id, { onDelete: 'cascade' }),
    status: text('status', { enum: PAYMENT_REQUEST_STATUSES }).notNull().default('creating'),
    amountCents: integer('amount_cents').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    checkoutSessionId: text('checkout_session_id').unique(),
    url: text('url'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    sentTo: text('sent_to').notNull(),
    error: text('error'),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payment_requests_payment_idx').on(table.paymentId)],
);

/**
 * Every Stripe webhook event applied, by Stripe's event id: the insert and the ledger change commit together, so an
 * event delivered twice changes the ledger once.
 */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  account: text('account'),
  /** What applying it did ('payment paid', 'ignored: already refunded'), for finance's reconciliation. */
  outcome: text('outcome').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
