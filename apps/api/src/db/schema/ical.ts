import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { IcalImportStatus, TIcalImportResult } from '@hearth/domain';
import { properties } from './properties';
import { users } from './users';

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

/**
 * One import of a feed's calendar (an upload, 'Sync now' or the scheduled sync), run as a job in slices so that a
 * long calendar never stalls other calls (docs/product/ical.md#imports). One runs per feed at a time: a
 * running import whose heartbeat is older than ICAL_IMPORT_STALL_MS stopped with its process and no longer counts.
 */
export const icalImports = pgTable(
  'ical_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    feedId: uuid('feed_id')
      .notNull()
      .references(() => icalFeeds.id, { onDelete: 'cascade' }),
    mode: text('mode').$type<'url' | 'upload'>().notNull(),
    state: text('state').$type<'running' | 'finished'>().notNull().default('running'),
    total: integer('total').notNull().default(0),
    done: integer('done').notNull().default(0),
    outcome: text('outcome').$type<'ok' | 'failed'>(),
    error: text('error'),
    counts: jsonb('counts').$type<Record<IcalImportStatus, number>>(),
    results: jsonb('results').$type<TIcalImportResult[]>(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('ical_imports_feed_idx').on(table.feedId, table.startedAt)],
);
