import type { PasswordAction } from '@hearth/domain';
import type { Db } from '../../db/client';
import { findLiveToken, tokenGone } from './auth.queries';

/** 200 with the token's action while it is live; 404 TOKEN_EXPIRED when unknown, used or expired. */
export const verifyPasswordToken = async (options: {
  db: Db;
  token: string;
  now?: Date;
}): Promise<{ action: PasswordAction }> => {
  const row = await findLiveToken(options.db, options.token, options.now ?? new Date());
  if (!row) throw await tokenGone(options.db, options.token);
  return { action: row.kind };
};
