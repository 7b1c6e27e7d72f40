import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  AUTH_ERROR_CODES,
  AUTH_MESSAGES,
  HTTP,
  RESET_MAIL_LIMIT,
  RESET_TOKEN_TTL_MINUTES,
  SIGN_IN_LIMITS,
  type PasswordAction,
} from '@hearth/domain';
import type { Db } from '../../db/client';
import { passwordTokens, sessions, users } from '../../db/schema';
import type { Mailer } from '../../adapters/mail';
import { AppError } from '../../lib/app-error';
import { auditedChange } from '../../lib/audit';
import { randomToken, sha256 } from '../../lib/crypto';
import { getDummyHash, hashPassword, verifyPassword } from '../../lib/passwords';
import { clearRateLimit, hitRateLimit, releaseRateLimit, reserveRateLimits } from '../../lib/rate-limit';
import { requireTwoStep } from '../../shared/auth/one-time-codes';
import { createPasswordToken, passwordLink, startSession } from '../../shared/auth/account-tokens';
import { assertPasswordAllowed } from './password-policy';

export type SignInResult =
  { kind: 'signed-in'; sessionToken: string; userId: string } | { kind: 'otp-required'; attemptToken: string };

const invalidCredentials = () =>
  new AppError({
    status: HTTP.unauthorized,
    code: AUTH_ERROR_CODES.invalidCredentials,
    detail: AUTH_MESSAGES.invalidCredentials,
  });

const tooManySignIns = (retryAfter: number) =>
  new AppError({
    status: HTTP.tooManyRequests,
    code: AUTH_ERROR_CODES.tooManyRequests,
    detail: AUTH_MESSAGES.tooManySignIns,
    retryAfter,
  });

const tokenExpired = () =>
  new AppError({ status: HTTP.notFound, code: AUTH_ERROR_CODES.tokenExpired, detail: AUTH_MESSAGES.linkExpired });

/**
 * Checks email and password (against a dummy hash for unknown emails, so both take the same time), then the
 * account state, then the one-time code for users who have codes on.
 *
 * Every attempt first takes a place in three limits (docs/ARCHITECTURE.md, "Sign-in limits"): the email from
 * this address, this address, and the email from anywhere. Taking it is one atomic statement per limit, before
 * argon2 runs, so however many guesses arrive at once at most `max` of them are checked. A failure (wrong or
 * unknown credentials, a wrong code) keeps its places; an attempt that turns out right gives them back, and a
 * completed sign-in also wipes the email-and-address count, so the owner's typos on their device are forgiven.
 */
export const signIn = async (options: {
  db: Db;
  mailer: Mailer;
  productName: string;
  email: string;
  password: string;
  otp: string | undefined;
  otpAttemptToken: string | undefined;
  ip: string;
  currentSessionHash: string | null;
}): Promise<SignInResult> => {
  const { db } = options;
  const pairKey = `sign-in:pair:${options.ip} ${options.email}`;
  const attempt = await reserveRateLimits({
    db,
    limits: [
      { key: pairKey, limit: SIGN_IN_LIMITS.pair },
      { key: `sign-in:ip:${options.ip}`, limit: SIGN_IN_LIMITS.ip },
      { key: `sign-in:account:${options.email}`, limit: SIGN_IN_LIMITS.account },
    ],
  });
  if ('limited' in attempt) throw tooManySignIns(attempt.retryAfterSeconds);
  const notAFailure = () =>
    Promise.all(attempt.reservations.map((reservation) => releaseRateLimit({ db, reservation })));

  const [user] = await db.select().from(users).where(eq(users.email, options.email));
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), options.password);
  if (!user || !user.passwordHash || !passwordOk) throw invalidCredentials();
  if (!user.enabled) {
    await notAFailure();
    throw new AppError({
      status: HTTP.forbidden,
      code: AUTH_ERROR_CODES.accountDisabled,
      detail: AUTH_MESSAGES.accountDisabled,
    });
  }

  const twoStep = await requireTwoStep({
    db,
    mailer: options.mailer,
    user,
    purpose: 'sign-in',
    productName: options.productName,
    code: options.otp,
    attemptToken: options.otpAttemptToken,
  });
  // A wrong code threw above and keeps its places: with the password alone, fresh codes cost sign-in attempts.
  if (twoStep.kind === 'otp-required') {
    await notAFailure();
    return twoStep;
  }
  await Promise.all([notAFailure(), clearRateLimit({ db, key: pairKey })]);

  const sessionToken = await auditedChange(db, async (tx) => {
    const token = await startSession({ db: tx, userId: user.id, replacesSessionHash: options.currentSessionHash });
    await tx.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
    return {
      result: token,
      audit: {
        actor: { userId: user.id, impersonatorUserId: null },
        action: 'auth.sign-in',
        entity: 'users',
        entityId: user.id,
        after: { ip: options.ip, otp: user.otpEnabled },
      },
    };
  });
  return { kind: 'signed-in', sessionToken, userId: user.id };
};

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

