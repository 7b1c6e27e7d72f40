import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  BUILDING_TYPES,
  CLEANING_STATUSES,
  CURRENCIES,
  KEY_STATUSES,
  KEY_TYPES,
  MANAGEMENT_TYPES,
  PROPERTY_SEGMENTS,
  PROPERTY_STATUSES,
  RISK_STATUSES,
  type Amenity,
  type NightCapRule,
} from '@hearth/domain';
import { foldedSql } from './columns';
import { companies } from './users';

export type PropertyCheckpoints = {
  entryCleanDate: string | null;
  ingoingInspectionDate: string | null;
  photographyDate: string | null;
  readyReportDate: string | null;
};

export type PropertyCompliance = {
  policyEnabled: boolean;
  riskColour: 'red' | 'green' | 'orange' | 'yellow';
  riskLabel: string;
  currentYearOverrideActivated: boolean;
  currentYearRenewalDate: string | null;
  currentYearBookableDays: number | null;
  /** Where the cap came from (night-cap.rules.ts); absent on records written before caps had rules. */
  nightCapRule?: NightCapRule | null;
};

/** Open task counts, refreshed by the task sync; the list sorts on them. */
export type PropertyTasksSummary = {
  maintenanceOverdue: number;
  inspectionOverdue: number;
  maintenanceTasks: number;
  inspectionTasks: number;
};

export type PropertyResourceLink = { name: string; url: string };

export const properties = pgTable(
  'properties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    status: text('status', { enum: PROPERTY_STATUSES }).notNull().default('onboarding'),
    /** While offboarding: the last night guests may stay (docs/product/properties.md#life-cycle); null otherwise. */
    lastNight: date('last_night', { mode: 'string' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    segment: text('segment', { enum: PROPERTY_SEGMENTS }).notNull().default('comfort'),
    managementType: text('management_type', { enum: MANAGEMENT_TYPES }).notNull().default('hearth'),
    buildingType: text('building_type', { enum: BUILDING_TYPES }).notNull().default('house'),
    bedrooms: integer('bedrooms').notNull().default(1),
    bathrooms: integer('bathrooms').notNull().default(1),
    /** Beds across the rooms (docs/product/properties.md#adding-a-home); at least one. */
    beds: integer('beds').notNull().default(1),
    maxGuests: integer('max_guests').notNull().default(2),
    minimumStay: integer('minimum_stay').notNull().default(1),
    keyType: text('key_type', { enum: KEY_TYPES }).notNull().default('standard'),
    keyStatus: text('key_status', { enum: KEY_STATUSES }).notNull().default('unknown'),
    cleaningStatus: text('cleaning_status', { enum: CLEANING_STATUSES }).notNull().default('ready'),
    riskStatus: text('risk_status', { enum: RISK_STATUSES }),
    airbnbOverallRating: real('airbnb_overall_rating'),
    amenities: text('amenities')
      .array()
      .$type<Amenity[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    currency: text('currency', { enum: CURRENCIES }).notNull().default('AUD'),
    timezone: text('timezone').notNull().default('Australia/Sydney'),
    street: text('street').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    postcode: text('postcode').notNull(),
    country: text('country').notNull(),
    fullAddress: text('full_address').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    checkpoints: jsonb('checkpoints').$type<PropertyCheckpoints>(),
    compliance: jsonb('compliance').$type<PropertyCompliance>(),
    tasksSummary: jsonb('tasks_summary')
      .$type<PropertyTasksSummary>()
      .notNull()
      .default({ maintenanceOverdue: 0, inspectionOverdue: 0, maintenanceTasks: 0, inspectionTasks: 0 }),
    resourceLinks: jsonb('resource_links').$type<PropertyResourceLink[]>().notNull().default([]),
    /** A checkout clean task is made for each of its stays (docs/product/tasks.md#checkout-cleans). */
    autoCheckoutClean: boolean('auto_checkout_clean').notNull().default(true),
    /** Lower-case name, code and address with macrons and accents folded, for the list's text search. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(foldedSql("name || ' ' || code || ' ' || full_address")),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('properties_company_id_idx').on(table.companyId),
    index('properties_status_idx').on(table.status),
    index('properties_search_text_trgm_idx').using('gin', table.searchText.op('gin_trgm_ops')),
    index('properties_amenities_idx').using('gin', table.amenities),
    index('properties_lat_lng_idx').on(table.latitude, table.longitude),
    // The suburb as the gazetteer folds it: a place's known postcode is looked up by it on every typeahead call.
    index('properties_folded_city_idx').on(foldedSql('trim(city)')),
    // The list's default order: an availability search walks it and stops past its count cap (property-search.ts).
    // A short stay walks migration 0041's partial index instead (the same order, carrying the columns it checks).
    index('properties_name_order_idx').on(sql`lower(${table.name})`, table.id),
  ],
);

export type PropertyRow = typeof properties.$inferSelect;
export type NewPropertyRow = typeof properties.$inferInsert;
