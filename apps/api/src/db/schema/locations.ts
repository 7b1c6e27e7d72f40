import { doublePrecision, index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { foldedSql } from './columns';

/** The AU/NZ gazetteer behind the location search (loaded from db/reference at start-up). */
export const locations = pgTable(
  'locations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    region: text('region').notNull(),
    country: text('country', { enum: ['AU', 'NZ'] }).notNull(),
    postcode: text('postcode').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** Lower-case name with macrons folded, so 'whangarei' finds 'Whangārei'. */
    searchName: text('search_name').notNull().generatedAlwaysAs(foldedSql('name')),
  },
  (table) => [index('locations_search_name_idx').on(table.searchName.op('text_pattern_ops'))],
);
