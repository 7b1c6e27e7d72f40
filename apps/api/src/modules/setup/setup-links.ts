import { and, eq, gt, isNull } from 'drizzle-orm';
import { SETUP_LIMITS } from '@hearth/domain';
import type { Db } from '../../db/client';
import { setupLinks } from '../../db/schema';
import { hasNoUser } from '../../common/users/no-user';
import { randomToken, sha256 } from '../../lib/crypto';

/**
 * A fresh setup link's token while no user exists (null once one does): single use, SETUP_LIMITS.linkHours, kept
 * only as its sha256. Links not yet used are replaced: one live link at a time, the one just printed.
 */
export const mintSetupLink = async (db: Db, now = new Date()): Promise<string | null> =>
  db.transaction(async (tx) => {
    if (!(await hasNoUser(tx))) return null;
    await tx.delete(setupLinks).where(isNull(setupLinks.usedAt));
    const token = randomToken();
    await tx.insert(setupLinks).values({
      tokenHash: sha256(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + SETUP_LIMITS.linkHours * 3_600_000),
    });
    return token;
  });

/** The link's row if it is live: known, not used, not expired. */
export const findLiveSetupLink = async (db: Db, token: string, now = new Date()) =>
  (
    await db
      .select()
      .from(setupLinks)
      .where(and(eq(setupLinks.tokenHash, sha256(token)), isNull(setupLinks.usedAt), gt(setupLinks.expiresAt, now)))
      .limit(1)
  )[0] ?? null;

/** Where the setup page is. */
export const setupUrl = (publicUrl: string, token: string) => new URL(`/setup/${token}`, publicUrl).toString();
