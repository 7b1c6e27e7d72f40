import { index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { properties } from './properties';
import { users } from './users';

export const propertyOwners = pgTable(
  'property_owners',
  {
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.propertyId, table.userId] }),
    index('property_owners_user_id_idx').on(table.userId),
  ],
);
