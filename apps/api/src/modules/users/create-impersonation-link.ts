import { HTTP, IMPERSONATION_LINK_MINUTES, IMPERSONATION_PATH, USER_MESSAGES } from '@hearth/domain';
import type { Db } from '../../db/client';
import { impersonationLinks } from '../../db/schema';
import { findUserInScope } from '../../access/people-scope';
import { scopeCallerOf } from '../../access/scope';
import { actorOf, auditedChange } from '../../lib/audit';
import { minutesFromNow } from '../../lib/clock';
import { randomToken, sha256 } from '../../lib/crypto';
import type { SessionUser } from '../../types';
import { impersonateError, mayBeImpersonated } from './user-access';
import { rolesOf } from './users.queries';

/**
 * Log in as (docs/product/users.md#who-uses-it; issue 13 item 2): an admin asks for a link for an enabled owner or licensee; the link is
 * single use, valid 5 minutes, stored hashed; opening it (log-in-as.ts) starts a new session flagged with the admin,
 * so every change made in it is audited with both.
 */

/** `GET v3/users/{id}/impersonate`: the link to paste into another browser. */
export const createImpersonationLink = async (options: {
  db: Db;
  caller: SessionUser;
  id: string;
  publicUrl: string;
  now?: Date;
}): Promise<{ url: string; expiresAt: string }> => {
  const { db, caller } = options;
  const target = await findUserInScope(db, scopeCallerOf(caller), options.id);
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
