import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { properties } from './properties';

/** A property's photos in display order; `blobKey` is signed into a URL when presented. */
export const propertyPhotos = pgTable(
  'property_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    blobKey: text('blob_key').notNull(),
    /** The 300x thumbnail the server made of it (docs/product/photos.md#limits 'image sizes 300x'); null for photos made before. */
    thumbKey: text('thumb_key'),
    caption: text('caption'),
    /** 'general' or 'check-out' (check-out photos are kept out of the uploader, docs/product/photos.md#screens). */
    category: text('category').notNull().default('general'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('property_photos_property_position_idx').on(table.propertyId, table.position)],
);
