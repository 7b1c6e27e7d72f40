import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { impersonationLinks, sessions } from '../../db/schema';

/**
 * A log-in-as session is its admin's act, so it follows the admin (issue 29 D): when they are disabled, lose
 * 'user:impersonate' or set a new password, every session they opened as someone else ends and every link they
 * minted and nobody has opened yet is gone. Called inside the change's own transaction.
 */
export const endImpersonationsBy = async (tx: Db, adminUserId: string): Promise<void> => {
  await tx.delete(sessions).where(eq(sessions.impersonatorUserId, adminUserId));
  await tx.delete(impersonationLinks).where(eq(impersonationLinks.adminUserId, adminUserId));
};
