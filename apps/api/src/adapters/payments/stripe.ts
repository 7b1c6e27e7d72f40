import Stripe from 'stripe';
import { CURRENCIES, type Currency } from '@hearth/domain';
import { changeOf, refundOf } from './stripe-events';
import {
  PaymentProviderError,
  WebhookSignatureError,
  type BalanceAmount,
  type PaymentEvent,
  type ProviderActivity,
  type ProviderPayments,
} from './types';

/**
 * The real payment service, every call made with the platform's secret key on the connected account's behalf
 * (`Stripe-Account: acct_…`): each merchant account's balance, a Checkout Session for a guest's payment, a refund,
 * and the events of the webhook endpoint, believed only with a valid signature. Stripe's amounts are already minor
 * units; currencies outside AUD and NZD (which Hearth never charges in) are left out.
 */

export type StripeClientOptions = {
  secretKey: string;
  /** Where Stripe's API is: https://api.stripe.com, or a local stand-in in tests. */
  apiUrl: string;
  /** The webhook endpoint's signing secret; without it every event is refused. */
  webhookSecret?: string | undefined;
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

/** A month of one account's balance transactions is far fewer; more is cut off rather than read forever. */
const MAX_TRANSACTIONS = 10_000;

/**
 * Balance transactions added up by their reporting category (Stripe's own classification for accounting): charges
 * gross with their fees, refunds less failed ones, disputes opened, payouts; other currencies left out.
 */
export const activityOf = (
  transactions: readonly Pick<Stripe.BalanceTransaction, 'amount' | 'fee' | 'currency' | 'reporting_category'>[],
  currency: Currency,
): ProviderActivity => {
  const activity: ProviderActivity = { charges: 0, fees: 0, refunds: 0, disputes: 0, payouts: 0 };
  for (const t of transactions) {
    if (t.currency.toUpperCase() !== currency) continue;
    activity.fees += t.fee;
    switch (t.reporting_category) {
      case 'charge':
        activity.charges += t.amount;
        break;
      case 'refund':
      case 'refund_failure':
        activity.refunds -= t.amount;
        break;
      // Disputes as opened (the money taken back); a won dispute's reversal is Stripe's later credit, not a dispute.
      case 'dispute':
        activity.disputes -= t.amount;
        break;
      case 'payout':
      case 'payout_reversal':
        activity.payouts -= t.amount;
        break;
      case 'fee':
        activity.fees -= t.amount;
        break;
    }
  }
  return activity;
};

/** Seconds a webhook's signature stays good: an older one is a replay (Stripe's own default). */
const WEBHOOK_TOLERANCE_SECONDS = 300;

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

export const createStripeClient = (options: StripeClientOptions): ProviderPayments => {
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
  /** One call on a connected account; Stripe's failures become PaymentProviderError. */
  const onAccount = async <T>(providerAccountId: string, call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      throw problemOf(error, providerAccountId);
    }
  };
  return {
    source: 'provider',
    getBalances: async (accounts) => {
      const answers = await Promise.all(
        accounts.map(async (account) => {
          const balance = await onAccount(account.providerAccountId, () =>
            stripe.balance.retrieve({}, { stripeAccount: account.providerAccountId }),
          );
          return [account.id, amountsOfStripeBalance(balance, account.currency)] as const;
        }),
      );
      return new Map(answers);
    },
    createCheckout: async (input) => {
      const session = await onAccount(input.account.providerAccountId, () =>
        stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: input.account.currency.toLowerCase(),
                  unit_amount: input.amount,
                  product_data: { name: input.description },
                },
              },
            ],
            ...(input.customerEmail ? { customer_email: input.customerEmail } : {}),
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
            expires_at: Math.floor(input.expiresAt.getTime() / 1000),
            metadata: input.metadata,
            payment_intent_data: { metadata: input.metadata },
          },
          { stripeAccount: input.account.providerAccountId, idempotencyKey: input.idempotencyKey },
        ),
      );
      if (!session.url)
        throw new PaymentProviderError('Stripe made a Checkout Session without a page', { status: 200 });
      return { id: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000) };
    },
    createRefund: async (input) => {
      const refund = await onAccount(input.account.providerAccountId, () =>
        stripe.refunds.create(
          { payment_intent: input.chargeRef, amount: input.amount, metadata: input.metadata },
          { stripeAccount: input.account.providerAccountId, idempotencyKey: input.idempotencyKey },
        ),
      );
      return refundOf(refund);
    },
    getActivity: async (account, window) => {
      const transactions = await onAccount(account.providerAccountId, () =>
        stripe.balanceTransactions
          .list(
            {
              created: { gte: Math.floor(window.from.getTime() / 1000), lt: Math.floor(window.to.getTime() / 1000) },
              limit: 100,
            },
            { stripeAccount: account.providerAccountId },
          )
          .autoPagingToArray({ limit: MAX_TRANSACTIONS }),
      );
      return activityOf(transactions, account.currency);
    },
    readEvent: (rawBody, signatureHeader): PaymentEvent => {
      if (!options.webhookSecret)
        throw new WebhookSignatureError('No Stripe webhook secret is configured', 'unconfigured');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signatureHeader,
          options.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
        );
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : 'Bad signature', 'invalid');
      }
      return {
        id: event.id,
        type: event.type,
        account: event.account ?? null,
        created: new Date(event.created * 1000),
        change: changeOf(event),
      };
    },
  };
};
