import { and, eq, or, type SQL } from 'drizzle-orm';
import { HTTP, PAYMENT_ERROR_CODES, PAYMENT_MESSAGES } from '@hearth/domain';
import type { Db } from '../../db/client';
import { bookingPayments, bookings, merchantAccounts, paymentRequests, stripeEvents } from '../../db/schema';
import {
  WebhookSignatureError,
  type PaymentChange,
  type PaymentEvent,
  type PaymentsService,
} from '../../adapters/payments';
import { settleRefund } from '../../common/payments/send-refunds';
import type { GuestMail } from '../../common/guest-mail/send-guest-mail';
import { AppError } from '../../lib/app-error';

type PaymentRow = typeof bookingPayments.$inferSelect;

const refused = (code: string, detail: string) => new AppError({ status: HTTP.badRequest, code, detail });

/** The payment a change is about, with the Stripe account its booking is paid into; refused when none matches. */
const paymentWhere = async (tx: Db, where: SQL | undefined, account: string | null): Promise<PaymentRow> => {
  const [found] = await tx
    .select({ payment: bookingPayments, account: merchantAccounts.providerAccountId })
    .from(bookingPayments)
    .innerJoin(bookings, eq(bookings.id, bookingPayments.bookingId))
    .innerJoin(merchantAccounts, eq(merchantAccounts.id, bookings.merchantAccountId))
    .where(where)
    .for('update', { of: bookingPayments });
  // Another account's event never moves this account's money, even when it names one of our payments.
  if (!found || found.account !== account) {
    throw refused(PAYMENT_ERROR_CODES.unknownObject, PAYMENT_MESSAGES.unknownObject);
  }
  return found.payment;
};

const setPayment = (tx: Db, id: string, change: Partial<typeof bookingPayments.$inferInsert>) =>
  tx.update(bookingPayments).set(change).where(eq(bookingPayments.id, id));

/**
 * What one event does to the ledger, and says so (docs/product/payments.md#events). Each step moves a row only from
 * the state it expects, so an event arriving late or twice changes nothing it should not: an expiry after the
 * payment is ignored, a pending refund event after it succeeded too.
 */
const apply = async (tx: Db, event: PaymentEvent, change: Exclude<PaymentChange, { kind: 'unknown' }>) => {
  const at = event.created;
  switch (change.kind) {
    case 'checkout-paid':
    case 'checkout-failed':
    case 'checkout-expired': {
      const [request] = await tx
        .select()
        .from(paymentRequests)
        .where(eq(paymentRequests.checkoutSessionId, change.checkoutId));
      if (!request) throw refused(PAYMENT_ERROR_CODES.unknownObject, PAYMENT_MESSAGES.unknownObject);
      const payment = await paymentWhere(tx, eq(bookingPayments.id, request.paymentId), event.account);
      const requestTo = (status: typeof request.status) =>
        tx.update(paymentRequests).set({ status, updatedAt: at }).where(eq(paymentRequests.id, request.id));
      if (change.kind === 'checkout-expired') {
        if (request.status !== 'open') return `ignored: the request is ${request.status}`;
        await requestTo('expired');
        return 'request expired';
      }
      if (change.kind === 'checkout-failed') {
        await requestTo('failed');
        if (payment.status === 'unpaid') {
          await setPayment(tx, payment.id, { errorDescription: 'The bank debit failed: the payment is still due' });
        }
        return 'bank debit failed';
      }
      if (!change.paid) return 'awaiting the bank debit';
      await requestTo('paid');
      if (payment.status === 'unpaid') {
        await setPayment(tx, payment.id, {
          status: 'paid',
          paidAt: at,
          method: 'card',
          providerRef: change.chargeRef,
          reference: change.checkoutId,
          refundableCents: request.amountCents,
          errorDescription: null,
        });
        return 'payment paid';
      }
      // Paid on a second page after the first: the money arrived, so it is on the books, to be refunded.
      await tx.insert(bookingPayments).values({
        bookingId: payment.bookingId,
        amountCents: request.amountCents,
        dueOn: null,
        paidAt: at,
        paymentType: 'one-off',
        status: 'paid',
        method: 'card',
        providerRef: change.chargeRef,
        reference: change.checkoutId,
        refundableCents: request.amountCents,
        note: 'Paid twice: refund this one',
      });
      return 'paid twice: recorded for a refund';
    }
    case 'charge-failed': {
      if (!change.paymentId) throw refused(PAYMENT_ERROR_CODES.unknownObject, PAYMENT_MESSAGES.unknownObject);
      const payment = await paymentWhere(tx, eq(bookingPayments.id, change.paymentId), event.account);
      if (payment.status !== 'unpaid') return `ignored: the payment is ${payment.status}`;
      // A declined card leaves the debt: the payment stays due, with why the try failed.
      await setPayment(tx, payment.id, { errorDescription: `Payment attempt failed: ${change.message}` });
      return 'payment attempt failed';
    }
    case 'dispute-opened': {
      const payment = await paymentWhere(tx, eq(bookingPayments.providerRef, change.chargeRef), event.account);
      if (payment.status !== 'paid') return `ignored: the payment is ${payment.status}`;
      await setPayment(tx, payment.id, {
        status: 'disputed',
        disputedAt: at,
        errorDescription: `Disputed by the guest's bank: ${change.reason}`,
      });
      return 'payment disputed';
    }
    case 'dispute-closed': {
      const payment = await paymentWhere(tx, eq(bookingPayments.providerRef, change.chargeRef), event.account);
      if (payment.status !== 'disputed') return `ignored: the payment is ${payment.status}`;
      if (change.won) {
        await setPayment(tx, payment.id, { status: 'paid', errorDescription: null });
        return 'dispute won';
      }
      await setPayment(tx, payment.id, {
        status: 'failed',
        refundableCents: 0,
        errorDescription: 'Dispute lost: the money went back to the guest',
      });
      return 'dispute lost';
    }
    case 'refund': {
      const refund = await paymentWhere(
        tx,
        and(
          eq(bookingPayments.isRefund, true),
          or(
            eq(bookingPayments.providerRef, change.refundRef),
            change.paymentId ? eq(bookingPayments.id, change.paymentId) : undefined,
          ),
        ),
        event.account,
      );
      if (refund.providerRef === null) await setPayment(tx, refund.id, { providerRef: change.refundRef });
      const moves =
        (refund.status === 'pending' && change.status !== 'pending') ||
        (refund.status === 'refunded' && change.status === 'failed');
      if (!moves) return `ignored: the refund is ${refund.status}`;
      await settleRefund(tx, refund, change.status, { now: at, message: change.message });
      return change.status === 'succeeded' ? 'refund succeeded' : 'refund failed';
    }
  }
};

