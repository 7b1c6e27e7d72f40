import { and, eq, gt, isNull } from 'drizzle-orm';
import { AUTH_ERROR_CODES, AUTH_MESSAGES, HTTP } from '@hearth/domain';
import type { Db } from '../../db/client';
import { passwordTokens } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { sha256 } from '../../lib/crypto';

/** A password link that is unknown or expired: checking it and using it answer the same. */
export const tokenExpired = () =>
  new AppError({ status: HTTP.notFound, code: AUTH_ERROR_CODES.tokenExpired, detail: AUTH_MESSAGES.linkExpired });

/** A password link already used: said so, since 'expired' sends a person who has just set a password to reset it. */
export const tokenUsed = () =>
  new AppError({ status: HTTP.notFound, code: AUTH_ERROR_CODES.tokenUsed, detail: AUTH_MESSAGES.linkUsed });

/** Why a link is not live: used (when it was), else expired (or unknown, which is not told apart). */
export const tokenGone = async (db: Db, token: string): Promise<AppError> => {
  const [row] = await db
    .select({ usedAt: passwordTokens.usedAt })
    .from(passwordTokens)
    .where(eq(passwordTokens.tokenHash, sha256(token)));
  return row?.usedAt ? tokenUsed() : tokenExpired();
};

export const findLiveToken = async (db: Db, token: string, now: Date) => {
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
