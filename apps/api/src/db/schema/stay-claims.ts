import { sql } from 'drizzle-orm';
import { bigserial, check, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { daterange } from './columns';
import { bookings } from './bookings';
import { properties } from './properties';
import { propertyEvents } from './property-events';

/**
 * The nights each live booking and blocking event takes, one row each, written only by the triggers of migration
 * 0008. Its exclusion constraint (property, stay) is what makes a double booking impossible across both tables,
 * whichever request commits first. A hold's row carries `expiresAt`: reads ignore it from then on, and a write
 * over its nights removes it first, so a lapsed hold frees its nights at that instant.
 */
export const stayClaims = pgTable(
  'stay_claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    stay: daterange('stay').notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').references(() => propertyEvents.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('stay_claims_booking_unique').on(table.bookingId),
    uniqueIndex('stay_claims_event_unique').on(table.eventId),
    check('stay_claims_one_owner', sql`num_nonnulls(${table.bookingId}, ${table.eventId}) = 1`),
  ],
);
