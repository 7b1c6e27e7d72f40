import type { Db } from '../db/client';
import { auditLog } from '../db/schema';
import type { SessionUser } from '../types';

export type AuditEntry = {
  /** The signed-in caller, or the user the action is about when nobody is signed in (sign-in, reset). */
  actor: Pick<SessionUser, 'impersonatorUserId'> & { userId: string | null };
  action: string;
  entity: string;
  entityId: string | null;
  before?: unknown;
  after?: unknown;
};

export const actorOf = (caller: SessionUser) => ({
  userId: caller.user.id,
  impersonatorUserId: caller.impersonatorUserId,
});

/** Who, acting as whom, what, before, after, when (DESIGN.md §5). Never store secrets in before/after. */
export const writeAudit = async (db: Db, entry: AuditEntry): Promise<void> => {
  await db.insert(auditLog).values({
    actorUserId: entry.actor.userId,
    impersonatorUserId: entry.actor.impersonatorUserId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
};
