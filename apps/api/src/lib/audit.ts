import type { Db } from '../db/client';
import { auditLog } from '../db/schema';
import { hasSqlState } from './error-chain';
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
  retryingConflicts(() => auditedOnce(db, change));

/** PostgreSQL's 'deadlock detected' and 'could not serialize access': the transaction is rolled back whole. */
const RETRYABLE = ['40P01', '40001'];
const ATTEMPTS = 4;

const isRetryable = (error: unknown): boolean => hasSqlState(error, ...RETRYABLE);

/**
 * Runs a whole transaction again when PostgreSQL rolled it back for a deadlock or a serialization failure, a few
 * times, after a short random wait so that the two parties do not meet again (issue 29 C). Nothing of a rolled-back
 * attempt remains, so the retry is the same request; a clash it then meets is its own answer (a 409).
 */
const retryingConflicts = async <T>(run: () => Promise<T>): Promise<T> => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= ATTEMPTS || !isRetryable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
    }
  }
};

const auditedOnce = async <T>(db: Db, change: (tx: Db) => Promise<Audited<T>>): Promise<T> =>
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
