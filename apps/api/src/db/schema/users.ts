import { boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { NOTIFICATION_DEFAULTS } from '@hearth/domain';
import { companies } from './companies';

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
