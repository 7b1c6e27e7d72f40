import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { PAYMENT_ERROR_CODES, PAYMENT_LIMITS, PAYMENT_MESSAGES, type Currency } from '@hearth/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { bookingPayments, bookings, merchantAccounts, paymentRequests, properties } from '../../db/schema';
import { PaymentProviderError, type PaymentsService, type ProviderPayments } from '../../adapters/payments';
import type { SessionUser } from '../../types';
import { findInScope } from '../../access/find-in-scope';
import { scopeCallerOf } from '../../access/scope';
import { actorOf, auditedChange } from '../../lib/audit';
import { minutesFromNow } from '../../lib/clock';
import { conflict, providerFailure } from './payment-errors';
import type { GuestMail } from '../../common/guest-mail/send-guest-mail';
import { presentPaymentRequestDocument } from './payments.presenter';

type RequestRow = typeof paymentRequests.$inferSelect;

export type RequestDeps = {
  db: Db;
  payments: ProviderPayments;
  guestMail: GuestMail;
  publicUrl: string;
  log: FastifyBaseLogger;
  now?: Date;
};

/**
 * Makes (or finishes) the Stripe page of a request written as `creating`, with the request's own idempotency key,
 * then mails the guest the link (docs/product/payments.md#guest-payments). Called by the request itself and, for a
 * request left `creating` by a process that died, by the resume job: the key makes both the same one page.
 * Throws PaymentProviderError when Stripe fails; the request stays `creating` with the error, to be tried again.
 */
export const openPaymentRequest = async (deps: RequestDeps, request: RequestRow): Promise<RequestRow> => {
  const now = deps.now ?? new Date();
  const [found] = await deps.db
    .select({ payment: bookingPayments, booking: bookings, homeName: properties.name, account: merchantAccounts })
    .from(bookingPayments)
    .innerJoin(bookings, eq(bookings.id, bookingPayments.bookingId))
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .innerJoin(merchantAccounts, eq(merchantAccounts.id, bookings.merchantAccountId))
    .where(eq(bookingPayments.id, request.paymentId));
  if (!found) throw new Error('payment request without its payment');
  const { payment, booking, account } = found;
  if (payment.status !== 'unpaid' || booking.recordStatus !== 'ACTIVE') {
    // Paid by hand or cancelled while the request waited: nothing to ask for any more.
    const [closed] = await deps.db
      .update(paymentRequests)
      .set({ status: 'expired', updatedAt: now })
      .where(eq(paymentRequests.id, request.id))
      .returning();
    return closed ?? request;
  }
  const currency = account.currency as Currency;
  const back = `${deps.publicUrl}/payment-complete`;
  let checkout;
  try {
    checkout = await deps.payments.createCheckout({
      account: { id: account.id, providerAccountId: account.providerAccountId, currency },
      amount: request.amountCents,
      description: `${found.homeName}: ${payment.paymentType} (${booking.checkIn} to ${booking.checkOut})`,
      customerEmail: request.sentTo,
      successUrl: `${back}?status=paid`,
      cancelUrl: `${back}?status=cancelled`,
      expiresAt: minutesFromNow(PAYMENT_LIMITS.requestHours * 60, request.createdAt),
      idempotencyKey: request.idempotencyKey,
      metadata: { paymentId: payment.id, bookingId: booking.id, requestId: request.id },
    });
  } catch (error) {
    if (error instanceof PaymentProviderError) {
      await deps.db
        .update(paymentRequests)
        .set({ error: error.message, updatedAt: now })
        .where(eq(paymentRequests.id, request.id));
    }
    throw error;
  }
  const [opened] = await deps.db
    .update(paymentRequests)
    .set({
      status: 'open',
      checkoutSessionId: checkout.id,
      url: checkout.url,
      expiresAt: checkout.expiresAt,
      error: null,
      updatedAt: now,
    })
    .where(and(eq(paymentRequests.id, request.id), eq(paymentRequests.status, 'creating')))
    .returning();
  const row = opened ?? request;
  // In the booking's brand, recorded on its messages tab (docs/product/guest-mail.md#mails); never throws.
  await deps.guestMail.paymentRequested({
    bookingId: booking.id,
    to: request.sentTo,
    paymentType: payment.paymentType,
    amountCents: request.amountCents,
    url: checkout.url,
    expiresAt: checkout.expiresAt,
  });
  return row;
};

/**
 * `POST v3/booking-payments/{paymentId}/request` (docs/product/payments.md#guest-payments): asks the guest to pay an
 * unpaid payment of an active booking through a Stripe page mailed to them. A request still open is mailed again
 * rather than made twice; one left unfinished (Stripe down, a process killed) is finished with its own key. Without
 * Stripe: 409, finance records the payment by hand. Stripe unreachable: 503 with Retry-After, nothing charged.
 */
export const requestPayment = async (
  options: Omit<RequestDeps, 'payments'> & { payments: PaymentsService; caller: SessionUser; paymentId: string },
) => {
  const { db, payments, caller } = options;
  const now = options.now ?? new Date();
  const { row: payment } = await findInScope(db, scopeCallerOf(caller), 'payment', options.paymentId);
  if (payments.source !== 'provider') throw conflict(PAYMENT_ERROR_CODES.stripeOff, PAYMENT_MESSAGES.stripeOff);
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, payment.bookingId));
  if (!booking || payment.isRefund || payment.status !== 'unpaid' || booking.recordStatus !== 'ACTIVE') {
    throw conflict(PAYMENT_ERROR_CODES.notRequestable, PAYMENT_MESSAGES.notRequestable);
  }
  if (!booking.guestEmail) throw conflict(PAYMENT_ERROR_CODES.noGuestEmail, PAYMENT_MESSAGES.noGuestEmail);
  if (!booking.merchantAccountId) throw conflict(PAYMENT_ERROR_CODES.noMerchant, PAYMENT_MESSAGES.noMerchant);
  const deps = { ...options, payments };
  const [latest] = await db
    .select()
    .from(paymentRequests)
    .where(and(eq(paymentRequests.paymentId, payment.id), inArray(paymentRequests.status, ['creating', 'open'])))
    .orderBy(desc(paymentRequests.createdAt))
    .limit(1);
  const stillOpen =
    latest?.status === 'open' && latest.url && latest.expiresAt && latest.expiresAt > minutesFromNow(60, now);
  const request =
    latest && (latest.status === 'creating' || stillOpen)
      ? latest
      : await auditedChange(db, async (tx) => {
          const [row] = await tx
            .insert(paymentRequests)
            .values({
              paymentId: payment.id,
              amountCents: payment.amountCents,
              idempotencyKey: `payment-request-${randomUUID()}`,
              sentTo: booking.guestEmail ?? '',
              createdById: caller.user.id,
            })
            .returning();
          if (!row) throw new Error('payment request not written');
          return {
            result: row,
            audit: {
              actor: actorOf(caller),
              action: 'payment.request',
              entity: 'booking_payment',
              entityId: payment.id,
              after: { amount: row.amountCents, sentTo: row.sentTo },
            },
          };
        });
  try {
    return presentPaymentRequestDocument(await openPaymentRequest(deps, request));
  } catch (error) {
    if (error instanceof PaymentProviderError) {
      options.log.warn({ err: error, requestId: request.id }, 'payment request not made on Stripe');
      throw providerFailure(error);
    }
    throw error;
  }
};
