import { jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { properties } from './properties';

/**
 * The parts of a property in full that the list never reads (docs/product/properties.md#fields 'Property ... when loaded in full'): fees,
 * finance, policy, pricing exclusions, rooms and settings, one row per property. Their shapes are the domain's
 * (property-profile.ts), validated on every write.
 */
export const propertyProfiles = pgTable('property_profiles', {
  propertyId: uuid('property_id')
    .primaryKey()
    .references(() => properties.id, { onDelete: 'cascade' }),
  baseFees: jsonb('base_fees').$type<Record<string, unknown>[]>().notNull().default([]),
  managementFees: jsonb('management_fees').$type<Record<string, unknown>[]>().notNull().default([]),
  finance: jsonb('finance').$type<Record<string, unknown>>().notNull().default({}),
  policy: jsonb('policy').$type<Record<string, unknown>>().notNull().default({}),
  pricingExclusions: jsonb('pricing_exclusions').$type<Record<string, unknown>[]>().notNull().default([]),
  rooms: jsonb('rooms').$type<Record<string, unknown>[]>().notNull().default([]),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
