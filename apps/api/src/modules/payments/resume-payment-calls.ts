import { and, eq, lt } from 'drizzle-orm';
import { paymentRequests } from '../../db/schema';
import { PaymentProviderError, type ProviderPayments } from '../../adapters/payments';
import type { GuestMail } from '../../common/guest-mail/send-guest-mail';
import { sendRefunds } from '../../common/payments/send-refunds';
import type { Job } from '../../lib/jobs';
import { minutesFromNow } from '../../lib/clock';
import { openPaymentRequest } from './request-payment';

/** A call younger than this may still be in flight in the process that made it. */
const SETTLE_MINUTES = 2;

/**
 * Finishes what a process left between Stripe and our ledger (docs/product/payments.md#faults): a payment request
 * still `creating` gets its page (the same idempotency key: the same page) and its mail; a refund written but not
 * sent is sent (`refund-{id}`: the same refund). Runs every minute in one process.
 */
export const resumePaymentCallsJob = (deps: {
  payments: ProviderPayments;
  guestMail: GuestMail;
  publicUrl: string;
}): Job => ({
  name: 'resume-payment-calls',
  everyMs: 60_000,
  leaseMs: 5 * 60_000,
  run: async ({ db, log, now }) => {
    const stuck = await db
      .select()
      .from(paymentRequests)
      .where(
        and(
          eq(paymentRequests.status, 'creating'),
          lt(paymentRequests.updatedAt, minutesFromNow(-SETTLE_MINUTES, now)),
        ),
      );
    for (const request of stuck) {
      try {
        await openPaymentRequest({ ...deps, db, log, now }, request);
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        log.warn({ err: error, requestId: request.id }, 'payment request still not made on Stripe');
      }
    }
    await sendRefunds({ db, payments: deps.payments, log, now });
  },
});
