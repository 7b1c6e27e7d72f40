import { index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { CHANNEL_ACCOUNT_STATUSES } from '@hearth/domain';
import { companies } from './users';
import { icalFeeds } from './ical';
import { properties } from './properties';

/** A sales channel we list homes on (Airbnb, Booking.com...): docs/product/channels.md#fields 'Channel' (name, setupUrl, accounts). */
export const channels = pgTable('channels', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** The booking channel code (BOOKING_CHANNELS): how bookings and reviews name it. */
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  /** Where a channel manager sets up a new account on the channel's side. */
  setupUrl: text('setup_url'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An account of ours (or a partner company's) on a channel; homes are listed through it. */
export const channelAccounts = pgTable(
  'channel_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    /** The channel's own account code or host id. */
    code: text('code').notNull(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    status: text('status', { enum: CHANNEL_ACCOUNT_STATUSES }).notNull().default('disconnected'),
    /** The partner company the account belongs to; null: the operator's own. */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    connectedAt: timestamp('connected_at', { withTimezone: true }),
    disconnectedAt: timestamp('disconnected_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** The feed URL or API key Connect checked, sealed (lib/secret-box.ts); Retry checks it again. */
    credentialSealed: text('credential_sealed'),
    /** When the credential was last checked with the channel, whatever the answer. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('channel_accounts_channel_code_key').on(table.channelId, table.code)],
);

/**
 * A home listed on a channel through an account: the mapping, and its sync health (the last successful import of
 * the channel's calendar and export of ours). The import may come through an iCal feed of the home.
 */
export const channelListings = pgTable(
  'channel_listings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => channelAccounts.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** The channel's listing id. */
    externalId: text('external_id').notNull(),
    icalFeedId: uuid('ical_feed_id').references(() => icalFeeds.id, { onDelete: 'set null' }),
    lastImportAt: timestamp('last_import_at', { withTimezone: true }),
    lastExportAt: timestamp('last_export_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('channel_listings_account_property_key').on(table.accountId, table.propertyId),
    index('channel_listings_property_idx').on(table.propertyId),
  ],
);
