import { z } from 'zod';
import { ZNight } from '../dates/dates.schemas';
import { PAYMENT_LIMITS, PAYMENT_METHODS, PAYMENT_REQUEST_STATUSES } from './payments.constants';

/** `POST v3/booking-payments/{id}/request`: no fields; the payment says the amount and the booking the guest. */
export const ZRequestPaymentBody = z.strictObject({}).optional();

/** `POST v3/booking-payments/{id}/record`: money that moved outside Stripe, as finance saw it arrive or leave. */
export const ZRecordPaymentBody = z.strictObject({
  method: z.enum(PAYMENT_METHODS, { error: 'Choose how the money moved' }),
  reference: z.string().trim().min(1, 'Enter the reference').max(PAYMENT_LIMITS.referenceMax),
  /** The day the money arrived (or, for a refund, left). */
  paidOn: ZNight.nullable()
    .refine((day) => day !== null, 'Choose the day')
    .transform((day) => day ?? ''),
});
export type TRecordPaymentBody = z.output<typeof ZRecordPaymentBody>;

/** `POST v3/bookings/{id}/refunds`: money back to the guest, at most what was paid and not yet refunded. */
export const ZCreateRefundBody = z.strictObject({
  amount: z.number().int().min(1, 'Enter an amount above 0').max(100_000_000),
  reason: z.string().trim().min(1, 'Enter the reason').max(PAYMENT_LIMITS.refundReasonMax),
});
export type TCreateRefundBody = z.output<typeof ZCreateRefundBody>;

export const ZPaymentIdParams = z.object({ paymentId: z.uuid() });

/** A request to pay, as the payments tab shows it beside its payment. */
export const ZPaymentRequest = z.object({
  id: z.string(),
  status: z.enum(PAYMENT_REQUEST_STATUSES),
  amount: z.number().int(),
  url: z.string().nullable(),
  expiresAt: z.string().nullable(),
  sentTo: z.string(),
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type TPaymentRequest = z.infer<typeof ZPaymentRequest>;

export const ZPaymentRequestDocument = z.object({
  data: z.object({
    id: z.string(),
    type: z.literal('payment-request'),
    attributes: ZPaymentRequest.omit({ id: true }),
  }),
});

/** What the webhook answers Stripe: received, and whether this delivery changed anything. */
export const ZWebhookAnswer = z.object({ received: z.literal(true), duplicate: z.boolean(), outcome: z.string() });
