import { and, eq, gt, isNull } from 'drizzle-orm';
import { AUTH_ERROR_CODES, AUTH_MESSAGES, HTTP } from '@hearth/domain';
import type { Db } from '../../db/client';
import { passwordTokens } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { sha256 } from '../../lib/crypto';

/** A password link that is unknown, used or expired: checking it and using it answer the same. */
export const tokenExpired = () =>
  new AppError({ status: HTTP.notFound, code: AUTH_ERROR_CODES.tokenExpired, detail: AUTH_MESSAGES.linkExpired });

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
