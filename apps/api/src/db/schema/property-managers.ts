import { index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { properties } from './properties';
import { users } from './users';

/** Staff who manage a property; the `customer_experience` manager is also its account manager (spec 000 §3). */
export const propertyManagers = pgTable(
  'property_managers',
  {
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.propertyId, table.userId, table.type] }),
    index('property_managers_user_id_idx').on(table.userId),
  ],
);
