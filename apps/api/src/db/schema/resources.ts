import { bigint, boolean, index, integer, pgTable, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './users';

/** The documents tree of /resources (docs/product/resources.md#fields 'Document'): folders and files; a file's bytes are in the blob store. */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parentId: uuid('parent_id').references((): AnyPgColumn => documents.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    isFolder: boolean('is_folder').notNull().default(false),
    /** The blob store key of a file; null for a folder. */
    fileKey: text('file_key'),
    /** The file's type as shown (pdf, docx, png...); null for a folder. */
    fileType: text('file_type'),
    fileSize: bigint('file_size', { mode: 'number' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('documents_parent_idx').on(table.parentId)],
);

/** Forms licensees fill in (docs/product/resources.md#fields 'Form': title, url); the file is in the blob store or at an outside address. */
export const forms = pgTable('forms', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  description: text('description'),
  /** An outside address (https://...) or null when the form is a stored file. */
  url: text('url'),
  fileKey: text('file_key'),
  position: integer('position').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Newsletters marketing publishes (docs/product/resources.md#fields 'Newsletter': title, url, heroImageUrl). */
export const newsletters = pgTable('newsletters', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  url: text('url').notNull(),
  /** Used on the card only when it starts with http (docs/product/resources.md#who-uses-it); else the default image. */
  heroImageUrl: text('hero_image_url'),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
