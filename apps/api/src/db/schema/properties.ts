import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';

export const PROPERTY_STATUSES = ['onboarding', 'active', 'offboarding', 'inactive'] as const;

export const properties = pgTable(
  'properties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    status: text('status', { enum: PROPERTY_STATUSES }).notNull().default('onboarding'),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    street: text('street').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    postcode: text('postcode').notNull(),
    country: text('country').notNull(),
    fullAddress: text('full_address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('properties_company_id_idx').on(table.companyId)],
);

export type PropertyRow = typeof properties.$inferSelect;
