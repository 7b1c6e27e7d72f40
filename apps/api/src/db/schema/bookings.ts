import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { BOOKING_RECORD_STATUSES, BOOKING_STATUSES, CURRENCIES } from '@hearth/domain';
import { daterange } from './columns';
import { merchantAccounts } from './merchant-accounts';
import { properties } from './properties';

/**
 * Reservations and owner blocks. Nights are [check_in, check_out): the check-out day is free for the next guest.
 * A live booking claims its nights in stay_claims (trigger, migration 0008), whose exclusion constraint makes a
 * double booking impossible.
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
    guestEmail: text('guest_email'),
    guestPhone: text('guest_phone'),
    bookerName: text('booker_name'),
    bookerEmail: text('booker_email'),
    bookerPhone: text('booker_phone'),
    /** Who made it: guest (a channel or the website), staff, or owner (an owner stay). */
    createdByType: text('created_by_type').notNull().default('guest'),
    cleaningRequired: boolean('cleaning_required').notNull().default(true),
    corporatePartner: text('corporate_partner'),
    hasEarlyEta: boolean('has_early_eta').notNull().default(false),
    hasLateEtd: boolean('has_late_etd').notNull().default(false),
    /** The channel's own reference when the booking came from outside (Airbnb code, iCal UID). */
    externalSource: text('external_source'),
    cancellationPolicy: text('cancellation_policy'),
    managementFeePercentage: numeric('management_fee_percentage', { precision: 5, scale: 2 }).notNull().default('20'),
    merchantName: text('merchant_name'),
    merchantPlatform: text('merchant_platform'),
    /** The account the guest pays into (GET v3/merchant-accounts); balances add up its payments. */
    merchantAccountId: uuid('merchant_account_id').references(() => merchantAccounts.id, { onDelete: 'set null' }),
    /** What cancelling kept (the clean-cancellation fee at the time), and why it was cancelled. */
    cancellationFeeCents: integer('cancellation_fee_cents'),
    cancellationReason: text('cancellation_reason'),
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
