import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CURRENCIES, PAYOUT_COUNTRIES } from '@hearth/domain';
import { payoutBatches } from './payout-batches';
import { statements } from './statements';
import { users } from './users';

/**
 * One statement paid by a batch: the owner paid, the amount, and the account as it was when the batch was built
 * (sealed), so the file pays what finance reviewed. A statement is in at most one batch that is not cancelled: the
 * partial unique index refuses a second, whatever two requests race (docs/product/payouts.md#rules).
 */
export const payoutLines = pgTable(
  'payout_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => payoutBatches.id, { onDelete: 'cascade' }),
    statementId: uuid('statement_id')
      .notNull()
      .references(() => statements.id, { onDelete: 'restrict' }),
    payeeUserId: uuid('payee_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    country: text('country', { enum: PAYOUT_COUNTRIES }).notNull(),
    /** The owner's account when the batch was built, sealed as owner_bank_accounts.details_sealed. */
    accountSealed: text('account_sealed').notNull(),
    accountName: text('account_name').notNull(),
    /** Set when the batch is cancelled: the statement may go in another batch. */
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('payout_lines_statement_live_key')
      .on(table.statementId)
      .where(sql`${table.releasedAt} is null`),
    index('payout_lines_batch_idx').on(table.batchId),
    check('payout_lines_amount_positive', sql`${table.amountCents} > 0`),
  ],
);
