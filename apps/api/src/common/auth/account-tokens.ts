import { eq } from 'drizzle-orm';
import {
  CONFIRM_TOKEN_TTL_DAYS,
  RESET_TOKEN_TTL_MINUTES,
  SESSION_ABSOLUTE_DAYS,
  type PasswordAction,
} from '@hearth/domain';
import type { Db } from '../../db/client';
import { passwordTokens, sessions, type UserRow } from '../../db/schema';
import type { Mailer } from '../../adapters/mail';
import { daysFromNow, minutesFromNow } from '../../lib/clock';
import { randomToken, sha256 } from '../../lib/crypto';

/** Starting sessions and password links: sign-in, log in as and user creation all need them. */

/** Creates a session and returns the cookie value; the caller's previous session (if any) ends: a new id at sign-in. */
export const startSession = async (options: {
  db: Db;
  userId: string;
  replacesSessionHash: string | null;
  impersonatorUserId?: string | null;
  now?: Date;
}): Promise<string> => {
  const now = options.now ?? new Date();
  const token = randomToken();
  if (options.replacesSessionHash)
    await options.db.delete(sessions).where(eq(sessions.id, options.replacesSessionHash));
  await options.db.insert(sessions).values({
    id: sha256(token),
    userId: options.userId,
    impersonatorUserId: options.impersonatorUserId ?? null,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: daysFromNow(SESSION_ABSOLUTE_DAYS, now),
  });
  return token;
};

export const createPasswordToken = async (options: {
  db: Db;
  userId: string;
  kind: PasswordAction;
  now?: Date;
}): Promise<string> => {
  const now = options.now ?? new Date();
  const token = randomToken();
  await options.db.insert(passwordTokens).values({
    tokenHash: sha256(token),
    userId: options.userId,
    kind: options.kind,
    createdAt: now,
    expiresAt:
      options.kind === 'change'
        ? minutesFromNow(RESET_TOKEN_TTL_MINUTES, now)
        : daysFromNow(CONFIRM_TOKEN_TTL_DAYS, now),
  });
  return token;
};

/** Link of a password token as the web app routes it: /login/{change|confirm}/{token}. */
export const passwordLink = (publicUrl: string, kind: PasswordAction, token: string) =>
  `${publicUrl}/login/${kind}/${token}`;

/** Sends a confirm (create password) link to a new user; valid 7 days. Sent when an admin creates a user. */
export const sendPasswordConfirmLink = async (options: {
  db: Db;
  mailer: Mailer;
  productName: string;
  publicUrl: string;
  user: Pick<UserRow, 'id' | 'email' | 'firstName'>;
  /** Why the account was made, when it is more than 'an account has been made for you' (an owner's home). */
  reason?: string;
}): Promise<void> => {
  const token = await createPasswordToken({ db: options.db, userId: options.user.id, kind: 'confirm' });
  const link = passwordLink(options.publicUrl, 'confirm', token);
  const reason = options.reason ?? 'An account has been made for you.';
  await options.mailer.send({
    to: options.user.email,
    subject: `Create your ${options.productName} password`,
    text: `Hi ${options.user.firstName},\n\n${reason} Create your password within ${CONFIRM_TOKEN_TTL_DAYS} days:\n\n${link}\n`,
  });
};
