import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { CURRENCIES, type PriceLine } from '@hearth/domain';
import { bookings } from './bookings';

/** Internal notes on a booking: confidential (admin, staff and licensee only). */
export const bookingNotes = pgTable(
  'booking_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    /** Who wrote it, as shown ('Sam Staff', 'Airbnb'). */
    author: text('author').notNull(),
    tag: text('tag'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('booking_notes_booking_idx').on(table.bookingId)],
);

/** Messages between guest and host on the booking's channel. */
export const bookingMessages = pgTable(
  'booking_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    sender: text('sender').notNull(),
    body: text('body').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('booking_messages_booking_idx').on(table.bookingId)],
);

/**
 * A charge is unpaid → paid (or failed: no longer due), and paid → disputed → paid again or failed when a dispute is
 * lost; a refund is pending until the money moved (refunded) or failed (docs/product/payments.md#states).
 */
export const PAYMENT_STATUSES = ['paid', 'unpaid', 'failed', 'refunded', 'pending', 'disputed'] as const;
export const PAYMENT_TYPES = ['accommodation', 'deposit', 'one-off', 'bond', 'refund'] as const;

/** A charge or refund on a booking (docs/product/bookings.md#fields 'Payment'), in cents of the booking's currency. */
export const bookingPayments = pgTable(
  'booking_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    dueOn: date('due_on', { mode: 'string' }),
    errorDescription: text('error_description'),
    isRefund: boolean('is_refund').notNull().default(false),
    isThreeDSecure: boolean('is_three_d_secure').notNull().default(false),
    method: text('method'),
    note: text('note'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paymentType: text('payment_type', { enum: PAYMENT_TYPES }).notNull(),
    receiptUrl: text('receipt_url'),
    refundableCents: integer('refundable_cents').notNull().default(0),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    /** What finance typed when recording it by hand (a bank reference), or the provider's receipt number. */
    reference: text('reference'),
    /** The provider's own id: the payment intent of a charge paid through Stripe, or the refund's id. */
    providerRef: text('provider_ref').unique(),
    /** A refund: the charge it gives money back from (its refundable amount goes down by this one's). */
    refundOfId: uuid('refund_of_id').references((): AnyPgColumn => bookingPayments.id, { onDelete: 'set null' }),
    /** When the guest's bank disputed it (Stripe's event): the month a reconciliation counts the dispute in. */
    disputedAt: timestamp('disputed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('booking_payments_booking_idx').on(table.bookingId)],
);

/**
 * A price quote for a booking. A changed booking gets a new quote whose `baseQuoteId` points at the one it
 * replaced, so a quote's history is a chain (docs/product/bookings.md#fields 'Quote'); the booking's current quote is its latest.
 */
export const quotes = pgTable(
  'quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    baseQuoteId: uuid('base_quote_id').references((): AnyPgColumn => quotes.id, { onDelete: 'set null' }),
    nights: integer('nights').notNull(),
    accommodationCents: integer('accommodation_cents').notNull(),
    cleaningFeeCents: integer('cleaning_fee_cents').notNull().default(0),
    /** The guest's fee lines as priced (price-breakdown.ts); empty on quotes recorded before they were kept. */
    fees: jsonb('fees').$type<PriceLine[]>().notNull().default([]),
    /** The refundable bond the price promised: held, never part of the total. */
    securityDepositCents: integer('security_deposit_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    managementFeeCents: integer('management_fee_cents').notNull(),
    ownerPayoutCents: integer('owner_payout_cents').notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('quotes_booking_idx').on(table.bookingId)],
);

/** The guest's review of a stay (docs/product/reviews.md#fields 'Review'): stars out of 5, named sub-ratings, the host's reply. */
export const bookingReviews = pgTable('booking_reviews', {
  bookingId: uuid('booking_id')
    .primaryKey()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull(),
  rating: real('rating').notNull(),
  subRatings: jsonb('sub_ratings').$type<Record<string, number>>().notNull().default({}),
  comments: jsonb('comments')
    .$type<{
      comment?: string;
      headline?: string;
      negativeComment?: string;
      positiveComment?: string;
      privateComment?: string;
    }>()
    .notNull()
    .default({}),
  response: text('response'),
  respondedAt: timestamp('responded_at', { withTimezone: true }),
});

/** A card kept for the booking's charges, masked: brand, last four digits and expiry only (never the number). */
export const bookingCards = pgTable(
  'booking_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    holderName: text('holder_name'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('booking_cards_booking_idx').on(table.bookingId)],
);

export const VERIFICATION_STATUSES = ['not-started', 'pending', 'verified', 'failed'] as const;

/** The guest's identity check for a stay: its status, how it was done and when. */
export const bookingVerifications = pgTable('booking_verifications', {
  bookingId: uuid('booking_id')
    .primaryKey()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  status: text('status', { enum: VERIFICATION_STATUSES }).notNull(),
  /** 'id-document', 'selfie-match', 'phone' ... */
  method: text('method'),
  checkedAt: timestamp('checked_at', { withTimezone: true }),
  note: text('note'),
});
