import { boolean, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { TASK_DISPLAY_STATUSES, TASK_PRIORITIES } from '@hearth/domain';
import { bookings } from './bookings';
import { properties } from './properties';
import { users } from './users';

/** Made in Hearth (by a person, or with a stay), or pulled from Breezeway by the sync. */
export const TASK_ORIGINS = ['hearth', 'breezeway'] as const;

/**
 * Cleaning, maintenance and inspection tasks (docs/product/tasks.md#fields). They live here: with Breezeway configured
 * the sync job fills them from Breezeway (origin `breezeway`), and tasks made in Hearth (origin `hearth`) on a mapped
 * home are sent there by the push job (`breezewayId` once Breezeway has answered).
 */
export const propertyTasks = pgTable(
  'property_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    breezewayId: text('breezeway_id').unique(),
    name: text('name').notNull(),
    description: text('description'),
    displayStatus: text('display_status', { enum: TASK_DISPLAY_STATUSES }).notNull().default('unassigned'),
    priority: text('priority', { enum: TASK_PRIORITIES }).notNull().default('normal'),
    scheduledDate: date('scheduled_date', { mode: 'string' }),
    /** Local time at the property, 'HH:MM'. */
    scheduledTime: text('scheduled_time'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    isPaused: boolean('is_paused').notNull().default(false),
    reportUrl: text('report_url'),
    /** cleaning, maintenance or inspection. */
    department: text('department').notNull().default('cleaning'),
    tags: text('tags').array().notNull().default([]),
    statusCode: text('status_code'),
    statusStage: text('status_stage'),
    reporterType: text('reporter_type'),
    location: text('location'),
    repairDuringStay: boolean('repair_during_stay').notNull().default(false),
    totalTimeSeconds: integer('total_time_seconds'),
    createdByName: text('created_by_name'),
    /** The task's page on Breezeway ('View on Breezeway'). */
    externalUrl: text('external_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    syncedAt: timestamp('synced_at', { withTimezone: true }),
    origin: text('origin', { enum: TASK_ORIGINS }).notNull().default('hearth'),
    /** The stay whose checkout clean this is: one a stay (docs/product/tasks.md#checkout-cleans). */
    bookingId: uuid('booking_id')
      .unique()
      .references(() => bookings.id, { onDelete: 'set null' }),
    /** The last change made in Hearth (the sync leaves it): the push job sends what changed since `pushedAt`. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The `updatedAt` of the state Breezeway last accepted; null until it first has. */
    pushedAt: timestamp('pushed_at', { withTimezone: true }),
    /** Why the last send to Breezeway failed; cleared when one succeeds. */
    pushError: text('push_error'),
    pushAttempts: integer('push_attempts').notNull().default(0),
    pushAttemptedAt: timestamp('push_attempted_at', { withTimezone: true }),
  },
  (table) => [
    index('property_tasks_property_date_idx').on(table.propertyId, table.scheduledDate),
    // The cross-home list (GET v3/tasks): by day across every home.
    index('property_tasks_scheduled_idx').on(table.scheduledDate, table.id),
  ],
);

export const propertyTaskAssignments = pgTable(
  'property_task_assignments',
  {
    taskId: uuid('task_id')
      .notNull()
      .references(() => propertyTasks.id, { onDelete: 'cascade' }),
    /** The name shown: the staff user's when assigned, or the named cleaner's. */
    name: text('name').notNull(),
    /** A staff user assigned in Hearth; null for a named cleaner and for Breezeway's assignees. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    primaryKey({ columns: [table.taskId, table.name] }),
    index('property_task_assignments_user_idx').on(table.userId),
  ],
);

export const propertyTaskComments = pgTable(
  'property_task_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => propertyTasks.id, { onDelete: 'cascade' }),
    breezewayId: text('breezeway_id').unique(),
    comment: text('comment').notNull(),
    author: text('author'),
    commentedAt: timestamp('commented_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('property_task_comments_task_idx').on(table.taskId)],
);

/** A photo on a task: either a blob we hold (`blobKey`) or the service's own URL (`url`). */
export const propertyTaskAttachments = pgTable(
  'property_task_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => propertyTasks.id, { onDelete: 'cascade' }),
    breezewayId: text('breezeway_id').unique(),
    blobKey: text('blob_key'),
    url: text('url'),
    contentType: text('content_type'),
  },
  (table) => [index('property_task_attachments_task_idx').on(table.taskId)],
);

/** Which Breezeway home each property is (the sync only pulls mapped properties). */
export const breezewayProperties = pgTable('breezeway_properties', {
  propertyId: uuid('property_id')
    .primaryKey()
    .references(() => properties.id, { onDelete: 'cascade' }),
  breezewayPropertyId: text('breezeway_property_id').notNull().unique(),
});
