import { and, eq } from 'drizzle-orm';
import {
  BOOKING_CHANGE_ERROR_CODES,
  cancellationFeeChanged,
  cleanCancellation,
  HTTP,
  todayIn,
  whyNotCancellable,
  type Currency,
  type TBookingDocument,
  type TCancelBookingBody,
} from '@hearth/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { PaymentsService } from '../../adapters/payments';
import { bookingPayments, bookings } from '../../db/schema';
import type { SessionUser } from '../../types';
import { findInScope } from '../../access/find-in-scope';
import { scopeCallerOf } from '../../access/scope';
import { AppError } from '../../lib/app-error';
import { actorOf, auditedChange } from '../../lib/audit';
import { followStays } from '../../common/tasks/stay-cleaning';
import { refundableCharges, refundableTotal, writeRefunds } from '../../common/payments/refund-rows';
import { sendRefunds } from '../../common/payments/send-refunds';
import type { GuestMail } from '../../common/guest-mail/send-guest-mail';
import { ledgerOf } from './booking-ledger';
import { getBooking } from './get-booking';

const NOT_CANCELLABLE_CODES = {
  alreadyCancelled: BOOKING_CHANGE_ERROR_CODES.alreadyCancelled,
  notCancellable: BOOKING_CHANGE_ERROR_CODES.notCancellable,
  pastStay: BOOKING_CHANGE_ERROR_CODES.pastStay,
} as const;

/** What the answer carries: the cancelled booking with its payments (the refund) and what cancelling kept. */
const CANCELLED_INCLUDE = ['payments', 'clean-cancellation', 'current-quote'] as const;

/**
 * `POST v3/bookings/{id}/cancel`: ACTIVE → CANCELLING → CANCELLED in one transaction, the booking's row locked so two
 * cancels cannot both refund. The clean-cancellation (cancellation.rules.ts) is worked out again inside it: 409 if
 * the booking cannot be cancelled, or if its fee is no longer the `expectedFee` the caller confirmed (the answer
 * names the new fee). Then:
 * - the fee and the reason are recorded on the booking;
 * - the refund (what was paid less the fee) and a security deposit taken are refund payments against the charges
 *   they come from, `pending` until the money has moved (docs/product/payments.md#refunds): through Stripe they are
 *   sent after the commit and settle on Stripe's event; without it finance records them sent. What stays with us
 *   (the fee) stays refundable, for a goodwill refund later;
 * - payments still unpaid are no longer due: they turn `failed` with the reason, so the schedule shows nothing owed
 *   and the scheduled flag goes (a cancelled booking owes no balance; the fee is kept from money received only);
 * - status and record status become CANCELLED with `cancelled_at`, and the stay_claims trigger (migration 0008)
 *   drops the claim: the nights are free for the next booking at once, and the calendar and iCal export leave it out.
 */
export const cancelBooking = async (options: {
  db: Db;
  caller: SessionUser;
  id: string;
  body: TCancelBookingBody;
  payments: PaymentsService;
  guestMail: GuestMail;
  log: FastifyBaseLogger;
  now?: Date;
}): Promise<TBookingDocument> => {
  const { db, caller, body } = options;
  const now = options.now ?? new Date();
  const { home } = await findInScope(db, scopeCallerOf(caller), 'booking', options.id);
  const today = todayIn(home.timezone, now);
  await auditedChange(db, async (tx) => {
    const [b] = await tx.select().from(bookings).where(eq(bookings.id, options.id)).for('update');
    if (!b) throw new Error('booking vanished');
    const payments = await tx.select().from(bookingPayments).where(eq(bookingPayments.bookingId, b.id));
    const currency = b.currency as Currency;
    const blocked = whyNotCancellable({ ...b, today });
    const clean = cleanCancellation({
      policy: b.cancellationPolicy,
      status: b.status,
      recordStatus: b.recordStatus,
      checkIn: b.checkIn,
      checkOut: b.checkOut,
      today,
      total: b.totalCents,
      paid: ledgerOf(payments).netPaid,
      currency,
    });
    if (blocked) {
      throw new AppError({
        status: HTTP.conflict,
        code: NOT_CANCELLABLE_CODES[blocked],
        detail: clean.reason ?? blocked,
      });
    }
    if (body.expectedFee !== clean.fee) {
      throw new AppError({
        status: HTTP.conflict,
        code: BOOKING_CHANGE_ERROR_CODES.feeChanged,
        title: 'The cancellation fee has changed',
        detail: cancellationFeeChanged(clean.fee, currency),
        meta: { cleanCancellation: clean },
      });
    }
    await tx
      .update(bookings)
      .set({ recordStatus: 'CANCELLING', cancellationFeeCents: clean.fee, cancellationReason: body.reason })
      .where(eq(bookings.id, b.id));
    // The refund and a security deposit taken go back pending: shown refunded only once the money has moved.
    const stayCharges = refundableCharges(payments, 'stay');
    const refund = Math.min(clean.refund, refundableTotal(stayCharges));
    if (refund > 0) {
      await writeRefunds(tx, {
        bookingId: b.id,
        charges: stayCharges,
        amount: refund,
        today,
        note: 'Clean-cancellation refund',
        paymentType: 'refund',
      });
    }
    // A security deposit already taken goes back whole: it was never the stay's money.
    const bondCharges = refundableCharges(payments, 'bond');
    if (refundableTotal(bondCharges) > 0) {
      await writeRefunds(tx, {
        bookingId: b.id,
        charges: bondCharges,
        amount: refundableTotal(bondCharges),
        today,
        note: 'Security deposit returned',
        paymentType: 'bond',
      });
    }
    await tx
      .update(bookingPayments)
      .set({ status: 'failed', errorDescription: 'Not due: the booking was cancelled' })
      .where(and(eq(bookingPayments.bookingId, b.id), eq(bookingPayments.status, 'unpaid')));
    await tx
      .update(bookings)
      .set({ status: 'CANCELLED', recordStatus: 'CANCELLED', cancelledAt: now })
      .where(eq(bookings.id, b.id));
    // Its checkout clean is closed with it (docs/product/tasks.md#checkout-cleans).
    await followStays(tx, { bookingIds: [b.id], actor: actorOf(caller), now });
    return {
      result: undefined,
      audit: {
        actor: actorOf(caller),
        action: 'booking.cancel',
        entity: 'booking',
        entityId: b.id,
        before: { status: b.status, recordStatus: b.recordStatus },
        after: {
          status: 'CANCELLED',
          recordStatus: 'CANCELLED',
          policy: clean.policy,
          daysBeforeCheckIn: clean.daysBeforeCheckIn,
          cancellationFeeCents: clean.fee,
          refundCents: clean.refund,
          currency,
          reason: body.reason,
        },
      },
    };
  });
  // Through Stripe, the refunds go once the cancellation is written; if Stripe is down they wait for the resume job.
  await sendRefunds({ db, payments: options.payments, log: options.log, bookingId: options.id, now });
  // Then the guest's mail, saying whether the refund has moved yet (docs/product/guest-mail.md#mails).
  await options.guestMail.bookingCancelled(options.id);
  return getBooking({ db, caller, id: options.id, include: CANCELLED_INCLUDE, today });
};
