import { and, eq, inArray, isNull } from 'drizzle-orm';
import { HTTP, PAYOUT_ERROR_CODES, PAYOUT_MESSAGES } from '@hearth/domain';
import type { BlobStore } from '../../adapters/blob';
import type { Db } from '../../db/client';
import { payoutBatches, payoutLines, statements } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { auditedChange, type AuditEntry } from '../../lib/audit';
import { findPayoutBatch } from './payouts.queries';

export const notDraft = () =>
  new AppError({ status: HTTP.conflict, code: PAYOUT_ERROR_CODES.notDraft, detail: PAYOUT_MESSAGES.notDraft });

/**
 * `POST v3/payout-batches/{id}/send` (docs/product/payouts.md#states): the bank has the files, so the batch is sent
 * and each of its statements is paid (`paid_at`, `payout_batch_id`), in one audited change. Only a draft is sent,
 * under a lock, so two clicks send it once; a statement paid already fails the whole change. Their PDFs are drawn
 * again on the next download, saying 'Paid on'.
 */
export const sendPayoutBatch = async (options: {
  db: Db;
  blob: BlobStore;
  actor: AuditEntry['actor'];
  id: string;
  now?: Date;
}): Promise<void> => {
  const now = options.now ?? new Date();
  const found = await findPayoutBatch(options.db, options.id);
  const stalePdfs = await auditedChange(options.db, async (tx) => {
    const [batch] = await tx.select().from(payoutBatches).where(eq(payoutBatches.id, found.id)).for('update');
    if (batch?.status !== 'draft') throw notDraft();
    const lines = await tx
      .select({ statementId: payoutLines.statementId })
      .from(payoutLines)
      .where(and(eq(payoutLines.batchId, batch.id), isNull(payoutLines.releasedAt)));
    const ids = lines.map((line) => line.statementId);
    const pdfs =
      ids.length === 0
        ? []
        : await tx.select({ key: statements.pdfKey }).from(statements).where(inArray(statements.id, ids));
    const paid =
      ids.length === 0
        ? []
        : await tx
            .update(statements)
            .set({ paidAt: now, payoutBatchId: batch.id, pdfKey: null })
            .where(and(inArray(statements.id, ids), isNull(statements.paidAt)))
            .returning({ id: statements.id });
    if (paid.length !== ids.length) {
      throw new AppError({
        status: HTTP.conflict,
        code: PAYOUT_ERROR_CODES.alreadyInBatch,
        detail: PAYOUT_MESSAGES.alreadyInBatch,
      });
    }
    await tx
      .update(payoutBatches)
      .set({ status: 'sent', sentAt: now, sentByUserId: options.actor.userId })
      .where(eq(payoutBatches.id, batch.id));
    return {
      result: pdfs.flatMap((pdf) => (pdf.key ? [pdf.key] : [])),
      audit: {
        actor: options.actor,
        action: 'payouts.batch.send',
        entity: 'payout-batch',
        entityId: batch.id,
        before: { status: 'draft' },
        after: { status: 'sent', paidStatements: ids },
      },
    };
  });
  // After the commit; a failed delete leaves an orphan file, never a wrong statement.
  await Promise.all(stalePdfs.map((key) => options.blob.delete(key).catch(() => undefined)));
};
