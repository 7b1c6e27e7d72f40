import { index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { properties } from './properties';
import { users } from './users';

/** A person tied to a property (an owner, a manager): both go when either is deleted. */
export const propertyUserColumns = () => ({
  propertyId: uuid('property_id')
    .notNull()
    .references(() => properties.id, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
});

export const propertyOwners = pgTable('property_owners', propertyUserColumns(), (table) => [
  primaryKey({ columns: [table.propertyId, table.userId] }),
  index('property_owners_user_id_idx').on(table.userId),
]);
