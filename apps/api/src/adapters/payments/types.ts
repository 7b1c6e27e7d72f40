import type { Currency } from '@hearth/domain';

/**
 * The payment provider (docs/CONTRIBUTING.md#adapters): where guests' money is held, one merchant account per company and currency
 * (the merchant_accounts table). With a Stripe secret key, balances are Stripe's own for each connected account;
 * without, they are added up from our payments ledger (booking_payments), and the answer says so.
 */

/** A merchant account as the provider needs it: our row and the provider's own id for it. */
export type PaymentAccount = {
  id: string;
  providerAccountId: string;
  currency: Currency;
};

/** Minor units (cents) of one currency: settled and free to pay out, and still settling. */
export type BalanceAmount = { currency: Currency; available: number; pending: number };

type BalanceReader = {
  /**
   * Each account's balance by our account id, per currency (AUD, NZD; the account's own currency always present).
   * The provider client throws PaymentProviderError when the provider fails; it never falls back to the ledger.
   */
  getBalances: (accounts: readonly PaymentAccount[], now: Date) => Promise<Map<string, BalanceAmount[]>>;
};

/** A hosted page where the guest pays one amount (a Stripe Checkout Session). */
export type CheckoutInput = {
  account: PaymentAccount;
  amount: number;
  description: string;
  customerEmail: string | null;
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
  /** Sent as the provider's idempotency key: the same key answers the same page, never a second one. */
  idempotencyKey: string;
  /** Ours, echoed back on the provider's events (payment id, booking id). */
  metadata: Record<string, string>;
};
export type Checkout = { id: string; url: string; expiresAt: Date };

export type RefundInput = {
  account: PaymentAccount;
  /** The provider's id of the charge it gives back from (a payment intent). */
  chargeRef: string;
  amount: number;
  idempotencyKey: string;
  metadata: Record<string, string>;
};
/** The provider's refund: `pending` until the money moved (`succeeded`) or it did not (`failed`). */
export type ProviderRefund = { id: string; status: 'pending' | 'succeeded' | 'failed' };

/** What a verified provider event says happened, in our words; `unknown` for an event we do not act on. */
export type PaymentChange =
  | { kind: 'checkout-paid'; checkoutId: string; chargeRef: string | null; paid: boolean }
  | { kind: 'checkout-failed'; checkoutId: string }
  | { kind: 'checkout-expired'; checkoutId: string }
  | { kind: 'charge-failed'; chargeRef: string; paymentId: string | null; message: string }
  | { kind: 'dispute-opened'; chargeRef: string; reason: string }
  | { kind: 'dispute-closed'; chargeRef: string; won: boolean }
  | {
      kind: 'refund';
      refundRef: string;
      /** Our refund row's id, from the metadata we sent with it. */
      paymentId: string | null;
      status: ProviderRefund['status'];
      message: string | null;
    }
  | { kind: 'unknown' };

export type PaymentEvent = {
  id: string;
  type: string;
  /** The connected account it happened on (null: the platform's own). */
  account: string | null;
  created: Date;
  change: PaymentChange;
};

/**
 * What moved on one account in a window, from the provider's balance transactions, in minor units of the account's
 * currency, each as a positive amount: charges taken (gross), fees kept, refunds given, disputes lost or held,
 * payouts to the bank.
 */
export type ProviderActivity = { charges: number; fees: number; refunds: number; disputes: number; payouts: number };

/** The offline service: no provider, so payments and refunds are recorded by hand and balances summed from them. */
export type LedgerPayments = BalanceReader & { source: 'ledger' };

/** Stripe: guests pay on its pages, refunds go through it, and its signed events move our ledger. */
export type ProviderPayments = BalanceReader & {
  source: 'provider';
  createCheckout: (input: CheckoutInput) => Promise<Checkout>;
  createRefund: (input: RefundInput) => Promise<ProviderRefund>;
  /** Everything that moved on the account in [from, to), all pages. */
  getActivity: (account: PaymentAccount, window: { from: Date; to: Date }) => Promise<ProviderActivity>;
  /**
   * The event in a webhook body, once its signature (with its timestamp, against replays) checks out; throws
   * WebhookSignatureError when it does not, or when no webhook secret is configured.
   */
  readEvent: (rawBody: Buffer, signatureHeader: string) => PaymentEvent;
};

/** 'provider' when balances are the provider's live figures; 'ledger' when they are summed from our payments. */
export type PaymentsService = LedgerPayments | ProviderPayments;

/** A webhook body whose signature does not check out (or which cannot be checked: no secret configured). */
export class WebhookSignatureError extends Error {
  /** `unconfigured`: no webhook secret here, so nothing can be checked; `invalid`: the signature is wrong or old. */
  readonly reason: 'unconfigured' | 'invalid';

  constructor(message: string, reason: 'unconfigured' | 'invalid') {
    super(message);
    this.name = 'WebhookSignatureError';
    this.reason = reason;
  }
}

/** A failed call to the payment provider: its HTTP status (null when it never answered) and what went wrong. */
export class PaymentProviderError extends Error {
  readonly status: number | null;

  constructor(message: string, options: { status: number | null; cause?: unknown }) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'PaymentProviderError';
    this.status = options.status;
  }
}
