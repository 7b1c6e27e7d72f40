import { HTTP, PAYOUT_ERROR_CODES, PAYOUT_LIMITS, PAYOUT_MESSAGES, payoutMonthLabel, todayIn } from '@hearth/domain';
import type { Db } from '../../db/client';
import { payoutBatches, payoutLines } from '../../db/schema';
import { findOrganisation } from '../../common/organisation/organisation';
import { AppError } from '../../lib/app-error';
import { auditedChange, type AuditEntry } from '../../lib/audit';
import { hasSqlState } from '../../lib/error-chain';
import { planPayouts, totalsOf } from './payout-plan';

const UNIQUE_VIOLATION = '23505';

/**
 * `POST v3/payout-batches` (docs/product/payouts.md#rules): a draft batch paying every statement of the month that is
 * ready now, each into the account on file (copied, sealed, so the file pays what was reviewed). Blocked statements
 * stay out, for a later batch. Two batches racing for one statement: the partial unique index of payout_lines lets
 * one commit and the other answers 409.
 */
export const createPayoutBatch = async (options: {
  db: Db;
  actor: AuditEntry['actor'];
  credentialKey: string;
  month: string;
  paymentDate: string;
  now?: Date;
}): Promise<string> => {
  const { db } = options;
  const now = options.now ?? new Date();
  const timezone = (await findOrganisation(db))?.timezone ?? 'Australia/Sydney';
  if (options.paymentDate < todayIn(timezone, now)) {
    throw new AppError({
      status: HTTP.badRequest,
      code: PAYOUT_ERROR_CODES.paymentDatePast,
      detail: PAYOUT_MESSAGES.paymentDatePast,
      source: { pointer: '/data/attributes/paymentDate' },
    });
  }
  try {
    return await auditedChange(db, async (tx) => {
      const plan = await planPayouts({
        db: tx,
        credentialKey: options.credentialKey,
        monthStart: `${options.month}-01`,
      });
      const lines = plan.lines.slice(0, PAYOUT_LIMITS.linesMax);
      if (lines.length === 0) {
        throw new AppError({
          status: HTTP.conflict,
          code: PAYOUT_ERROR_CODES.nothingToPay,
          detail: PAYOUT_MESSAGES.nothingToPay(payoutMonthLabel(options.month)),
        });
      }
      const [batch] = await tx
        .insert(payoutBatches)
        .values({
          month: `${options.month}-01`,
          paymentDate: options.paymentDate,
          createdByUserId: options.actor.userId,
          createdAt: now,
        })
        .returning({ id: payoutBatches.id });
      const batchId = batch!.id;
      await tx.insert(payoutLines).values(
        lines.map((line) => ({
          batchId,
          statementId: line.statementId,
          payeeUserId: line.payee.id,
          currency: line.currency,
          amountCents: line.amountCents,
          country: line.country,
          accountSealed: line.accountSealed,
          accountName: line.accountName,
        })),
      );
      return {
        result: batchId,
        audit: {
          actor: options.actor,
          action: 'payouts.batch.create',
          entity: 'payout-batch',
          entityId: batchId,
          after: {
            month: options.month,
            paymentDate: options.paymentDate,
            statements: lines.map((line) => line.statementId),
            totals: totalsOf(lines),
            blocked: plan.blockers.map((blocker) => blocker.statementId),
          },
        },
      };
    });
  } catch (error) {
    if (!hasSqlState(error, UNIQUE_VIOLATION)) throw error;
    throw new AppError({
      status: HTTP.conflict,
      code: PAYOUT_ERROR_CODES.alreadyInBatch,
      detail: PAYOUT_MESSAGES.alreadyInBatch,
    });
  }
};
