import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { EVENT_STATUSES } from '@hearth/domain';
import { daterange } from './columns';
import { icalFeeds } from './ical';
import { properties } from './properties';
import { users } from './users';

/**
 * Calendar events without a booking (docs/product/events.md#states): a blocking event takes its nights (a hold when it has
 * `expiresAt`, lapsing at that instant); an available one only marks them. Blocking ones claim their nights in
 * stay_claims (trigger, migration 0008), so they can clash neither with bookings nor with each other.
 */
export const propertyEvents = pgTable(
  'property_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    status: text('status', { enum: EVENT_STATUSES }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    stay: daterange('stay')
      .notNull()
      .generatedAlwaysAs(sql`daterange(start_date, end_date, '[)')`),
    /** A hold stops taking its nights at this instant; null never lapses. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Set by the expiry sweep when it released a lapsed hold (queries already ignore it from `expiresAt`). */
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    /** 'hearth' for events made here, 'ical' for blocks imported from a channel's calendar. */
    source: text('source').notNull().default('hearth'),
    /** The iCal UID of an imported block, so a re-import updates rather than duplicates. */
    externalUid: text('external_uid'),
    icalFeedId: uuid('ical_feed_id').references(() => icalFeeds.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('property_events_property_start_idx').on(table.propertyId, table.startDate),
    uniqueIndex('property_events_external_uid_unique').on(table.propertyId, table.source, table.externalUid),
  ],
);
