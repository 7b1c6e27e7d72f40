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

export type PaymentsService = {
  /** 'provider' when balances are the provider's live figures; 'ledger' when they are summed from our payments. */
  source: 'provider' | 'ledger';
  /**
   * Each account's balance by our account id, per currency (AUD, NZD; the account's own currency always present).
   * The provider client throws PaymentProviderError when the provider fails; it never falls back to the ledger.
   */
  getBalances: (accounts: readonly PaymentAccount[], now: Date) => Promise<Map<string, BalanceAmount[]>>;
};

/** A failed call to the payment provider: its HTTP status (null when it never answered) and what went wrong. */
export class PaymentProviderError extends Error {
  readonly status: number | null;

  constructor(message: string, options: { status: number | null; cause?: unknown }) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'PaymentProviderError';
    this.status = options.status;
  }
}
