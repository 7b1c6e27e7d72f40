import { jsonb, pgTable, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './users';

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
  /** The staff member who looks after the partner (spec 001 §3 cxManager). */
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
