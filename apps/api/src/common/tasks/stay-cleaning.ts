import { and, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import { CHECKOUT_CLEAN, todayIn, type TaskDisplayStatus } from '@hearth/domain';
import type { Db } from '../../db/client';
import { bookings, properties, propertyProfiles, propertyTaskComments, propertyTasks } from '../../db/schema';
import { auditedChange, type AuditEntry } from '../../lib/audit';

/*
 * The checkout clean of a stay (docs/product/tasks.md#checkout-cleans): one task a stay (property_tasks.booking_id is
 * unique), made on its check-out day when the stay is booked, moved when its check-out moves and closed when it is
 * cancelled. Every writer of a stay calls `followStays` inside the transaction that writes the stay, with its `tx`,
 * so the stay and its clean commit together or not at all (stay-cleaning.test.ts finds every writer).
 */

export type StayCleaningResult = { created: number; moved: number; cancelled: number };

/** A task nobody has finished or closed yet: it still follows its stay. */
const FOLLOWING: readonly TaskDisplayStatus[] = ['unassigned', 'assigned', 'in_progress', 'paused'];
/** Nobody has started it: it may move to another day. */
const MOVABLE: readonly TaskDisplayStatus[] = ['unassigned', 'assigned'];
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

type Stay = {
  id: string;
  propertyId: string;
  code: string;
  guestName: string | null;
  checkOut: string;
  status: string;
  recordStatus: string;
  createdByType: string;
  cleaningRequired: boolean;
  autoCheckoutClean: boolean;
  timezone: string;
  checkOutTime: string | null;
  taskId: string | null;
  taskStatus: TaskDisplayStatus | null;
  taskDate: string | null;
};

/**
 * Whether a stay gets a checkout clean: it holds its nights (not cancelled, as the stay-claims trigger reads it), it
 * needs cleaning, and it is a guest's confirmed stay or an owner's own stay. A request is not a stay yet, and a block
 * that is no owner's stay leaves nothing to clean.
 */
const needsClean = (stay: Stay): boolean =>
  stay.status !== 'CANCELLED' &&
  stay.recordStatus !== 'CANCELLED' &&
  stay.cleaningRequired &&
  (stay.status === 'BOOKED' || stay.createdByType === 'owner');

const readStays = async (tx: Db, ids: readonly string[]): Promise<Stay[]> =>
  (await tx
    .select({
      id: bookings.id,
      propertyId: bookings.propertyId,
      code: bookings.longCode,
      guestName: bookings.guestName,
      checkOut: bookings.checkOut,
      status: bookings.status,
      recordStatus: bookings.recordStatus,
      createdByType: bookings.createdByType,
      cleaningRequired: bookings.cleaningRequired,
      autoCheckoutClean: properties.autoCheckoutClean,
      timezone: properties.timezone,
      checkOutTime: sql<string | null>`${propertyProfiles.policy} ->> 'checkOutTime'`,
      taskId: propertyTasks.id,
      taskStatus: propertyTasks.displayStatus,
      taskDate: propertyTasks.scheduledDate,
    })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .leftJoin(propertyProfiles, eq(propertyProfiles.propertyId, bookings.propertyId))
    .leftJoin(propertyTasks, eq(propertyTasks.bookingId, bookings.id))
    .where(inArray(bookings.id, [...ids]))) as Stay[];

/**
 * Brings the checkout cleans of these stays in line with the stays as they are now, inside the caller's transaction:
 * a stay that needs one and has none gets one (on a home whose `autoCheckoutClean` is on, for a check-out from the
 * home's today on); one whose check-out moved moves its clean there (while nobody has started it); one cancelled
 * closes its clean with a comment saying so (unless it is done already). Safe to call again: a second call finds
 * everything in line and changes nothing. Each change is audited with `actor`.
 */
export const followStays = async (
  tx: Db,
  options: { bookingIds: readonly string[]; actor: AuditEntry['actor']; now: Date },
): Promise<StayCleaningResult> => {
  const { actor, now } = options;
  const result: StayCleaningResult = { created: 0, moved: 0, cancelled: 0 };
  if (options.bookingIds.length === 0) return result;
  return auditedChange(tx, async (sp) => {
    const stays = await readStays(sp, options.bookingIds);
    const audit: AuditEntry[] = [];
    const entry = (action: string, taskId: string, after: Record<string, unknown>, before?: Record<string, unknown>) =>
      audit.push({ actor, action, entity: 'property_task', entityId: taskId, ...(before ? { before } : {}), after });

    const toMake = stays.filter(
      (stay) =>
        stay.taskId === null &&
        needsClean(stay) &&
        stay.autoCheckoutClean &&
        stay.checkOut >= todayIn(stay.timezone, now),
    );
    if (toMake.length > 0) {
      const made = await sp
        .insert(propertyTasks)
        .values(
          toMake.map((stay) => ({
            propertyId: stay.propertyId,
            bookingId: stay.id,
            name: CHECKOUT_CLEAN.name,
            description: CHECKOUT_CLEAN.description({
              code: stay.code,
              guestName: stay.guestName,
              ownerStay: stay.createdByType === 'owner',
            }),
            department: 'cleaning',
            priority: 'normal' as const,
            displayStatus: 'unassigned' as const,
            scheduledDate: stay.checkOut,
            scheduledTime: stay.checkOutTime && TIME.test(stay.checkOutTime) ? stay.checkOutTime : null,
            createdByName: CHECKOUT_CLEAN.createdBy,
            reporterType: 'automatic',
            origin: 'hearth' as const,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .onConflictDoNothing({ target: propertyTasks.bookingId })
        .returning({
          id: propertyTasks.id,
          bookingId: propertyTasks.bookingId,
          scheduledDate: propertyTasks.scheduledDate,
        });
      for (const task of made) {
        entry('property-task.create', task.id, {
          name: CHECKOUT_CLEAN.name,
          bookingId: task.bookingId,
          scheduledDate: task.scheduledDate,
          automatic: true,
        });
      }
      result.created = made.length;
    }

    for (const stay of stays) {
      if (stay.taskId === null || stay.taskStatus === null) continue;
      if (needsClean(stay) && stay.taskDate !== stay.checkOut && MOVABLE.includes(stay.taskStatus)) {
        await sp
          .update(propertyTasks)
          .set({ scheduledDate: stay.checkOut, updatedAt: now })
          .where(eq(propertyTasks.id, stay.taskId));
        entry(
          'property-task.move',
          stay.taskId,
          { scheduledDate: stay.checkOut, bookingId: stay.id, automatic: true },
          { scheduledDate: stay.taskDate },
        );
        result.moved += 1;
      } else if (!needsClean(stay) && FOLLOWING.includes(stay.taskStatus)) {
        await sp
          .update(propertyTasks)
          .set({ displayStatus: 'closed', isPaused: false, updatedAt: now })
          .where(eq(propertyTasks.id, stay.taskId));
        await sp.insert(propertyTaskComments).values({
          taskId: stay.taskId,
          comment: CHECKOUT_CLEAN.cancelledComment(stay.code),
          author: CHECKOUT_CLEAN.createdBy,
          commentedAt: now,
        });
        entry(
          'property-task.cancel',
          stay.taskId,
          { displayStatus: 'closed', bookingId: stay.id, automatic: true },
          { displayStatus: stay.taskStatus },
        );
        result.cancelled += 1;
      }
    }
    return { result, audit: audit.length > 0 ? audit : null };
  });
};

/**
 * When a home's checkout cleans are turned on: the cleans of its live stays that check out from the home's today on
 * (the ones already made stay as they are). Inside the caller's transaction.
 */
export const followHomeStays = async (
  tx: Db,
  options: { propertyId: string; timezone: string; actor: AuditEntry['actor']; now: Date },
): Promise<StayCleaningResult> => {
  const stays = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.propertyId, options.propertyId),
        gte(bookings.checkOut, todayIn(options.timezone, options.now)),
        ne(bookings.status, 'CANCELLED'),
        ne(bookings.recordStatus, 'CANCELLED'),
      ),
    );
  return followStays(tx, { bookingIds: stays.map((stay) => stay.id), actor: options.actor, now: options.now });
};
