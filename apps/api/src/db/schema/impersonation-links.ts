import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A log-in-as link: the sha256 of its 256-bit token, single use, valid 5 minutes (issue 13). */
export const impersonationLinks = pgTable(
  'impersonation_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    adminUserId: uuid('admin_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('impersonation_links_user_id_idx').on(table.userId)],
);
