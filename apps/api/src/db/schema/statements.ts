import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { CURRENCIES, STATEMENT_LINE_KINDS, STATEMENT_STATUSES } from '@hearth/domain';
import { bookings } from './bookings';
import { payoutBatches } from './payout-batches';
import { properties } from './properties';

/**
 * A property's monthly owner statement: what its stays of the month earned, the management fee, costs and the owner's
 * payout, in cents of the property's currency. One per property and month; generating again replaces a draft.
 */
export const statements = pgTable(
  'statements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** The first day of the statement's month (docs/product/statements.md#fields 'Statement': day). */
    month: date('month', { mode: 'string' }).notNull(),
    status: text('status', { enum: STATEMENT_STATUSES }).notNull().default('draft'),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    nights: integer('nights').notNull().default(0),
    incomeCents: integer('income_cents').notNull().default(0),
    managementFeeCents: integer('management_fee_cents').notNull().default(0),
    costsCents: integer('costs_cents').notNull().default(0),
    payoutCents: integer('payout_cents').notNull().default(0),
    /** The rendered PDF in the blob store; made on first download, dropped when the statement is generated again. */
    pdfKey: text('pdf_key'),
    generatedAt: timestamp('generated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** When the payout batch paying it was marked sent (docs/product/payouts.md#rules): paid once, never again. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    payoutBatchId: uuid('payout_batch_id').references(() => payoutBatches.id, { onDelete: 'restrict' }),
  },
  (table) => [
    unique('statements_property_month_key').on(table.propertyId, table.month),
    index('statements_month_idx').on(table.month, table.id),
    check('statements_paid_by_batch', sql`(${table.paidAt} is null) = (${table.payoutBatchId} is null)`),
  ],
);

/** One line of a statement: a stay's nights in the month, an owner stay, a cancellation fee kept, or a cost. */
export const statementLines = pgTable(
  'statement_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    statementId: uuid('statement_id')
      .notNull()
      .references(() => statements.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: STATEMENT_LINE_KINDS }).notNull(),
    description: text('description').notNull(),
    /** The nights of the stay inside the month (a stay across a month end is split by nights). */
    nights: integer('nights').notNull().default(0),
    checkIn: date('check_in', { mode: 'string' }),
    checkOut: date('check_out', { mode: 'string' }),
    incomeCents: integer('income_cents').notNull().default(0),
    managementFeeCents: integer('management_fee_cents').notNull().default(0),
    costsCents: integer('costs_cents').notNull().default(0),
    payoutCents: integer('payout_cents').notNull().default(0),
  },
  (table) => [index('statement_lines_statement_idx').on(table.statementId)],
);
