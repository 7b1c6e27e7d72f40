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

/** What a change gives back: its result, and the audit entries it owes (none when it changed nothing). */
export type Audited<T> = { result: T; audit: AuditEntry | readonly AuditEntry[] | null };

/**
 * Who, acting as whom, what, before, after, when (docs/CONTRIBUTING.md#security), and the only way to write it: `change` runs in a
 * transaction (a savepoint when `db` already is one) that also writes its audit entries, so the change and its
 * entries commit together or not at all; a process killed between two separate writes used to keep the change
 * and lose the entry. Everything inside must go through `tx`: on PGlite another query on `db` waits for the
 * transaction, and on PostgreSQL it would take a second pooled connection. Never store secrets in before/after.
 */
export const auditedChange = async <T>(db: Db, change: (tx: Db) => Promise<Audited<T>>): Promise<T> =>
  db.transaction(async (tx) => {
    const { result, audit } = await change(tx);
    const entries: readonly AuditEntry[] = audit === null ? [] : 'action' in audit ? [audit] : audit;
    if (entries.length > 0) {
      await tx.insert(auditLog).values(
        entries.map((entry) => ({
          actorUserId: entry.actor.userId,
          impersonatorUserId: entry.actor.impersonatorUserId,
          action: entry.action,
          entity: entry.entity,
          entityId: entry.entityId,
          before: entry.before ?? null,
          after: entry.after ?? null,
        })),
      );
    }
    return result;
  });
