import { pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { PAYOUT_COUNTRIES } from '@hearth/domain';
import { users } from './users';

/**
 * An owner's bank account, one per country (docs/product/payouts.md#rules): the numbers sealed with AES-256-GCM under
 * CREDENTIAL_KEY (lib/secret-box.ts), never stored, answered or audited in clear; every screen shows them masked.
 */
export const ownerBankAccounts = pgTable(
  'owner_bank_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    country: text('country', { enum: PAYOUT_COUNTRIES }).notNull(),
    /** Sealed JSON: `{ bsb, accountNumber }` (AU, digits) or `{ accountNumber }` (NZ, '12-3456-0123456-00'). */
    detailsSealed: text('details_sealed').notNull(),
    /** The name on the account, as the bank file carries it. */
    accountName: text('account_name').notNull(),
    updatedByUserId: uuid('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The unique index also serves the look-up of an owner's accounts.
  (table) => [unique('owner_bank_accounts_user_country_key').on(table.userId, table.country)],
);
