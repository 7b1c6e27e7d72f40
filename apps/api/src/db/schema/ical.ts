import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { properties } from './properties';

/** The secret token of each property's iCal export (`/ical/{token}.ics`); rotating it revokes the old URL. */
export const icalExports = pgTable('ical_exports', {
  propertyId: uuid('property_id')
    .primaryKey()
    .references(() => properties.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  /** When a channel last fetched this export (sync health on /channels). */
  lastFetchedAt: timestamp('last_fetched_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A channel calendar imported on a schedule: its events become blocking events (source 'ical'). */
export const icalFeeds = pgTable(
  'ical_feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Null for a feed imported from uploaded files only (offline). */
    url: text('url'),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('ical_feeds_property_idx').on(table.propertyId)],
);
