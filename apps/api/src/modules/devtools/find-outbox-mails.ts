import { desc } from 'drizzle-orm';
import { HTTP } from '@hearth/domain';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { AppError } from '../../lib/app-error';

export const OUTBOX_PAGE_SIZE = 100;

/** In production the outbox holds real reset links and codes: nobody reads it through the API there. */
export const OUTBOX_CLOSED_MESSAGE = 'The mail outbox can be read in demo and development only.';

/** `GET v3/dev-tools/outbox`: the newest mails first, so a reset link or code just sent is at the top. */
export const findOutboxMails = async (options: { db: Db; appEnv: string; limit?: number }) => {
  if (options.appEnv === 'production') {
    throw new AppError({ status: HTTP.notFound, code: 'OUTBOX_CLOSED', detail: OUTBOX_CLOSED_MESSAGE });
  }
  return options.db
    .select()
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(options.limit ?? OUTBOX_PAGE_SIZE);
};
