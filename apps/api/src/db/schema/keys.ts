import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { KEY_STATUSES } from '@hearth/domain';
import { properties } from './properties';

/** Where keys are kept (docs/product/templates.md#fields): a convenience store, an offsite office or a KeyNest. */
export const KEY_STORE_TYPES = ['convenience-store', 'offsite', 'key-nest'] as const;

export type KeyStorePhoto = { s3Key: string };

/** A key collection template: a place keys are stored and collected, with its address and opening hours. */
export const keyStores = pgTable(
  'key_stores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    displayName: text('display_name'),
    storeType: text('store_type', { enum: KEY_STORE_TYPES }).notNull(),
    address: text('address'),
    street: text('street'),
    city: text('city'),
    postcode: text('postcode'),
    state: text('state'),
    country: text('country'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    googlePlaceId: text('google_place_id'),
    openingTime: text('opening_time'),
    longDescription: text('long_description'),
    photos: jsonb('photos').$type<KeyStorePhoto[]>().notNull().default([]),
    /** The KeyNest store's id, for key-nest templates (their name and address come from KeyNest and are locked). */
    keyNestId: text('key_nest_id'),
    storeId: text('store_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('key_stores_type_idx').on(table.storeType)],
);

/** A physical key: in a store (or not yet), assigned to at most one property, one of whose keys is primary. */
export const keys = pgTable(
  'keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    keyNestId: text('key_nest_id'),
    status: text('status', { enum: KEY_STATUSES }).notNull().default('unknown'),
    storeId: uuid('store_id').references(() => keyStores.id, { onDelete: 'restrict' }),
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'set null' }),
    isPrimary: boolean('is_primary').notNull().default(false),
    /** Walking distance from the store to the property, in metres; `distanceKind` says how it was measured. */
    distanceMetres: integer('distance_metres'),
    distanceKind: text('distance_kind', { enum: ['walking', 'straight-line'] }),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('keys_property_idx').on(table.propertyId),
    index('keys_store_idx').on(table.storeId),
    // At most one primary key per property.
    uniqueIndex('keys_one_primary_idx')
      .on(table.propertyId)
      .where(sql`${table.isPrimary} and ${table.propertyId} is not null`),
  ],
);
