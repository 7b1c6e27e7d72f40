import { boolean, integer, jsonb, pgTable, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { NOTIFICATION_DEFAULTS } from '@hearth/domain';

// Users and their partner companies point at each other (a user's company, a company's CX manager), so both tables
// live in this file: two files would import each other.
/** Stored settings of a partner company; `logoKey` is a blob key, signed into `logoUrl` when presented. */
export type CompanySettings = {
  logoKey: string | null;
  brandColour: string | null;
  ltrManagementFee: number | null;
};

export const companies = pgTable('companies', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  partnerType: text('partner_type').notNull(),
  street: text('street'),
  city: text('city'),
  state: text('state'),
  postcode: text('postcode'),
  country: text('country'),
  /** The staff member who looks after the partner (docs/product/users.md#fields cxManager). */
  cxManagerUserId: uuid('cx_manager_user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  /** The partner's own main contact: a person at the company, not necessarily a user here. */
  mainContactFirstName: text('main_contact_first_name'),
  mainContactLastName: text('main_contact_last_name'),
  mainContactMobile: text('main_contact_mobile'),
  mainContactEmail: text('main_contact_email'),
  settings: jsonb('settings')
    .$type<CompanySettings>()
    .notNull()
    .default({ logoKey: null, brandColour: null, ltrManagementFee: null }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull().unique(),
  email: text('email').notNull().unique(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  mobile: text('mobile'),
  passwordHash: text('password_hash'),
  enabled: boolean('enabled').notNull().default(true),
  otpEnabled: boolean('otp_enabled').notNull().default(false),
  nps: integer('nps'),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
  bookingNotificationsEnabled: boolean('booking_notifications_enabled')
    .notNull()
    .default(NOTIFICATION_DEFAULTS.bookingNotificationsEnabled),
  bookingChangeNotificationsEnabled: boolean('booking_change_notifications_enabled')
    .notNull()
    .default(NOTIFICATION_DEFAULTS.bookingChangeNotificationsEnabled),
  bookingCancellationNotificationsEnabled: boolean('booking_cancellation_notifications_enabled')
    .notNull()
    .default(NOTIFICATION_DEFAULTS.bookingCancellationNotificationsEnabled),
  ownerStayNotificationsEnabled: boolean('owner_stay_notifications_enabled')
    .notNull()
    .default(NOTIFICATION_DEFAULTS.ownerStayNotificationsEnabled),
  ownerStayChangeNotificationsEnabled: boolean('owner_stay_change_notifications_enabled')
    .notNull()
    .default(NOTIFICATION_DEFAULTS.ownerStayChangeNotificationsEnabled),
  ownerStayCancellationNotificationsEnabled: boolean('owner_stay_cancellation_notifications_enabled')
    .notNull()
    .default(NOTIFICATION_DEFAULTS.ownerStayCancellationNotificationsEnabled),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type UserRow = typeof users.$inferSelect;
