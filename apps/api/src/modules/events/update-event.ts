import { eq } from 'drizzle-orm';
import { EVENT_MESSAGES, type TPropertyEvent, type TUpdateEventRequest } from '@hearth/domain';
import type { Db } from '../../db/client';
import { propertyEvents } from '../../db/schema';
import { auditedChange } from '../../lib/audit';
import { claimingNights } from '../../common/bookings/stay-clash';
import type { SessionUser } from '../../types';
import { findInScope } from '../../access/find-in-scope';
import { scopeCallerOf } from '../../access/scope';
import { badRequest, checkExpiry, cleanDetails, nextDay, refuseImported } from './event-rules';
import { presentEvent } from './events.presenter';

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
