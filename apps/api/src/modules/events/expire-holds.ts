import { and, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { propertyEvents } from '../../db/schema';
import { auditedChange } from '../../lib/audit';
import type { Job } from '../../lib/jobs';

/**
 * Marks holds whose `expiresAt` has passed as expired and releases their claims (the claim trigger drops a claim
 * once `expired_at` is set), one audit entry each. Reads and writes already ignore a lapsed hold from its expiry
 * instant; the sweep makes that visible in the data and the audit log.
 */
export const expireHolds = async (options: { db: Db; now: Date }): Promise<number> => {
  const { db, now } = options;
  return auditedChange(db, async (tx) => {
    const expired = await tx
      .update(propertyEvents)
      .set({ expiredAt: now, modifiedAt: now })
      .where(
        and(isNull(propertyEvents.expiredAt), isNotNull(propertyEvents.expiresAt), lte(propertyEvents.expiresAt, now)),
      )
      .returning({ id: propertyEvents.id, propertyId: propertyEvents.propertyId, expiresAt: propertyEvents.expiresAt });
    return {
      result: expired.length,
      audit: expired.map((event) => ({
        actor: { userId: null, impersonatorUserId: null },
        action: 'property-event.expire',
        entity: 'property_event',
        entityId: event.id,
        before: { expiredAt: null },
        after: { expiredAt: now.toISOString(), expiresAt: event.expiresAt?.toISOString() ?? null },
      })),
    };
  });
};

export const expireHoldsJob: Job = {
  name: 'expire-holds',
  everyMs: 60_000,
  leaseMs: 5 * 60_000,
  run: async ({ db, now, log }) => {
    const count = await expireHolds({ db, now });
    if (count > 0) log.info({ count }, 'holds expired');
  },
};
