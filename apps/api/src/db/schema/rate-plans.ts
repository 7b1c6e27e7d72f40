import { sql } from 'drizzle-orm';
import { date, doublePrecision, index, integer, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TRateSeason } from '@hearth/domain';
import { properties } from './properties';

/**
 * A home's rate plan (docs/product/rates.md#rate-plan): its nightly rates derive from it. The minimum stay is the
 * home's own (`properties.minimum_stay`) and the cleaning and extra-guest fees its profile's base fees, so each fact
 * has one home; the plan keeps the rest.
 */
export const ratePlans = pgTable(
  'rate_plans',
  {
    propertyId: uuid('property_id')
      .primaryKey()
      .references(() => properties.id, { onDelete: 'cascade' }),
    baseCents: integer('base_cents').notNull(),
    weekendCents: integer('weekend_cents'),
    maxNights: integer('max_nights'),
    corporateDiscountPercent: doublePrecision('corporate_discount_percent').notNull().default(0),
    /** Guests the nightly rate covers; each one more pays the extra-guest fee per night. */
    extraGuestsAbove: integer('extra_guests_above').notNull().default(2),
    seasons: jsonb('seasons').$type<TRateSeason[]>().notNull().default([]),
    /** The last night the plan has priced (the daily job carries it on as days pass). */
    derivedThrough: date('derived_through', { mode: 'string' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The few homes with a longest stay: availability search leaves out those shorter than the stay from this set.
  (table) => [
    index('rate_plans_max_nights_idx')
      .on(table.maxNights, table.propertyId)
      .where(sql`max_nights is not null`),
  ],
);
export type RatePlanRow = typeof ratePlans.$inferSelect;
