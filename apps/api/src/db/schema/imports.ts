import { integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ImportKind, TImportRowError } from '@hearth/domain';
import { companies, users } from './users';

/**
 * One import of a CSV file of homes or bookings (docs/product/imports.md#states): checked in its call, then written
 * in one transaction after the call has answered, with how far it has got. Whoever started it and, for a licensee,
 * their company (the reach of an import) are kept; a running import whose heartbeat is old stopped with its process
 * and wrote nothing.
 */
export const imports = pgTable('imports', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind').$type<ImportKind>().notNull(),
  state: text('state').$type<'running' | 'finished'>().notNull().default('running'),
  outcome: text('outcome').$type<'ok' | 'failed'>(),
  /** Lines of the file, rows to write and rows written so far. */
  rows: integer('rows').notNull().default(0),
  total: integer('total').notNull().default(0),
  done: integer('done').notNull().default(0),
  added: integer('added').notNull().default(0),
  updated: integer('updated').notNull().default(0),
  unchanged: integer('unchanged').notNull().default(0),
  errorCount: integer('error_count').notNull().default(0),
  errors: jsonb('errors').$type<TImportRowError[]>().notNull().default([]),
  error: text('error'),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  /** The caller's company when they started it: a licensee reaches their company's imports only. */
  companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});
export type ImportRow = typeof imports.$inferSelect;
