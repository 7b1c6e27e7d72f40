import { and, eq, gt, isNull } from 'drizzle-orm';
import { can, HTTP, USER_MESSAGES } from '@hearth/domain';
import type { Db } from '../../db/client';
import { impersonationLinks, users } from '../../db/schema';
import { startSession } from '../../common/auth/account-tokens';
import { getNewSessionView } from '../../common/auth/session-view';
import { auditedChange } from '../../lib/audit';
import { sha256 } from '../../lib/crypto';
import { impersonateError, mayBeImpersonated } from './user-access';
import { rolesOf } from './users.queries';

/**
 * `POST v1/public/impersonate/{token}/`: spends the link (one statement, so two browsers racing get one session)
 * and starts the session. The admin must still be an enabled admin and the user still an enabled owner or licensee.
 * Gives the new session's cookie value and the session as ping shows it.
 */
export const logInAs = async (options: { db: Db; token: string; replacesSessionHash: string | null; now?: Date }) => {
  const { db } = options;
  const now = options.now ?? new Date();
  const invalid = () => impersonateError(HTTP.unauthorized, USER_MESSAGES.impersonateLinkInvalid);
  const [link] = await db
    .update(impersonationLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(impersonationLinks.tokenHash, sha256(options.token)),
        isNull(impersonationLinks.usedAt),
        gt(impersonationLinks.expiresAt, now),
      ),
    )
    .returning();
  if (!link) throw invalid();
  const [admin] = await db.select().from(users).where(eq(users.id, link.adminUserId));
  const [target] = await db.select().from(users).where(eq(users.id, link.userId));
  if (!admin?.enabled || !can({ roles: await rolesOf(db, admin.id) }, 'user:impersonate')) throw invalid();
  if (!target || !mayBeImpersonated(target, await rolesOf(db, target.id))) throw invalid();
  const sessionToken = await auditedChange(db, async (tx) => {
    const token = await startSession({
      db: tx,
      userId: target.id,
      impersonatorUserId: admin.id,
      replacesSessionHash: options.replacesSessionHash,
      now,
    });
    return {
      result: token,
      audit: {
        actor: { userId: target.id, impersonatorUserId: admin.id },
        action: 'auth.impersonation-start',
        entity: 'users',
        entityId: target.id,
      },
    };
  });
  return { sessionToken, session: await getNewSessionView({ db, sessionToken }) };
};
