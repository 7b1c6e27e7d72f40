import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
  settings: jsonb('settings')
    .$type<CompanySettings>()
    .notNull()
    .default({ logoKey: null, brandColour: null, ltrManagementFee: null }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
