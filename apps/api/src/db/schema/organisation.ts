import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { CHECK_IN_MAIL_DAYS } from '@hearth/domain';

/**
 * The organisation that runs Hearth (docs/product/setup.md): one row, made by the setup link. Its trading name is
 * the product's name in the header, mail and PDFs (PRODUCT_NAME until setup); its logo and colour brand the app.
 */
export const organisation = pgTable(
  'organisation',
  {
    id: integer('id').primaryKey().default(1),
    tradingName: text('trading_name').notNull(),
    country: text('country').$type<'AU' | 'NZ'>().notNull(),
    currency: text('currency').$type<'AUD' | 'NZD'>().notNull(),
    timezone: text('timezone').notNull(),
    brandColour: text('brand_colour'),
    logoKey: text('logo_key'),
    /** Days before arrival the check-in instructions are mailed (docs/product/guest-mail.md#settings). */
    checkInMailDays: integer('check_in_mail_days').notNull().default(CHECK_IN_MAIL_DAYS.default),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('organisation_one_row', sql`${table.id} = 1`)],
);

/**
 * Setup links (docs/product/setup.md): minted while no user exists, 256-bit, stored as a sha256, 24 hours, spent by
 * the setup that creates the first super admin. A new one replaces those not yet used.
 */
export const setupLinks = pgTable('setup_links', {
  tokenHash: text('token_hash').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
