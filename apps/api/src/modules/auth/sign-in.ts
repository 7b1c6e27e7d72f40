import { eq } from 'drizzle-orm';
import { AUTH_ERROR_CODES, AUTH_MESSAGES, HTTP, SIGN_IN_LIMITS } from '@hearth/domain';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { Mailer } from '../../adapters/mail';
import { AppError } from '../../lib/app-error';
import { auditedChange } from '../../lib/audit';
import { getDummyHash, verifyPassword } from '../../lib/passwords';
import { clearRateLimit, releaseRateLimit, reserveRateLimits } from '../../lib/rate-limit';
import { requireTwoStep } from '../../common/auth/one-time-codes';
import { startSession } from '../../common/auth/account-tokens';
import { getNewSessionView, type SessionView } from '../../common/auth/session-view';

type SignInResult =
  { kind: 'signed-in'; sessionToken: string; session: SessionView } | { kind: 'otp-required'; attemptToken: string };

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
  return { kind: 'signed-in', sessionToken, session: await getNewSessionView({ db, sessionToken }) };
};
