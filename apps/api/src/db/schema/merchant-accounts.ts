import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CURRENCIES } from '@hearth/domain';
import { companies } from './users';

/**
 * A payment-provider account that takes guests' money (docs/product/balances.md#fields 'Merchant account'). Each
 * booking is paid into one. `providerAccountId` is the provider's own id (shown as the balance's id); balances come
 * from the provider when its key is set, else from our payments ledger (booking_payments).
 */
export const merchantAccounts = pgTable('merchant_accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /** Which provider holds the account: 'stripe', or 'ledger' for one we only keep in our books. */
  platform: text('platform').notNull().default('stripe'),
  providerAccountId: text('provider_account_id').notNull().unique(),
  /** The partner company the account belongs to; null for the operator's own. */
  companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
  currency: text('currency', { enum: CURRENCIES }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
