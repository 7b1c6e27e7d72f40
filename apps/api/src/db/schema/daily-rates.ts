import { date, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { properties } from './properties';

/** One night's rates of a property per channel, in cents of the property's currency. */
export const dailyRates = pgTable(
  'daily_rates',
  {
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    night: date('night', { mode: 'string' }).notNull(),
    /** The base rate: what a guest pays booking direct, and what availability search totals. */
    priceCents: integer('price_cents').notNull(),
    airbnbCents: integer('airbnb_cents').notNull(),
    bookingComCents: integer('booking_com_cents').notNull(),
    vrboCents: integer('vrbo_cents').notNull(),
    hearthCents: integer('hearth_cents').notNull(),
    /** The negotiated rate for 'Corporate travel' partners ('Show corporate rate'). */
    corporateCents: integer('corporate_cents').notNull(),
  },
  (table) => [primaryKey({ columns: [table.propertyId, table.night] })],
);