/**
 * `POST v1/webhooks/stripe` (docs/product/payments.md#events): Stripe's event, believed only with a valid signature
 * made within five minutes (an older one is a replay), for one of our merchant accounts, of a kind we act on, about
 * a payment we asked for; anything else is 400 and changes nothing. The event's id and its change to the ledger
 * commit together, so the same event delivered again answers `duplicate` and changes nothing.
 */
export const receiveStripeEvent = async (options: {
  db: Db;
  payments: PaymentsService;
  guestMail: GuestMail;
  rawBody: Buffer;
  signature: string | undefined;
}) => {
  const { db, payments } = options;
  if (payments.source !== 'provider') {
    throw refused(PAYMENT_ERROR_CODES.webhooksOff, PAYMENT_MESSAGES.webhooksOff);
  }
  let event: PaymentEvent;
  try {
    event = payments.readEvent(options.rawBody, options.signature ?? '');
  } catch (error) {
    if (!(error instanceof WebhookSignatureError)) throw error;
    throw error.reason === 'unconfigured'
      ? refused(PAYMENT_ERROR_CODES.webhooksOff, PAYMENT_MESSAGES.webhooksOff)
      : refused(PAYMENT_ERROR_CODES.badSignature, PAYMENT_MESSAGES.badSignature);
  }
  const { change } = event;
  if (change.kind === 'unknown')
    throw refused(PAYMENT_ERROR_CODES.unknownEvent, PAYMENT_MESSAGES.unknownEvent(event.type));
  const [account] = event.account
    ? await db
        .select({ id: merchantAccounts.id })
        .from(merchantAccounts)
        .where(eq(merchantAccounts.providerAccountId, event.account))
    : [];
  if (!account) throw refused(PAYMENT_ERROR_CODES.unknownAccount, PAYMENT_MESSAGES.unknownAccount);
  const answer = await db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type, account: event.account, outcome: 'applying', createdAt: event.created })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (!fresh) {
      const [earlier] = await tx.select().from(stripeEvents).where(eq(stripeEvents.id, event.id));
      return { received: true as const, duplicate: true, outcome: earlier?.outcome ?? 'applied before' };
    }
    const outcome = await apply(tx, event, change);
    await tx.update(stripeEvents).set({ outcome }).where(eq(stripeEvents.id, event.id));
    return { received: true as const, duplicate: false, outcome };
  });
  // Once the payment is on the books, the guest's receipt (docs/product/guest-mail.md#mails); never for a duplicate.
  if (change.kind === 'checkout-paid' && !answer.duplicate && answer.outcome === 'payment paid') {
    await options.guestMail.paymentReceived({ checkoutId: change.checkoutId });
  }
  return answer;
};
