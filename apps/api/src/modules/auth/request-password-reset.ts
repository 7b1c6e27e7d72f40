import { eq, sql } from 'drizzle-orm';
import { AUTH_ERROR_CODES, AUTH_MESSAGES, HTTP, RESET_MAIL_LIMIT, RESET_TOKEN_TTL_MINUTES } from '@hearth/domain';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { Mailer } from '../../adapters/mail';
import { AppError } from '../../lib/app-error';
import { randomToken, sha256 } from '../../lib/crypto';
import { hitRateLimit } from '../../lib/rate-limit';
import { createPasswordToken, passwordLink } from '../../common/auth/account-tokens';

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
