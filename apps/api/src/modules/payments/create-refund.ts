import { eq } from 'drizzle-orm';
import {
  HTTP,
  moneyText,
  PAYMENT_ERROR_CODES,
  PAYMENT_MESSAGES,
  todayIn,
  type Currency,
  type TCreateRefundBody,
} from '@hearth/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { bookingPayments, bookings } from '../../db/schema';
import type { PaymentsService } from '../../adapters/payments';
import type { SessionUser } from '../../types';
import { findInScope } from '../../access/find-in-scope';
import { scopeCallerOf } from '../../access/scope';
import { refundableCharges, refundableTotal, writeRefunds } from '../../common/payments/refund-rows';
import { sendRefunds } from '../../common/payments/send-refunds';
import { AppError } from '../../lib/app-error';
import { actorOf, auditedChange } from '../../lib/audit';

/**
 * `POST v3/bookings/{id}/refunds` (docs/product/payments.md#refunds): finance gives a guest money back outside a
 * cancellation, at most what was paid and not yet refunded (409 otherwise, naming what is left). The refund is
 * written pending against the charges it comes from; through Stripe it is sent once written, and shows refunded
 * only when Stripe says the money moved; a charge recorded by hand waits for finance to record the refund sent.
 * Stripe down: the refund stays pending and the resume job sends it with the same key.
 */
export const createRefund = async (options: {
  db: Db;
  caller: SessionUser;
  payments: PaymentsService;
  log: FastifyBaseLogger;
  bookingId: string;
  body: TCreateRefundBody;
  now?: Date;
}) => {
  const { db, caller, body } = options;
  const now = options.now ?? new Date();
  const { home } = await findInScope(db, scopeCallerOf(caller), 'booking', options.bookingId);
  const refunds = await auditedChange(db, async (tx) => {
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, options.bookingId)).for('update');
    if (!booking) throw new Error('booking vanished');
    const payments = await tx.select().from(bookingPayments).where(eq(bookingPayments.bookingId, booking.id));
    const charges = refundableCharges(payments, 'stay');
    const left = refundableTotal(charges);
    if (body.amount > left) {
      throw new AppError({
        status: HTTP.conflict,
        code: PAYMENT_ERROR_CODES.refundTooLarge,
        detail:
          left === 0
            ? PAYMENT_MESSAGES.refundNothingLeft
            : PAYMENT_MESSAGES.refundTooLarge(moneyText(left, booking.currency as Currency)),
        meta: { refundable: left },
      });
    }
    const written = await writeRefunds(tx, {
      bookingId: booking.id,
      charges,
      amount: body.amount,
      today: todayIn(home.timezone, now),
      note: body.reason,
      paymentType: 'refund',
    });
    return {
      result: written,
      audit: {
        actor: actorOf(caller),
        action: 'refund.create',
        entity: 'booking',
        entityId: booking.id,
        after: { amount: body.amount, reason: body.reason, refunds: written.map((r) => r.id) },
      },
    };
  });
  await sendRefunds({ db, payments: options.payments, log: options.log, bookingId: options.bookingId, now });
  const rows = await db.select().from(bookingPayments).where(eq(bookingPayments.bookingId, options.bookingId));
  const mine = new Set(refunds.map((r) => r.id));
  return {
    data: rows
      .filter((r) => mine.has(r.id))
      .map((r) => ({ id: r.id, type: 'payment' as const, attributes: { amount: r.amountCents, status: r.status } })),
  };
};
