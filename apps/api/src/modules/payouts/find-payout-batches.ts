import { count, desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payoutBatches } from '../../db/schema';
import { presentBatches } from './payouts.presenter';
import { readBatchTotals, readNames } from './payouts.queries';

/** `GET v3/payout-batches` (docs/product/payouts.md#calls): every batch, newest first, a page at a time. */
export const findPayoutBatches = async (options: { db: Db; page: { number: number; size: number } }) => {
  const { db, page } = options;
  const [counted] = await db.select({ n: count() }).from(payoutBatches);
  const rows = await db
    .select()
    .from(payoutBatches)
    .orderBy(desc(payoutBatches.createdAt), desc(payoutBatches.id))
    .limit(page.size)
    .offset((page.number - 1) * page.size);
  const totals = await readBatchTotals(
    db,
    rows.map((row) => row.id),
  );
  const names = await readNames(
    db,
    rows.flatMap((row) => [row.createdByUserId, row.sentByUserId, row.cancelledByUserId]),
  );
  return presentBatches(rows, totals, names, counted?.n ?? 0, page.size);
};
