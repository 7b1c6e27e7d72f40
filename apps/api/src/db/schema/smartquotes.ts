import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  SMARTQUOTE_AMENITIES,
  SMARTQUOTE_COUNTRIES,
  SMARTQUOTE_OCCUPANCIES,
  SMARTQUOTE_PRICINGS,
  SMARTQUOTE_PROPERTY_TYPES,
  SMARTQUOTE_SEGMENTS,
  SMARTQUOTE_STATUSES,
  type TSmartquoteForecast,
} from '@hearth/domain';
import { companies } from './users';
import { properties } from './properties';
import { users } from './users';

/**
 * A SmartQuote (docs/product/smartquotes.md#fields): what a prospective owner's home would earn with us. Built step by step, so everything
 * after the address is nullable until its step saves. Belongs to a partner company: a licensee reaches only their
 * company's quotes (access/smartquote-scope.ts). Money in cents, fees in percent.
 */
export const smartquotes = pgTable(
  'smartquotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 256 random bits, base64url: the public page's address. Answered only while the quote is published. */
    publicToken: text('public_token').notNull().unique(),
    status: text('status', { enum: SMARTQUOTE_STATUSES }).notNull().default('draft'),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),

    // The property.
    fullAddress: text('full_address').notNull(),
    street: text('street').notNull(),
    city: text('city').notNull(),
    postcode: text('postcode').notNull(),
    state: text('state').notNull().default(''),
    country: text('country', { enum: SMARTQUOTE_COUNTRIES }).notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    beds: integer('beds').notNull().default(0),
    baths: integer('baths').notNull().default(0),
    carSpaces: integer('car_spaces').notNull().default(0),
    lockUpGarages: integer('lock_up_garages').notNull().default(0),
    propertyType: text('property_type', { enum: SMARTQUOTE_PROPERTY_TYPES }).notNull().default('house'),
    photoKey: text('photo_key'),

    // The owner.
    ownerFirstName: text('owner_first_name'),
    ownerLastName: text('owner_last_name'),
    ownerPhone: text('owner_phone'),
    ownerEmail: text('owner_email'),
    ownerAddress: text('owner_address'),

    // The settings.
    weeklyLtrCents: integer('weekly_ltr_cents'),
    ltrManagementFee: numeric('ltr_management_fee', { precision: 5, scale: 2, mode: 'number' }),
    setupFeeCents: integer('setup_fee_cents'),
    managementFee: numeric('management_fee', { precision: 5, scale: 2, mode: 'number' }),
    segment: text('segment', { enum: SMARTQUOTE_SEGMENTS }).notNull().default('comfort'),
    amenities: text('amenities', { enum: SMARTQUOTE_AMENITIES }).notNull().default('standard'),
    occupancy: text('occupancy', { enum: SMARTQUOTE_OCCUPANCIES }).notNull().default('high'),
    pricing: text('pricing', { enum: SMARTQUOTE_PRICINGS }).notNull().default('standard'),
    closeBy: date('close_by', { mode: 'string' }),

    /** The last forecast with its evidence, recomputed whenever an input changes (what the public page shows). */
    forecast: jsonb('forecast').$type<TSmartquoteForecast>(),
    forecastAt: timestamp('forecast_at', { withTimezone: true }),
    /** The managed home this quote became, once onboarded (issue 16 item 6). */
    onboardedPropertyId: uuid('onboarded_property_id').references(() => properties.id, { onDelete: 'set null' }),
    /** |forecast − actual| / actual of that home's bookings so far; null until it has some. */
    forecastError: doublePrecision('forecast_error'),
  },
  (table) => [
    index('smartquotes_company_created_idx').on(table.companyId, table.createdAt),
    index('smartquotes_created_idx').on(table.createdAt, table.id),
    index('smartquotes_address_trgm_idx').using('gin', sql`lower(${table.fullAddress}) gin_trgm_ops`),
    check('smartquotes_beds_check', sql`${table.beds} between 0 and 7 and ${table.baths} between 0 and 7`),
    check(
      'smartquotes_parking_check',
      sql`${table.carSpaces} between 0 and 4 and ${table.lockUpGarages} between 0 and 4`,
    ),
  ],
);
export type SmartquoteRow = typeof smartquotes.$inferSelect;
