import { randomInt } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { AUTH_ERROR_CODES, AUTH_MESSAGES, HTTP, OTP_LENGTH, OTP_MAX_TRIES, OTP_TTL_MINUTES } from '@hearth/domain';
import type { Db } from '../../db/client';
import { oneTimeCodes, type OneTimeCodePurpose, type UserRow } from '../../db/schema';
import type { Mailer } from '../../adapters/mail';
import { AppError } from '../../lib/app-error';
import { minutesFromNow } from '../../lib/clock';
import { randomToken, safeEqual, sha256 } from '../../lib/crypto';

/** The attempt token lives only in the caller's cookie; mixing it into the hash makes a leaked table useless. */
const hashCode = (attemptToken: string, code: string) => sha256(`${attemptToken}:${code}`);

const invalidCode = () =>
  new AppError({ status: HTTP.unauthorized, code: AUTH_ERROR_CODES.otpInvalid, detail: AUTH_MESSAGES.codeInvalid });

/**
 * Mails a fresh 6-digit code bound to a new attempt and returns the attempt token for the `hearth_otp` cookie.
 * Older unused codes of the same user and purpose die, so only the latest mail works.
 */
export const issueOneTimeCode = async (options: {
  db: Db;
  mailer: Mailer;
  user: Pick<UserRow, 'id' | 'email' | 'firstName'>;
  purpose: OneTimeCodePurpose;
  productName: string;
  now?: Date;
}): Promise<string> => {
  const now = options.now ?? new Date();
  const attemptToken = randomToken();
  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  await options.db.transaction(async (tx) => {
    await tx
      .update(oneTimeCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(oneTimeCodes.userId, options.user.id),
          eq(oneTimeCodes.purpose, options.purpose),
          isNull(oneTimeCodes.usedAt),
        ),
      );
    await tx.insert(oneTimeCodes).values({
      userId: options.user.id,
      purpose: options.purpose,
      attemptHash: sha256(attemptToken),
      codeHash: hashCode(attemptToken, code),
      expiresAt: minutesFromNow(OTP_TTL_MINUTES, now),
    });
  });
  const what = options.purpose === 'sign-in' ? 'sign in' : 'confirm the change to your settings';
  await options.mailer.send({
    to: options.user.email,
    subject: `Your ${options.productName} code: ${code}`,
    text: `Hi ${options.user.firstName},\n\nYour code to ${what} is ${code}. It is valid for ${OTP_TTL_MINUTES} minutes and can be used once.\n\nIf you did not ask for it, change your password.\n`,
  });
  return attemptToken;
};

/**
 * Accepts `code` only for the attempt in the caller's cookie, its user and purpose, within OTP_MAX_TRIES tries of
 * that code (the right one included). Throws 401 OTP_INVALID or 429 OTP_TOO_MANY_TRIES; on success it is spent.
 */
export const consumeOneTimeCode = async (options: {
  db: Db;
  userId: string;
  purpose: OneTimeCodePurpose;
  attemptToken: string | undefined;
  code: string;
  now?: Date;
}): Promise<void> => {
  const now = options.now ?? new Date();
  if (!options.attemptToken) throw invalidCode();
  const [row] = await options.db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.userId, options.userId),
        eq(oneTimeCodes.purpose, options.purpose),
        eq(oneTimeCodes.attemptHash, sha256(options.attemptToken)),
        isNull(oneTimeCodes.usedAt),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  if (!row || row.expiresAt <= now) throw invalidCode();
  // The try is counted before the comparison, in the statement that answers the count, so that however many
  // guesses arrive at once at most OTP_MAX_TRIES of them are compared. A spent or replaced code answers no row.
  const [counted] = await options.db
    .update(oneTimeCodes)
    .set({ tries: sql`${oneTimeCodes.tries} + 1` })
    .where(and(eq(oneTimeCodes.id, row.id), isNull(oneTimeCodes.usedAt)))
    .returning({ tries: oneTimeCodes.tries });
  if (!counted) throw invalidCode();
  if (counted.tries > OTP_MAX_TRIES) {
    throw new AppError({
      status: HTTP.tooManyRequests,
      code: AUTH_ERROR_CODES.otpTooManyTries,
      detail: AUTH_MESSAGES.codeTooManyTries,
      // A new code can be asked for at once by signing in again.
      retryAfter: 1,
    });
  }
  if (!safeEqual(row.codeHash, hashCode(options.attemptToken, options.code))) throw invalidCode();
  // The `used_at is null` guard makes two concurrent submissions of the same code succeed at most once.
  const spent = await options.db
    .update(oneTimeCodes)
    .set({ usedAt: now })
    .where(and(eq(oneTimeCodes.id, row.id), isNull(oneTimeCodes.usedAt)))
    .returning({ id: oneTimeCodes.id });
  if (spent.length === 0) throw invalidCode();
};

export type TwoStepResult = { kind: 'passed' } | { kind: 'otp-required'; attemptToken: string };

/**
 * The two-step rule of sign-in and settings in one place: users without codes pass; without a code one is
 * mailed (the caller answers 412); with a code it must match the attempt, or this throws.
 */
export const requireTwoStep = async (options: {
  db: Db;
  mailer: Mailer;
  user: Pick<UserRow, 'id' | 'email' | 'firstName' | 'otpEnabled'>;
  purpose: OneTimeCodePurpose;
  productName: string;
  code: string | undefined;
  attemptToken: string | undefined;
}): Promise<TwoStepResult> => {
  const { db, user, purpose } = options;
  if (!user.otpEnabled) return { kind: 'passed' };
  if (options.code === undefined) {
    const attemptToken = await issueOneTimeCode({
      db,
      mailer: options.mailer,
      user,
      purpose,
      productName: options.productName,
    });
    return { kind: 'otp-required', attemptToken };
  }
  await consumeOneTimeCode({ db, userId: user.id, purpose, attemptToken: options.attemptToken, code: options.code });
  return { kind: 'passed' };
};
