import type Stripe from 'stripe';
import type { PaymentChange, ProviderRefund } from './types';

/**
 * A Stripe event in our words (docs/product/payments.md#events): which Checkout Session, charge (its payment intent)
 * or refund it is about, and what happened. Ids Stripe may send expanded or as strings are read either way.
 */

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : value.id;

const refundStatusOf = (status: string | null): ProviderRefund['status'] =>
  status === 'succeeded' ? 'succeeded' : status === 'failed' || status === 'canceled' ? 'failed' : 'pending';

export const refundOf = (refund: Pick<Stripe.Refund, 'id' | 'status'>): ProviderRefund => ({
  id: refund.id,
  status: refundStatusOf(refund.status),
});

export const changeOf = (event: Stripe.Event): PaymentChange => {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      return {
        kind: 'checkout-paid',
        checkoutId: session.id,
        chargeRef: idOf(session.payment_intent),
        // A bank debit completes the session before the money arrives: paid only when Stripe says so.
        paid: session.payment_status === 'paid',
      };
    }
    case 'checkout.session.async_payment_failed':
      return { kind: 'checkout-failed', checkoutId: event.data.object.id };
    case 'checkout.session.expired':
      return { kind: 'checkout-expired', checkoutId: event.data.object.id };
    case 'payment_intent.payment_failed': {
      const intent = event.data.object;
      return {
        kind: 'charge-failed',
        chargeRef: intent.id,
        paymentId: intent.metadata?.paymentId ?? null,
        message: intent.last_payment_error?.message ?? 'The payment did not go through',
      };
    }
    case 'charge.dispute.created': {
      const dispute = event.data.object;
      return { kind: 'dispute-opened', chargeRef: idOf(dispute.payment_intent) ?? '', reason: dispute.reason };
    }
    case 'charge.dispute.closed': {
      const dispute = event.data.object;
      return { kind: 'dispute-closed', chargeRef: idOf(dispute.payment_intent) ?? '', won: dispute.status === 'won' };
    }
    case 'refund.created':
    case 'refund.updated':
    case 'refund.failed': {
      const refund = event.data.object;
      return {
        kind: 'refund',
        refundRef: refund.id,
        paymentId: refund.metadata?.paymentId ?? null,
        status: refundStatusOf(refund.status),
        message: refund.failure_reason ?? null,
      };
    }
    default:
      return { kind: 'unknown' };
  }
};
