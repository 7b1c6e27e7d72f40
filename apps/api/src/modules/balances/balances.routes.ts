import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZBalancesResponse,
  ZMerchantAccountsResponse,
  ZReconciliationQuery,
  ZReconciliationResponse,
} from '@hearth/domain';
import type { PaymentsService } from '../../adapters/payments';
import { findBalances } from './find-balances';
import { findMerchantAccounts } from './find-merchant-accounts';
import { findReconciliation } from './find-reconciliation';

export type BalancesModuleOptions = {
  /** The payment service; by default the app's (STRIPE_SECRET_KEY, else the ledger). */
  payments?: PaymentsService;
};

/**
 * Merchant accounts and their balances (docs/product/balances.md#calls; issue 15 item 6), for finance managers
 * (balance:read). Balances come from Stripe when its key is set, else from our payments ledger, and say which.
 */
export const balancesModule =
  (options: BalancesModuleOptions = {}): FastifyPluginAsyncZod =>
  async (app) => {
    const payments = options.payments ?? app.payments;
    const tags = ['balances'];
    const access = { action: 'balance:read' } as const;

    app.get(
      '/api/v3/merchant-accounts',
      {
        config: { access },
        schema: {
          tags,
          summary: 'The merchant accounts guests pay into, by name',
          response: { 200: ZMerchantAccountsResponse },
        },
      },
      async () => findMerchantAccounts({ db: app.db }),
    );

    app.get(
      '/api/v3/merchant-accounts/balances',
      {
        config: { access },
        schema: {
          tags,
          summary:
            "Each merchant account's available and pending amounts in minor units per currency: the payment provider's, or the payments ledger's offline (meta.source); 503 when the provider fails",
          response: { 200: ZBalancesResponse },
        },
      },
      async (request) => findBalances({ db: app.db, payments, log: request.log }),
    );

    app.get(
      '/api/v3/merchant-accounts/reconciliation',
      {
        config: { access },
        schema: {
          tags,
          summary:
            "A month's charges, refunds and disputes per merchant account by our ledger against Stripe's balance transactions, with each difference",
          querystring: ZReconciliationQuery,
          response: { 200: ZReconciliationResponse },
        },
      },
      async (request) => findReconciliation({ db: app.db, payments, log: request.log, month: request.query.month }),
    );
  };

export const balancesRoutes: FastifyPluginAsyncZod = balancesModule();
