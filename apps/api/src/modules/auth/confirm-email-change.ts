import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { HTTP, USER_ERROR_CODES, USER_MESSAGES, type TEmailChangeResponse } from '@hearth/domain';
import type { Db } from '../../db/client';
import { emailChanges, sessions, users } from '../../db/schema';
import type { Mailer } from '../../adapters/mail';
import { AppError } from '../../lib/app-error';
import { auditedChange } from '../../lib/audit';
import { sha256 } from '../../lib/crypto';

/**
 * `POST v1/public/email-change/{token}/`: the new address opened its link, so the sign-in email changes now, once.
 * Every session of the person ends (they sign in again with the new email) and the old address is told.
 */
export const confirmEmailChange = async (options: {
  db: Db;
  mailer: Mailer;
  productName: string;
  token: string;
  now?: Date;
}): Promise<TEmailChangeResponse> => {
  const now = options.now ?? new Date();
  const change = await auditedChange(options.db, async (tx) => {
    const [spent] = await tx
      .update(emailChanges)
      .set({ usedAt: now })
      .where(
        and(
          eq(emailChanges.tokenHash, sha256(options.token)),
          isNull(emailChanges.usedAt),
          gt(emailChanges.expiresAt, now),
        ),
      )
      .returning();
    if (!spent) {
      throw new AppError({
        status: HTTP.notFound,
        code: USER_ERROR_CODES.emailChangeLinkGone,
        detail: USER_MESSAGES.emailChangeLinkGone,
      });
    }
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, spent.newEmail), ne(users.id, spent.userId)));
    if (taken) {
      throw new AppError({
        status: HTTP.conflict,
        code: USER_ERROR_CODES.emailTaken,
        detail: USER_MESSAGES.emailTaken,
      });
    }
    const [before] = await tx.select().from(users).where(eq(users.id, spent.userId));
    if (!before)
      throw new AppError({
        status: HTTP.notFound,
        code: USER_ERROR_CODES.emailChangeLinkGone,
        detail: USER_MESSAGES.emailChangeLinkGone,
      });
    await tx.update(users).set({ email: spent.newEmail, updatedAt: now }).where(eq(users.id, spent.userId));
    // Sessions rotate: whoever was signed in signs in again, with the new email.
    await tx.delete(sessions).where(eq(sessions.userId, spent.userId));
    return {
      result: { user: before, newEmail: spent.newEmail },
      audit: {
        actor: { userId: spent.userId, impersonatorUserId: null },
        action: 'users.email-change',
        entity: 'users',
        entityId: spent.userId,
        before: { email: before.email },
        after: { email: spent.newEmail },
      },
    };
  });
  await options.mailer.send({
    to: change.user.email,
    subject: `Your ${options.productName} sign-in email was changed`,
    text: `Hi ${change.user.firstName},\n\nYour ${options.productName} sign-in email is now ${change.newEmail}. If this was not you, tell us at once.\n`,
  });
  return { data: { email: change.newEmail } };
};
