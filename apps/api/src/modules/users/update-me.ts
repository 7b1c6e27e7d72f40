import { and, eq, ne } from 'drizzle-orm';
import {
  can,
  HTTP,
  NOTIFICATION_TOGGLES,
  USER_ERROR_CODES,
  USER_MESSAGES,
  type TUpdateMeRequest,
  type UserInclude,
} from '@hearth/domain';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { Mailer } from '../../adapters/mail';
import { AppError } from '../../lib/app-error';
import { actorOf, auditedChange } from '../../lib/audit';
import { loadSessionUser } from '../../lib/session';
import type { SessionUser } from '../../types';
import { askEmailChange } from '../../common/auth/email-changes';
import { requireTwoStep } from '../../common/auth/one-time-codes';
import { verifyPassword } from '../../lib/passwords';
import { getMe, type Me } from './get-me';

type UpdateMeResult =
  { kind: 'updated'; me: Me; pendingEmail: string | null } | { kind: 'otp-required'; attemptToken: string };

/**
 * `PATCH v3/users/me`, the settings form. Owners and licensees cannot change their email; users with one-time codes
 * on confirm every update with a code (412, then the same request with `otp`). Answers users/me as it is now.
 */
export const updateMe = async (options: {
  db: Db;
  mailer: Mailer;
  productName: string;
  publicUrl: string;
  caller: SessionUser;
  input: TUpdateMeRequest;
  otpAttemptToken: string | undefined;
  include: readonly UserInclude[];
}): Promise<UpdateMeResult> => {
  const { db, caller, input } = options;
  const current = caller.user;
  const emailChanges = input.email !== undefined && input.email !== current.email;
  if (emailChanges && !can(caller, 'user:edit-own-email')) {
    throw new AppError({
      status: HTTP.badRequest,
      code: USER_ERROR_CODES.emailLocked,
      detail: USER_MESSAGES.emailLocked,
      source: { pointer: '/email' },
    });
  }
  if (emailChanges && input.email) {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, input.email), ne(users.id, current.id)));
    if (taken) {
      throw new AppError({
        status: HTTP.conflict,
        code: USER_ERROR_CODES.emailTaken,
        detail: USER_MESSAGES.emailTaken,
        source: { pointer: '/email' },
      });
    }
  }

  // A new sign-in email is asked for with the current password, or a fresh one-time code for those who use them
  // (the two-step below): a stolen session alone cannot take the account over (issue 29 H).
  if (emailChanges && !current.otpEnabled) {
    const passwordRight =
      input.currentPassword !== undefined &&
      current.passwordHash !== null &&
      (await verifyPassword(current.passwordHash, input.currentPassword));
    if (!passwordRight) {
      throw new AppError({
        status: HTTP.badRequest,
        code: USER_ERROR_CODES.emailNeedsPassword,
        detail: input.currentPassword ? USER_MESSAGES.emailWrongPassword : USER_MESSAGES.emailNeedsPassword,
        source: { pointer: '/currentPassword' },
      });
    }
  }

  const twoStep = await requireTwoStep({
    db,
    mailer: options.mailer,
    user: current,
    purpose: 'settings',
    productName: options.productName,
    code: input.otp,
    attemptToken: options.otpAttemptToken,
  });
  if (twoStep.kind === 'otp-required') return twoStep;

  const toggles = Object.fromEntries(
    NOTIFICATION_TOGGLES.flatMap((key) => {
      const value = (input as Record<string, unknown>)[key];
      return typeof value === 'boolean' ? [[key, value]] : [];
    }),
  );
  const changes = {
    firstName: input.firstName,
    lastName: input.lastName,
    ...(input.mobile !== undefined ? { mobile: input.mobile === '' ? null : input.mobile } : {}),
    ...toggles,
  };
  const before = Object.fromEntries(Object.keys(changes).map((key) => [key, current[key as keyof typeof current]]));
  await auditedChange(db, async (tx) => {
    await tx
      .update(users)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(users.id, current.id));
    return {
      result: undefined,
      audit: {
        actor: actorOf(caller),
        action: 'users.update-settings',
        entity: 'users',
        entityId: current.id,
        before,
        after: changes,
      },
    };
  });
  // The email itself changes when its new address answers the link (confirm-email-change.ts).
  const pendingEmail =
    emailChanges && input.email
      ? await askEmailChange({
          db,
          mailer: options.mailer,
          productName: options.productName,
          publicUrl: options.publicUrl,
          user: current,
          newEmail: input.email,
          actor: actorOf(caller),
        })
      : null;
  const fresh = await loadSessionUser(db, caller.sessionHash);
  return { kind: 'updated', me: await getMe({ db, caller: fresh ?? caller, include: options.include }), pendingEmail };
};
