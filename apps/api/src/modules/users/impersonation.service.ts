import { and, eq, gt, isNull } from 'drizzle-orm';
import {
  can,
  HTTP,
  IMPERSONATION_LINK_MINUTES,
  IMPERSONATION_PATH,
  isImpersonatable,
  USER_ERROR_CODES,
  USER_MESSAGES,
} from '@hearth/domain';
import type { Db } from '../../db/client';
import { impersonationLinks, users, type UserRow } from '../../db/schema';
import { startSession } from '../../shared/auth/account-tokens';
import { AppError } from '../../lib/app-error';
import { actorOf, auditedChange } from '../../lib/audit';
import { minutesFromNow } from '../../lib/clock';
import { randomToken, sha256 } from '../../lib/crypto';
import type { SessionUser } from '../../types';
import { rolesOf } from './user-record';

/**
 * Log in as (spec 001 §6; issue 13 item 2): an admin asks for a link for an enabled owner or licensee; the link is
 * single use, valid 5 minutes, stored hashed; opening it starts a new session flagged with the admin, so every
 * change made in it is audited with both.
 */

const impersonateError = (status: number, detail: string) =>
  new AppError({ status, code: USER_ERROR_CODES.impersonate, detail, title: detail });

const mayBeImpersonated = (target: UserRow, roles: readonly string[]) => target.enabled && isImpersonatable(roles);

/** `GET v3/users/{id}/impersonate`: the link to paste into another browser. */
export const createImpersonationLink = async (options: {
  db: Db;
  caller: SessionUser;
  target: UserRow;
  publicUrl: string;
  now?: Date;
}): Promise<{ url: string; expiresAt: string }> => {
  const { db, caller, target } = options;
  if (caller.impersonatorUserId !== null) throw impersonateError(HTTP.forbidden, USER_MESSAGES.impersonatedChange);
  const roles = await rolesOf(db, target.id);
  if (target.id === caller.user.id || !mayBeImpersonated(target, roles)) {
    throw impersonateError(HTTP.forbidden, USER_MESSAGES.impersonateNotAllowed);
  }
  const now = options.now ?? new Date();
  const token = randomToken();
  const expiresAt = minutesFromNow(IMPERSONATION_LINK_MINUTES, now);
  await auditedChange(db, async (tx) => {
    await tx
      .insert(impersonationLinks)
      .values({ tokenHash: sha256(token), adminUserId: caller.user.id, userId: target.id, createdAt: now, expiresAt });
    return {
      result: undefined,
      audit: {
        actor: actorOf(caller),
        action: 'users.impersonation-link',
        entity: 'users',
        entityId: target.id,
        after: { expiresAt: expiresAt.toISOString() },
      },
    };
  });
  return { url: `${options.publicUrl}${IMPERSONATION_PATH}/${token}`, expiresAt: expiresAt.toISOString() };
};

/**
 * `POST v1/public/impersonate/{token}/`: spends the link (one statement, so two browsers racing get one session)
 * and starts the session. The admin must still be an enabled admin and the user still an enabled owner or licensee.
 */
export const redeemImpersonationLink = async (options: {
  db: Db;
  token: string;
  replacesSessionHash: string | null;
  now?: Date;
}): Promise<string> => {
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
  return auditedChange(db, async (tx) => {
    const sessionToken = await startSession({
      db: tx,
      userId: target.id,
      impersonatorUserId: admin.id,
      replacesSessionHash: options.replacesSessionHash,
      now,
    });
    return {
      result: sessionToken,
      audit: {
        actor: { userId: target.id, impersonatorUserId: admin.id },
        action: 'auth.impersonation-start',
        entity: 'users',
        entityId: target.id,
      },
    };
  });
};
