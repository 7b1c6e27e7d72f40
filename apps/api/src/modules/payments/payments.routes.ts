import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PAYMENT_LIMITS,
  ZCreateRefundBody,
  ZIdParams,
  ZPaymentIdParams,
  ZPaymentRequestDocument,
  ZRecordPaymentBody,
  ZRequestPaymentBody,
  ZWebhookAnswer,
} from '@hearth/domain';
import { z } from 'zod';
import { signedInCaller } from '../../lib/signed-in';
import { createRefund } from './create-refund';
import { receiveStripeEvent } from './receive-stripe-event';
import { recordPayment } from './record-payment';
import { requestPayment } from './request-payment';

const ZRefundsCreated = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      type: z.literal('payment'),
      attributes: z.object({ amount: z.number(), status: z.string() }),
    }),
  ),
});

/**
 * Guest payments and refunds that move money (docs/product/payments.md#calls): a payment requested through a Stripe
 * page, money recorded by hand without Stripe, refunds, and Stripe's signed events.
 */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['payments'];

  app.post(
    '/api/v3/booking-payments/:paymentId/request',
    {
      config: { access: { action: 'payment:request', object: 'payment' } },
      schema: {
        tags,
        summary: "Ask the guest to pay this payment: a Stripe page for its amount, mailed to the booking's guest",
        params: ZPaymentIdParams,
        body: ZRequestPaymentBody,
        response: { 201: ZPaymentRequestDocument },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await requestPayment({
          db: app.db,
          payments: app.payments,
          guestMail: app.guestMail,
          publicUrl: app.config.publicUrl,
          log: request.log,
          caller: signedInCaller(request.sessionUser),
          paymentId: request.params.paymentId,
        }),
      ),
  );

  app.post(
    '/api/v3/booking-payments/:paymentId/record',
    {
      config: { access: { action: 'payment:record', object: 'payment' } },
      schema: {
        tags,
        summary: 'Record by hand a payment received, or a refund sent, outside Stripe',
        params: ZPaymentIdParams,
        body: ZRecordPaymentBody,
      },
    },
    async (request, reply) => {
      await recordPayment({
        db: app.db,
        caller: signedInCaller(request.sessionUser),
        paymentId: request.params.paymentId,
        body: request.body,
        guestMail: app.guestMail,
      });
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/v3/bookings/:id/refunds',
    {
      config: { access: { action: 'refund:create', object: 'booking' } },
      schema: {
        tags,
        summary: 'Give the guest money back, at most what was paid and not yet refunded; pending until it moved',
        params: ZIdParams,
        body: ZCreateRefundBody,
        response: { 201: ZRefundsCreated },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await createRefund({
          db: app.db,
          caller: signedInCaller(request.sessionUser),
          payments: app.payments,
          log: request.log,
          bookingId: request.params.id,
          body: request.body,
        }),
      ),
  );

  // Stripe signs the exact bytes it sent: this route alone reads its body raw, and checks the signature instead of
  // a session's CSRF token.
  await app.register(async (webhook) => {
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });
    webhook.post(
      '/api/v1/webhooks/stripe',
      {
        config: { access: 'public', csrf: 'signature' },
        bodyLimit: PAYMENT_LIMITS.webhookBodyBytes,
        schema: {
          tags,
          summary: "Stripe's events (payments, refunds, disputes), believed only with a valid Stripe-Signature",
          response: { 200: ZWebhookAnswer },
        },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        return receiveStripeEvent({
          db: app.db,
          payments: app.payments,
          guestMail: app.guestMail,
          rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          signature: typeof signature === 'string' ? signature : undefined,
        });
      },
    );
  });
};
