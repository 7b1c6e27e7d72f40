import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CURRENCIES } from '@hearth/domain';
import { daterange } from './columns';
import { properties } from './properties';

export const BOOKING_STATUSES = ['BOOKED', 'BLOCKED', 'REQUESTED', 'CANCELLED'] as const;
export const BOOKING_RECORD_STATUSES = ['ACTIVE', 'CANCELLING', 'CANCELLED'] as const;

/**
 * Reservations and owner blocks. Nights are [check_in, check_out): the check-out day is free for the next guest.
 * Two live bookings of one property can never overlap (exclusion constraint in migration 0004).
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    longCode: text('long_code').notNull().unique(),
    status: text('status', { enum: BOOKING_STATUSES }).notNull(),
    recordStatus: text('record_status', { enum: BOOKING_RECORD_STATUSES }).notNull().default('ACTIVE'),
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    checkOut: date('check_out', { mode: 'string' }).notNull(),
    stay: daterange('stay')
      .notNull()
      .generatedAlwaysAs(sql`daterange(check_in, check_out, '[)')`),
    guestName: text('guest_name'),
    adults: integer('adults').notNull().default(2),
    children: integer('children').notNull().default(0),
    channel: text('channel').notNull().default('hearth'),
    totalCents: integer('total_cents').notNull().default(0),
    currency: text('currency', { enum: CURRENCIES }).notNull().default('AUD'),
    bookedAt: timestamp('booked_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('bookings_property_check_in_idx').on(table.propertyId, table.checkIn)],
);
