import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
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
    /**
     * Running totals over the property's nights up to and including this one, kept by a trigger (migration 0011):
     * a stay's total is two rows' difference, not a sum over every night. Never written by the app.
     */
    runningPriceCents: bigint('running_price_cents', { mode: 'number' }).notNull().default(0),
    runningCorporateCents: bigint('running_corporate_cents', { mode: 'number' }).notNull().default(0),
    /** How many priced nights the property has up to and including this one: a gap shows as a short count. */
    pricedNights: integer('priced_nights').notNull().default(0),
    /**
     * The shortest stay arriving on this night: a season's or one set by hand; null for the home's own minimum
     * (docs/product/rates.md#rate-plan).
     */
    minNights: integer('min_nights'),
    /** Set by hand on the calendar: the plan leaves the price, or the minimum stay, alone when it changes. */
    priceByHand: boolean('price_by_hand').notNull().default(false),
    minNightsByHand: boolean('min_nights_by_hand').notNull().default(false),
    /** Closed by hand: no stay may hold this night, and search leaves the home out for it. */
    closed: boolean('closed').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.propertyId, table.night] }),
    index('daily_rates_closed_idx')
      .on(table.propertyId, table.night)
      .where(sql`${table.closed}`),
  ],
);
