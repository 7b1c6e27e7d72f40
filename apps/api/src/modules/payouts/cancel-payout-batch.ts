import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payoutBatches, payoutLines } from '../../db/schema';
import { auditedChange, type AuditEntry } from '../../lib/audit';
import { findPayoutBatch } from './payouts.queries';
import { notDraft } from './send-payout-batch';

/**
 * `POST v3/payout-batches/{id}/cancel` (docs/product/payouts.md#states): a draft no one will send; its lines are
 * released, so its statements may go in another batch. A sent batch cannot be cancelled (its money left).
 */
export const cancelPayoutBatch = async (options: {
  db: Db;
  actor: AuditEntry['actor'];
  id: string;
  now?: Date;
}): Promise<void> => {
  const now = options.now ?? new Date();
  const found = await findPayoutBatch(options.db, options.id);
  await auditedChange(options.db, async (tx) => {
    const [batch] = await tx.select().from(payoutBatches).where(eq(payoutBatches.id, found.id)).for('update');
    if (batch?.status !== 'draft') throw notDraft();
    await tx
      .update(payoutBatches)
      .set({ status: 'cancelled', cancelledAt: now, cancelledByUserId: options.actor.userId })
      .where(eq(payoutBatches.id, batch.id));
    await tx.update(payoutLines).set({ releasedAt: now }).where(eq(payoutLines.batchId, batch.id));
    return {
      result: undefined,
      audit: {
        actor: options.actor,
        action: 'payouts.batch.cancel',
        entity: 'payout-batch',
        entityId: batch.id,
        before: { status: 'draft' },
        after: { status: 'cancelled' },
      },
    };
  });
};
