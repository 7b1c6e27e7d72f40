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
import type { Db } from '../../db/client';
import { bookingPayments, bookings } from '../../db/schema';
import type { SessionUser } from '../../types';
import { findInScope } from '../../access/find-in-scope';
import { scopeCallerOf } from '../../access/scope';
import { AppError } from '../../lib/app-error';
import { actorOf, auditedChange } from '../../lib/audit';
import { depositSummaryOf, ledgerOf } from './booking-ledger';
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
 * - the refund (what was paid less the fee), when there is one, is a refund payment, `refunded` at once: offline
 *   the payments ledger is the provider, so the refund is booked rather than sent;
 * - payments still unpaid are no longer due: they turn `failed` with the reason, so the schedule shows nothing owed
 *   and the scheduled flag goes (a cancelled booking owes no balance; the fee is kept from money received only);
 * - what was paid is no longer refundable (its refund is made), so `refundableAmount` goes to 0;
 * - status and record status become CANCELLED with `cancelled_at`, and the stay_claims trigger (migration 0008)
 *   drops the claim: the nights are free for the next booking at once, and the calendar and iCal export leave it out.
 */
export const cancelBooking = async (options: {
  db: Db;
  caller: SessionUser;
  id: string;
  body: TCancelBookingBody;
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
    if (clean.refund > 0) {
      await tx.insert(bookingPayments).values({
        bookingId: b.id,
        amountCents: clean.refund,
        dueOn: today,
        paidAt: now,
        paymentType: 'refund',
        status: 'refunded',
        isRefund: true,
        note: 'Clean-cancellation refund',
      });
    }
    // A security deposit already taken goes back whole: it was never the stay's money.
    const { held } = depositSummaryOf(payments);
    if (held > 0) {
      await tx.insert(bookingPayments).values({
        bookingId: b.id,
        amountCents: held,
        dueOn: today,
        paidAt: now,
        paymentType: 'bond',
        status: 'refunded',
        isRefund: true,
        note: 'Security deposit returned',
      });
    }
    await tx
      .update(bookingPayments)
      .set({ status: 'failed', errorDescription: 'Not due: the booking was cancelled' })
      .where(and(eq(bookingPayments.bookingId, b.id), eq(bookingPayments.status, 'unpaid')));
    await tx
      .update(bookingPayments)
      .set({ refundableCents: 0 })
      .where(
        and(
          eq(bookingPayments.bookingId, b.id),
          eq(bookingPayments.status, 'paid'),
          eq(bookingPayments.isRefund, false),
        ),
      );
    await tx
      .update(bookings)
      .set({ status: 'CANCELLED', recordStatus: 'CANCELLED', cancelledAt: now })
      .where(eq(bookings.id, b.id));
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
  return getBooking({ db, caller, id: options.id, include: CANCELLED_INCLUDE, today });
};
