import { and, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Currency } from '@hearth/domain';
import type { Db } from '../../db/client';
import { bookingPayments, bookings, merchantAccounts } from '../../db/schema';
import { PaymentProviderError, type PaymentsService, type ProviderRefund } from '../../adapters/payments';

const charges = alias(bookingPayments, 'charges');

/**
 * What a refund's answer from the provider does to our row: succeeded is refunded (the money moved); failed gives
 * the amount back to the charge's refundable; pending waits for the provider's event (docs/product/payments.md#refunds).
 */
export const settleRefund = async (
  tx: Db,
  refund: { id: string; refundOfId: string | null; amountCents: number },
  status: ProviderRefund['status'],
  options: { now: Date; message?: string | null },
) => {
  if (status === 'pending') return;
  if (status === 'succeeded') {
    await tx
      .update(bookingPayments)
      .set({ status: 'refunded', paidAt: options.now, errorDescription: null })
      .where(eq(bookingPayments.id, refund.id));
    return;
  }
  await tx
    .update(bookingPayments)
    .set({ status: 'failed', errorDescription: options.message ?? 'The refund did not go through' })
    .where(eq(bookingPayments.id, refund.id));
  if (refund.refundOfId) {
    await tx
      .update(bookingPayments)
      .set({ refundableCents: sql`${bookingPayments.refundableCents} + ${refund.amountCents}` })
      .where(eq(bookingPayments.id, refund.refundOfId));
  }
};

/**
 * Sends to Stripe every refund still to send (pending, no provider id yet) of charges paid through it, one booking's
 * or all: each with the idempotency key `refund-{row id}`, so a refund sent before a crash and sent again after it
 * is one refund. A refund of a charge recorded by hand waits for finance. Provider failures are logged and left for
 * the next try (the resume job); nothing is lost. Answers how many were sent.
 */
export const sendRefunds = async (options: {
  db: Db;
  payments: PaymentsService;
  log: FastifyBaseLogger;
  bookingId?: string;
  now?: Date;
}): Promise<number> => {
  const { db, payments } = options;
  if (payments.source !== 'provider') return 0;
  const rows = await db
    .select({
      refund: bookingPayments,
      chargeRef: charges.providerRef,
      account: {
        id: merchantAccounts.id,
        providerAccountId: merchantAccounts.providerAccountId,
        currency: merchantAccounts.currency,
      },
    })
    .from(bookingPayments)
    .innerJoin(charges, eq(charges.id, bookingPayments.refundOfId))
    .innerJoin(bookings, eq(bookings.id, bookingPayments.bookingId))
    .innerJoin(merchantAccounts, eq(merchantAccounts.id, bookings.merchantAccountId))
    .where(
      and(
        eq(bookingPayments.isRefund, true),
        eq(bookingPayments.status, 'pending'),
        isNull(bookingPayments.providerRef),
        sql`${charges.providerRef} is not null`,
        options.bookingId ? eq(bookingPayments.bookingId, options.bookingId) : undefined,
      ),
    );
  let sent = 0;
  for (const { refund, chargeRef, account } of rows) {
    try {
      const answer = await payments.createRefund({
        account: { ...account, currency: account.currency as Currency },
        chargeRef: chargeRef ?? '',
        amount: refund.amountCents,
        idempotencyKey: `refund-${refund.id}`,
        metadata: { paymentId: refund.id, bookingId: refund.bookingId },
      });
      await db.transaction(async (tx) => {
        await tx.update(bookingPayments).set({ providerRef: answer.id }).where(eq(bookingPayments.id, refund.id));
        await settleRefund(tx, refund, answer.status, { now: options.now ?? new Date() });
      });
      sent += 1;
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      options.log.warn({ err: error, refundId: refund.id }, 'refund not sent to Stripe yet; the resume job retries it');
    }
  }
  return sent;
};
