import { BALANCE_ERROR_CODES, BALANCE_MESSAGES, type TBalancesResponse } from '@hearth/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { PaymentProviderError, type PaymentsService } from '../../adapters/payments';
import { AppError } from '../../lib/app-error';
import { presentBalances } from './balances.presenter';
import { findMerchantAccountRows } from './balances.queries';

/** Service Unavailable: the provider is configured and failed; the balances are not made up from elsewhere. */
const SERVICE_UNAVAILABLE = 503;

/**
 * `GET v3/merchant-accounts/balances` (docs/product/balances.md#calls): each account's available and pending
 * amounts in minor units per currency, by account name, from the payment service of this configuration (Stripe, or
 * our payments ledger; `meta.source` says which). A failing provider answers 503 with what went wrong.
 */
export const findBalances = async (options: {
  db: Db;
  payments: PaymentsService;
  log: FastifyBaseLogger;
  now?: Date;
}): Promise<TBalancesResponse> => {
  const now = options.now ?? new Date();
  const accounts = await findMerchantAccountRows(options.db);
  let balances;
  try {
    balances = await options.payments.getBalances(accounts, now);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    options.log.warn({ err: error, status: error.status }, 'payment provider balance call failed');
    throw new AppError({
      status: SERVICE_UNAVAILABLE,
      code: BALANCE_ERROR_CODES.providerUnavailable,
      title: 'Payment provider unavailable',
      detail: BALANCE_MESSAGES.providerUnavailable(error.message),
      meta: { providerStatus: error.status },
    });
  }
  return presentBalances({ accounts, balances, source: options.payments.source, asOf: now });
};
