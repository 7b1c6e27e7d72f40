import {
  BALANCE_ERROR_CODES,
  BALANCE_MESSAGES,
  RECONCILED_KINDS,
  type Currency,
  type TReconciliationResponse,
} from '@hearth/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { PaymentProviderError, type PaymentsService, type ProviderActivity } from '../../adapters/payments';
import { AppError } from '../../lib/app-error';
import { findMerchantAccountRows } from './balances.queries';
import { findLedgerActivity } from './ledger-activity';

const SERVICE_UNAVAILABLE = 503;

/** The month's first instant and the next month's, in UTC: Stripe's balance transactions are dated in UTC. */
const monthWindow = (month: string) => {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return { from: new Date(Date.UTC(year, monthNumber - 1, 1)), to: new Date(Date.UTC(year, monthNumber, 1)) };
};

/**
 * `GET v3/merchant-accounts/reconciliation?month=YYYY-MM` (docs/product/balances.md#reconciliation): per merchant
 * account, what our ledger says moved through Stripe in the month against Stripe's own balance transactions, and each
 * difference, as the statement checks flag theirs. Offline there is no Stripe side: the ledger alone, said so.
 * Stripe failing is a 503, never a comparison against nothing.
 */
export const findReconciliation = async (options: {
  db: Db;
  payments: PaymentsService;
  log: FastifyBaseLogger;
  month: string;
}): Promise<TReconciliationResponse> => {
  const { db, payments } = options;
  const window = monthWindow(options.month);
  const accounts = await findMerchantAccountRows(db);
  const ledger = await findLedgerActivity(
    db,
    accounts.map((a) => a.id),
    window,
  );
  const provider = new Map<string, ProviderActivity>();
  if (payments.source === 'provider') {
    try {
      for (const account of accounts) {
        const currency = account.currency as Currency;
        provider.set(account.id, await payments.getActivity({ ...account, currency }, window));
      }
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      options.log.warn({ err: error, status: error.status }, 'payment provider activity call failed');
      throw new AppError({
        status: SERVICE_UNAVAILABLE,
        code: BALANCE_ERROR_CODES.providerUnavailable,
        title: 'Payment provider unavailable',
        detail: BALANCE_MESSAGES.providerUnavailable(error.message),
        retryAfter: 30,
      });
    }
  }
  const data = accounts.map((account) => {
    const ours = ledger.get(account.id) ?? { charges: 0, refunds: 0, disputes: 0, recordedByHand: 0 };
    const theirs = provider.get(account.id) ?? null;
    const differences = theirs
      ? RECONCILED_KINDS.flatMap((kind) =>
          ours[kind] === theirs[kind]
            ? []
            : [{ kind, ledger: ours[kind], provider: theirs[kind], difference: theirs[kind] - ours[kind] }],
        )
      : [];
    return {
      id: account.id,
      type: 'reconciliation' as const,
      attributes: {
        accountName: account.name,
        currency: account.currency as Currency,
        ledger: {
          charges: ours.charges,
          refunds: ours.refunds,
          disputes: ours.disputes,
          recordedByHand: ours.recordedByHand,
        },
        provider: theirs,
        differences,
      },
    };
  });
  return {
    data,
    meta: {
      source: payments.source,
      month: options.month,
      from: window.from.toISOString(),
      to: window.to.toISOString(),
    },
  };
};
