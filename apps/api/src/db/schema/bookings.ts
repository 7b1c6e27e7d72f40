import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { BOOKING_RECORD_STATUSES, BOOKING_STATUSES, CURRENCIES } from '@hearth/domain';
import { daterange, foldedSql } from './columns';
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
    /** The person who made it in Hearth (their name then), for the record's 'Created by'; null from a channel. */
    createdByName: text('created_by_name'),
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
  (table) => {
    /**
     * /reservation-all (issue 15, bench/reservations). Lower case with accents folded, ASCII text by lower() alone
     * (five times cheaper than translate()): the same expressions as modules/bookings/reservation-search.ts, or the
     * planner cannot use these indexes (its test checks that it does).
     */
    const folded = (expression: string) => {
      const text = sql.raw(`(${expression})`);
      return sql`(case when octet_length(${text}) = char_length(${text}) then lower(${text}) else ${foldedSql(expression)} end)`;
    };
    return [
      // The id too (issue 15): a licensee's list counts their homes' bookings from this index alone.
      index('bookings_property_check_in_idx').on(table.propertyId, table.checkIn, table.id),
      // The search box: guest name, email and booking code in one string, one trigram index.
      index('bookings_search_trgm_idx').using(
        'gin',
        sql`${folded("coalesce(guest_name, '') || chr(10) || coalesce(guest_email, '') || chr(10) || long_code")} gin_trgm_ops`,
      ),
      // One btree per sort, ending in the id (the tie-break), so a page reads only its own entries. The default
      // sort's also holds every filtered column, so counting a filtered list reads this index alone (a tenth of the
      // pages of the table it would otherwise visit).
      index('bookings_check_in_id_idx').on(
        table.checkIn,
        table.id,
        table.propertyId,
        table.status,
        table.recordStatus,
        table.channel,
        table.checkOut,
      ),
      index('bookings_check_out_id_idx').on(table.checkOut, table.id),
      index('bookings_booked_at_id_idx').on(table.bookedAt, table.id),
      index('bookings_total_id_idx').on(table.totalCents, table.id),
      index('bookings_guest_sort_idx').on(folded("coalesce(guest_name, '')"), table.id),
    ];
  },
);
