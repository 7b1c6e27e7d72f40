import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { daterange } from './columns';
import { properties } from './properties';
import { users } from './users';

export const PROPERTY_EVENT_STATUSES = ['blocked', 'hold'] as const;

/** Calendar events that take nights without a booking: blocks, and holds that lapse at `expiresAt`. */
export const propertyEvents = pgTable(
  'property_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    status: text('status', { enum: PROPERTY_EVENT_STATUSES }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    stay: daterange('stay')
      .notNull()
      .generatedAlwaysAs(sql`daterange(start_date, end_date, '[)')`),
    /** A hold stops taking its nights at this instant; null never lapses. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('property_events_property_start_idx').on(table.propertyId, table.startDate)],
);
