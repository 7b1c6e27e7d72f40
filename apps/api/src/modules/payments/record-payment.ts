import { eq } from 'drizzle-orm';
import {
  addDays,
  PAYMENT_ERROR_CODES,
  PAYMENT_LIMITS,
  PAYMENT_MESSAGES,
  todayIn,
  type TRecordPaymentBody,
} from '@hearth/domain';
import type { Db } from '../../db/client';
import { bookingPayments, bookings } from '../../db/schema';
import type { SessionUser } from '../../types';
import { findInScope } from '../../access/find-in-scope';
import { scopeCallerOf } from '../../access/scope';
import { AppError } from '../../lib/app-error';
import { actorOf, auditedChange } from '../../lib/audit';
import type { GuestMail } from '../../common/guest-mail/send-guest-mail';
import { conflict } from './payment-errors';

const dateError = (detail: string) =>
  new AppError({ status: 400, code: 'VALIDATION_ERROR', detail, source: { pointer: '/paidOn' } });

/**
 * `POST v3/booking-payments/{paymentId}/record` (docs/product/payments.md#recorded-by-hand): finance records money
 * that moved outside Stripe, with its method, reference and day: an unpaid charge of a booking becomes paid (and
 * refundable), or a refund waiting to be sent becomes refunded. Audited; the row is locked, so two people recording
 * the same payment record it once (the second gets 409).
 */
export const recordPayment = async (options: {
  db: Db;
  caller: SessionUser;
  paymentId: string;
  body: TRecordPaymentBody;
  guestMail: GuestMail;
  now?: Date;
}) => {
  const { db, caller, body } = options;
  const { home } = await findInScope(db, scopeCallerOf(caller), 'payment', options.paymentId);
  const today = todayIn(home.timezone, options.now ?? new Date());
  if (body.paidOn > today) throw dateError(PAYMENT_MESSAGES.dateInFuture);
  if (body.paidOn < addDays(today, -PAYMENT_LIMITS.recordedDaysBack)) throw dateError(PAYMENT_MESSAGES.dateTooOld);
  const paidCharge = await auditedChange(db, async (tx) => {
    const [payment] = await tx
      .select()
      .from(bookingPayments)
      .where(eq(bookingPayments.id, options.paymentId))
      .for('update');
    const [booking] = payment ? await tx.select().from(bookings).where(eq(bookings.id, payment.bookingId)) : [];
    const chargeDue = payment && !payment.isRefund && payment.status === 'unpaid' && booking?.recordStatus === 'ACTIVE';
    // A refund Stripe is sending (it has Stripe's id) settles through Stripe's events, never by hand.
    const refundToSend = payment?.isRefund && payment.status === 'pending' && payment.providerRef === null;
    if (!payment || !(chargeDue || refundToSend)) {
      throw conflict(PAYMENT_ERROR_CODES.notRecordable, PAYMENT_MESSAGES.notRecordable);
    }
    const paidAt = new Date(`${body.paidOn}T12:00:00Z`);
    const change = {
      status: payment.isRefund ? ('refunded' as const) : ('paid' as const),
      method: body.method,
      reference: body.reference,
      paidAt,
      errorDescription: null,
      ...(payment.isRefund ? {} : { refundableCents: payment.amountCents }),
    };
    await tx.update(bookingPayments).set(change).where(eq(bookingPayments.id, payment.id));
    return {
      result: payment.isRefund ? null : payment.id,
      audit: {
        actor: actorOf(caller),
        action: payment.isRefund ? 'refund.record' : 'payment.record',
        entity: 'booking_payment',
        entityId: payment.id,
        before: { status: payment.status },
        after: { status: change.status, method: body.method, reference: body.reference, paidOn: body.paidOn },
      },
    };
  });
  // Once it is on the books, the guest's receipt (docs/product/guest-mail.md#mails).
  if (paidCharge) await options.guestMail.paymentReceived({ paymentId: paidCharge });
};
