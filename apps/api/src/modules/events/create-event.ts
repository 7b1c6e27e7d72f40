import type { TCreateEventRequest, TPropertyEvent } from '@hearth/domain';
import type { Db } from '../../db/client';
import { propertyEvents } from '../../db/schema';
import { auditedChange } from '../../lib/audit';
import { claimingNights } from '../../common/bookings/stay-clash';
import type { SessionUser } from '../../types';
import { findHomeInScope } from '../../access/find-in-scope';
import { scopeCallerOf } from '../../access/scope';
import { checkExpiry, cleanDetails, nextDay } from './event-rules';
import { presentEvent } from './events.presenter';

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