/**
 * Mails a reset link to a known, enabled account. Unknown emails get the same answer after the same number of
 * database round trips, and the 3-per-hour counter applies to every email, so the answer reveals nothing.
 */
export const requestPasswordReset = async (options: {
  db: Db;
  mailer: Mailer;
  productName: string;
  publicUrl: string;
  email: string;
}): Promise<void> => {
  const { db } = options;
  const limit = await hitRateLimit({ db, key: `reset:${options.email}`, limit: RESET_MAIL_LIMIT });
  if (limit.limited) {
    throw new AppError({
      status: HTTP.tooManyRequests,
      code: AUTH_ERROR_CODES.resetAlreadyRequested,
      detail: AUTH_MESSAGES.resetAlreadyRequested,
      retryAfter: limit.retryAfterSeconds,
    });
  }
  const [user] = await db.select().from(users).where(eq(users.email, options.email));
  if (!user || !user.enabled) {
    // Same work as the known path: a token is made and two statements run (insert token, insert mail).
    sha256(randomToken());
    await db.execute(sql`select 1`);
    await db.execute(sql`select 1`);
    return;
  }
  const token = await createPasswordToken({ db, userId: user.id, kind: 'change' });
  const link = passwordLink(options.publicUrl, 'change', token);
  await options.mailer.send({
    to: user.email,
    subject: `Reset your ${options.productName} password`,
    text: `Hi ${user.firstName},\n\nSomeone asked to reset the password of your ${options.productName} account. Open this link within ${RESET_TOKEN_TTL_MINUTES} minutes to choose a new one:\n\n${link}\n\nIf it was not you, ignore this mail: your password stays as it is.\n`,
  });
};

const findLiveToken = async (db: Db, token: string, now: Date) => {
  const [row] = await db
    .select()
    .from(passwordTokens)
    .where(
      and(
        eq(passwordTokens.tokenHash, sha256(token)),
        isNull(passwordTokens.usedAt),
        gt(passwordTokens.expiresAt, now),
      ),
    );
  return row;
};

/** 200 with the token's action while it is live; 404 TOKEN_EXPIRED when unknown, used or expired. */
export const verifyPasswordToken = async (options: {
  db: Db;
  token: string;
  now?: Date;
}): Promise<{ action: PasswordAction }> => {
  const row = await findLiveToken(options.db, options.token, options.now ?? new Date());
  if (!row) throw tokenExpired();
  return { action: row.kind };
};

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
  if (!row || row.kind !== options.action) throw tokenExpired();
  const passwordHash = await hashPassword(options.password);
  await auditedChange(options.db, async (tx) => {
    const spent = await tx
      .update(passwordTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordTokens.tokenHash, row.tokenHash), isNull(passwordTokens.usedAt)))
      .returning({ userId: passwordTokens.userId });
    if (spent.length === 0) throw tokenExpired();
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, row.userId));
    await tx.delete(sessions).where(eq(sessions.userId, row.userId));
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
