import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { propertyEvents } from '../../db/schema';
import { auditedChange } from '../../lib/audit';
import type { SessionUser } from '../../types';
import { findInScope } from '../../access/find-in-scope';
import { scopeCallerOf } from '../../access/scope';
import { refuseImported } from './event-rules';

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
