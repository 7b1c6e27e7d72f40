import { sql } from 'drizzle-orm';
import { boolean, check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { PAYOUT_BATCH_STATUSES } from '@hearth/domain';
import { users } from './users';

/**
 * A month's payout batch (docs/product/payouts.md#states): built as a draft from published statements, its files
 * downloaded, then marked sent (its statements paid) or cancelled while a draft (its statements free again).
 */
export const payoutBatches = pgTable(
  'payout_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The first day of the statements' month. */
    month: date('month', { mode: 'string' }).notNull(),
    status: text('status', { enum: PAYOUT_BATCH_STATUSES }).notNull().default('draft'),
    /** The day the bank is asked to pay: the files' processing date. */
    paymentDate: date('payment_date', { mode: 'string' }).notNull(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentByUserId: uuid('sent_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    cancelledByUserId: uuid('cancelled_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [
    index('payout_batches_created_idx').on(table.createdAt, table.id),
    check('payout_batches_sent_has_time', sql`(${table.status} = 'sent') = (${table.sentAt} is not null)`),
  ],
);

/**
 * The organisation's own accounts, the debit side of the payout files (docs/product/payouts.md#organisation-settings): one row.
 * The account numbers are sealed like owners' (lib/secret-box.ts).
 */
export const payoutSettings = pgTable(
  'payout_settings',
  {
    id: text('id').primaryKey().default('organisation'),
    /** ABA descriptive record: the user's name, its APCA direct-entry id and its bank's 3-letter code. */
    abaUserName: text('aba_user_name'),
    abaApcaUserId: text('aba_apca_user_id'),
    abaBankCode: text('aba_bank_code'),
    /** ABA detail records: the remitter's name and whether a balancing debit line closes the file. */
    abaRemitterName: text('aba_remitter_name'),
    abaBalancingLine: boolean('aba_balancing_line').notNull().default(false),
    /** Sealed JSON `{ bsb, accountNumber }`: the trace account of every ABA line. */
    abaAccountSealed: text('aba_account_sealed'),
    /** IB4B: the payer's name the owner sees and the sealed account paid from ('12-3456-0123456-00'). */
    nzPayerName: text('nz_payer_name'),
    nzAccountSealed: text('nz_account_sealed'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('payout_settings_one_row', sql`${table.id} = 'organisation'`)],
);
