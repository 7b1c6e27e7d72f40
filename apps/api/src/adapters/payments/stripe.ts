import Stripe from 'stripe';
import { CURRENCIES, type Currency } from '@hearth/domain';
import { PaymentProviderError, type BalanceAmount, type PaymentsService } from './types';

/**
 * The real payment service: Stripe's balance of each merchant account, read with the platform's secret key on the
 * connected account's behalf (`GET /v1/balance` with `Stripe-Account: acct_…`). Stripe's amounts are already minor
 * units; currencies outside AUD and NZD (which Hearth never charges in) are left out.
 */

export type StripeClientOptions = {
  secretKey: string;
  /** Where Stripe's API is: https://api.stripe.com, or a local stand-in in tests. */
  apiUrl: string;
  /** Per-request timeout (default 10 s). */
  timeoutMs?: number;
  /** Retries of a failed request (default 1), with Stripe's own backoff. */
  maxNetworkRetries?: number;
};

const isCurrency = (code: string): code is Currency => (CURRENCIES as readonly string[]).includes(code);

/** Stripe's balance object in our shape: available and pending summed per currency, the account's own first. */
export const amountsOfStripeBalance = (
  balance: Pick<Stripe.Balance, 'available' | 'pending'>,
  accountCurrency: Currency,
): BalanceAmount[] => {
  const amounts = new Map<Currency, BalanceAmount>([
    [accountCurrency, { currency: accountCurrency, available: 0, pending: 0 }],
  ]);
  const add = (entries: readonly { amount: number; currency: string }[], field: 'available' | 'pending') => {
    for (const entry of entries) {
      const currency = entry.currency.toUpperCase();
      if (!isCurrency(currency)) continue;
      const amount = amounts.get(currency) ?? { currency, available: 0, pending: 0 };
      amount[field] += entry.amount;
      amounts.set(currency, amount);
    }
  };
  add(balance.available, 'available');
  add(balance.pending, 'pending');
  return [...amounts.values()];
};

const problemOf = (error: unknown, providerAccountId: string): PaymentProviderError => {
  if (!(error instanceof Stripe.errors.StripeError)) {
    return new PaymentProviderError('Stripe answered in a way we could not read', { status: null, cause: error });
  }
  const status = error.statusCode ?? null;
  if (error instanceof Stripe.errors.StripeConnectionError || status === null) {
    return new PaymentProviderError('Stripe could not be reached', { status: null, cause: error });
  }
  if (error instanceof Stripe.errors.StripeAuthenticationError) {
    return new PaymentProviderError(`Stripe refused the secret key (${status})`, { status, cause: error });
  }
  if (error instanceof Stripe.errors.StripePermissionError || status === 403 || status === 404) {
    return new PaymentProviderError(`Stripe refused access to the account ${providerAccountId} (${status})`, {
      status,
      cause: error,
    });
  }
  if (error instanceof Stripe.errors.StripeRateLimitError) {
    return new PaymentProviderError(`Stripe asked us to slow down (${status})`, { status, cause: error });
  }
  return new PaymentProviderError(`Stripe answered ${status}`, { status, cause: error });
};

export const createStripeClient = (options: StripeClientOptions): PaymentsService & { source: 'provider' } => {
  const url = new URL(options.apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  const stripe = new Stripe(options.secretKey, {
    host: url.hostname,
    port: url.port === '' ? (protocol === 'http' ? 80 : 443) : Number(url.port),
    protocol,
    timeout: options.timeoutMs ?? 10_000,
    maxNetworkRetries: options.maxNetworkRetries ?? 1,
    telemetry: false,
    appInfo: { name: 'Hearth' },
  });
  return {
    source: 'provider',
    getBalances: async (accounts) => {
      const answers = await Promise.all(
        accounts.map(async (account) => {
          try {
            const balance = await stripe.balance.retrieve({}, { stripeAccount: account.providerAccountId });
            return [account.id, amountsOfStripeBalance(balance, account.currency)] as const;
          } catch (error) {
            throw problemOf(error, account.providerAccountId);
          }
        }),
      );
      return new Map(answers);
    },
  };
};
