import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';
import { auditedChange } from '../../lib/audit';

/** Ends the caller's own session only (sign-out is a GET in the spec, so it must not touch anything else). */
export const signOut = async (options: {
  db: Db;
  sessionHash: string;
  userId: string;
  impersonatorUserId: string | null;
}) => {
  await auditedChange(options.db, async (tx) => {
    await tx.delete(sessions).where(eq(sessions.id, options.sessionHash));
    return {
      result: undefined,
      audit: {
        actor: { userId: options.userId, impersonatorUserId: options.impersonatorUserId },
        action: 'auth.sign-out',
        entity: 'sessions',
        entityId: null,
      },
    };
  });
};
