import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createLedgerPaymentsService } from './ledger';
import { createStripeClient } from './stripe';
import type { PaymentsService } from './types';

export * from './types';

/** The payment service of this configuration: Stripe with `STRIPE_SECRET_KEY`, else the payments ledger. */
export const createPaymentsService = (config: Pick<Config, 'stripe'>, deps: { db: Db }): PaymentsService =>
  config.stripe
    ? createStripeClient({
        secretKey: config.stripe.secretKey,
        apiUrl: config.stripe.apiUrl,
        webhookSecret: config.stripe.webhookSecret,
      })
    : createLedgerPaymentsService(deps);

export { amountsOfStripeBalance, createStripeClient } from './stripe';
