import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';

export const OUTBOX_PAGE_SIZE = 100;

/** The newest mails first, so a reset link or code just sent is at the top. */
export const findOutboxMails = async (options: { db: Db; limit?: number }) =>
  options.db
    .select()
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(options.limit ?? OUTBOX_PAGE_SIZE);
