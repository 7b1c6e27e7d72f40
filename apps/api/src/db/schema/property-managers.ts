import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { propertyUserColumns } from './property-owners';

/** Staff who manage a property; the `customer_experience` manager is also its account manager (docs/product/properties.md#fields). */
export const propertyManagers = pgTable(
  'property_managers',
  { ...propertyUserColumns(), type: text('type').notNull() },
  (table) => [
    primaryKey({ columns: [table.propertyId, table.userId, table.type] }),
    index('property_managers_user_id_idx').on(table.userId),
  ],
);
