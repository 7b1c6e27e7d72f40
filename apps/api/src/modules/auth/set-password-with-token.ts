import { and, eq, isNull } from 'drizzle-orm';
import type { PasswordAction } from '@hearth/domain';
import type { Db } from '../../db/client';
import { passwordTokens, sessions, users } from '../../db/schema';
import { auditedChange } from '../../lib/audit';
import { endImpersonationsBy } from '../../common/auth/impersonations';
import { hashPassword } from '../../lib/passwords';
import { assertPasswordAllowed } from './password-policy';
import { findLiveToken, tokenExpired, tokenGone, tokenUsed } from './auth.queries';

/** Sets the password from a live token of the same action, spends the token and ends every session of the user. */
export const setPasswordWithToken = async (options: {
  db: Db;
  token: string;
  action: PasswordAction;
  password: string;
  now?: Date;
}): Promise<void> => {
  const now = options.now ?? new Date();
  assertPasswordAllowed(options.password);
  const row = await findLiveToken(options.db, options.token, now);
  if (!row) throw await tokenGone(options.db, options.token);
  if (row.kind !== options.action) throw tokenExpired();
  const passwordHash = await hashPassword(options.password);
  await auditedChange(options.db, async (tx) => {
    const spent = await tx
      .update(passwordTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordTokens.tokenHash, row.tokenHash), isNull(passwordTokens.usedAt)))
      .returning({ userId: passwordTokens.userId });
    if (spent.length === 0) throw tokenUsed();
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, row.userId));
    await tx.delete(sessions).where(eq(sessions.userId, row.userId));
    // A new password ends the sessions they opened as others, and the links they minted (issue 29 D).
    await endImpersonationsBy(tx, row.userId);
    await tx
      .update(passwordTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordTokens.userId, row.userId), isNull(passwordTokens.usedAt)));
    return {
      result: undefined,
      audit: {
        actor: { userId: row.userId, impersonatorUserId: null },
        action: `auth.password-${options.action}`,
        entity: 'users',
        entityId: row.userId,
      },
    };
  });
};
