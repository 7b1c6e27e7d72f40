import { and, asc, eq, gte, lte } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import {
  can,
  EVENT_MESSAGES,
  HTTP,
  type TCreateEventRequest,
  type TPropertyEvent,
  type TUpdateEventRequest,
} from '@hearth/domain';
import type { Db } from '../../db/client';
import { propertyEvents } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { auditedChange } from '../../lib/audit';
import { claimingNights } from '../../shared/bookings/stay-clash';
import type { SessionUser } from '../../types';
import { findHomeInScope, findInScope } from '../../access/find-in-scope';
import { scopeCallerOf } from '../../access/scope';
import { nextDay, presentEvent } from './event-presenter';

/** The editor's marks (bold, italic, underline, bullet list) and paragraphs; everything else is dropped. */
const cleanDetails = (html: string) =>
  sanitizeHtml(html, { allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'li'], allowedAttributes: {} });

const badRequest = (detail: string, pointer: string) =>
  new AppError({ status: HTTP.badRequest, code: 'VALIDATION_ERROR', detail, source: { pointer } });

/** expiryAt only on a blocking event set by a licensee or reservation manager, and only in the future. */
const checkExpiry = (caller: SessionUser, status: string, expiryAt: string | null | undefined, now: Date) => {
  if (!expiryAt) return;
  if (status !== 'blocking' || !can(caller, 'event:set-expiry')) {
    throw badRequest(EVENT_MESSAGES.expiryNotAllowed, '/data/attributes/expiryAt');
  }
  if (new Date(expiryAt) <= now) throw badRequest('The expiry must be in the future', '/data/attributes/expiryAt');
};

/** Imported blocks follow their channel's calendar: changed here, the next import would undo it. */
const refuseImported = (row: typeof propertyEvents.$inferSelect) => {
  if (row.source === 'ical') {
    throw new AppError({
      status: HTTP.conflict,
      code: 'EVENT_IMPORTED',
      detail: 'This block comes from a channel calendar (iCal). Change it on the channel; the next import follows it.',
    });
  }
};

/** `GET v3/properties/{id}/events?from&to`: events touching the window, by start. */
export const listEvents = async (options: {
  db: Db;
  caller: SessionUser;
  propertyId: string;
  from: string;
  to: string;
}): Promise<TPropertyEvent[]> => {
  const { db, caller } = options;
  await findHomeInScope(db, scopeCallerOf(caller), options.propertyId);
  const rows = await db
    .select()
    .from(propertyEvents)
    .where(
      and(
        eq(propertyEvents.propertyId, options.propertyId),
        lte(propertyEvents.startDate, options.to),
        gte(propertyEvents.endDate, nextDay(options.from)),
      ),
    )
    .orderBy(asc(propertyEvents.startDate), asc(propertyEvents.createdAt));
  const now = new Date();
  return rows.map((row) => presentEvent(row, now));
};

export const getEvent = async (options: { db: Db; caller: SessionUser; id: string }): Promise<TPropertyEvent> => {
  const { row } = await findInScope(options.db, scopeCallerOf(options.caller), 'event', options.id);
  return presentEvent(row);
};

/** `POST v3/properties/{id}/events`: a blocking event claims its nights or answers 409 naming the clash. */
export const createEvent = async (options: {
  db: Db;
  caller: SessionUser;
  propertyId: string;
  body: TCreateEventRequest;
}): Promise<TPropertyEvent> => {
  const { db, caller } = options;
  const property = await findHomeInScope(db, scopeCallerOf(caller), options.propertyId);
  const a = options.body.data.attributes;
  const now = new Date();
  checkExpiry(caller, a.status, a.expiryAt, now);
  const values = {
    propertyId: property.id,
    name: cleanDetails(a.name),
    status: a.status,
    startDate: a.start,
    endDate: nextDay(a.end),
    expiresAt: a.status === 'blocking' && a.expiryAt ? new Date(a.expiryAt) : null,
    createdBy: caller.user.id,
  };
  // The transaction is inside claimingNights: a clash rolls it back, then the clash is looked up to word the 409.
  const row = await claimingNights(db, { propertyId: property.id, start: values.startDate, end: values.endDate }, () =>
    auditedChange(db, async (tx) => {
      const [created] = await tx.insert(propertyEvents).values(values).returning();
      if (!created) throw new Error('insert returned no row');
      return {
        result: created,
        audit: {
          actor: { userId: caller.user.id, impersonatorUserId: caller.impersonatorUserId },
          action: 'property-event.create',
          entity: 'property_event',
          entityId: created.id,
          after: values,
        },
      };
    }),
  );
  return presentEvent(row, now);
};

/** `PATCH v3/property-events/{id}`: the given fields change; moving a blocking event re-claims its nights. */
export const updateEvent = async (options: {
  db: Db;
  caller: SessionUser;
  id: string;
  body: TUpdateEventRequest;
}): Promise<TPropertyEvent> => {
  const { db, caller } = options;
  const { row: before } = await findInScope(db, scopeCallerOf(caller), 'event', options.id);
  refuseImported(before);
  const a = options.body.data.attributes;
  const start = a.start ?? before.startDate;
  const endDate = a.end ? nextDay(a.end) : before.endDate;
  if (endDate <= start) throw badRequest(EVENT_MESSAGES.endBeforeStart, '/data/attributes/end');
  const status = a.status ?? before.status;
  const now = new Date();
  checkExpiry(caller, status, a.expiryAt, now);
  const changes = {
    ...(a.name !== undefined ? { name: cleanDetails(a.name) } : {}),
    status,
    startDate: start,
    endDate,
    ...(a.expiryAt !== undefined ? { expiresAt: a.expiryAt ? new Date(a.expiryAt) : null } : {}),
    ...(status !== 'blocking' ? { expiresAt: null } : {}),
    modifiedAt: now,
  };
  const row = await claimingNights(
    db,
    { propertyId: before.propertyId, start, end: endDate, ignoreEventId: before.id },
    () =>
      auditedChange(db, async (tx) => {
        const [updated] = await tx
          .update(propertyEvents)
          .set(changes)
          .where(eq(propertyEvents.id, before.id))
          .returning();
        if (!updated) throw new Error('update returned no row');
        return {
          result: updated,
          audit: {
            actor: { userId: caller.user.id, impersonatorUserId: caller.impersonatorUserId },
            action: 'property-event.update',
            entity: 'property_event',
            entityId: updated.id,
            before,
            after: changes,
          },
        };
      }),
  );
  return presentEvent(row, now);
};

/** `DELETE v3/property-events/{id}`: its nights are free at once (the claim goes with it). */
export const deleteEvent = async (options: { db: Db; caller: SessionUser; id: string }): Promise<void> => {
  const { db, caller } = options;
  const { row: before } = await findInScope(db, scopeCallerOf(caller), 'event', options.id);
  refuseImported(before);
  await auditedChange(db, async (tx) => {
    await tx.delete(propertyEvents).where(eq(propertyEvents.id, before.id));
    return {
      result: undefined,
      audit: {
        actor: { userId: caller.user.id, impersonatorUserId: caller.impersonatorUserId },
        action: 'property-event.delete',
        entity: 'property_event',
        entityId: before.id,
        before,
      },
    };
  });
};
