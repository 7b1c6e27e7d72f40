/**
 * How long a payment takes to settle in the payments ledger (the offline balance, docs/CONTRIBUTING.md#adapters): a payment or refund
 * whose paid_at is at least this old counts as available, a younger one as pending. Two days is the usual card
 * settlement time for AU and NZ accounts at the payment provider.
 */
export const SETTLEMENT_WINDOW_DAYS = 2;

export const BALANCE_ERROR_CODES = {
  /** The payment provider is configured but did not answer, or refused us: no figures rather than stale ones. */
  providerUnavailable: 'PAYMENT_PROVIDER_UNAVAILABLE',
} as const;

export const BALANCE_MESSAGES = {
  title: 'Balances',
  /** Offline mode says so (docs/CONTRIBUTING.md#adapters). */
  ledgerNote: 'Figures from the payments ledger; the payment provider is not connected.',
  ledgerRule: `Available is every payment settled more than ${SETTLEMENT_WINDOW_DAYS} days ago less refunds; pending is what was paid since. Payouts are not recorded here.`,
  providerNote: 'Live balances from the payment provider.',
  empty: 'There are no merchant accounts yet.',
  loadErrorTitle: 'Could not load balances',
  /** A 503 from the balances call: what the provider did, and that no figures are guessed instead. */
  providerUnavailable: (reason: string) =>
    `${reason}, so balances cannot be shown now (figures are not guessed from the ledger). Try again in a few minutes.`,
} as const;

/** What the reconciliation compares, ledger against provider (docs/product/balances.md#reconciliation). */
export const RECONCILED_KINDS = ['charges', 'refunds', 'disputes'] as const;
export type ReconciledKind = (typeof RECONCILED_KINDS)[number];

export const RECONCILIATION_MESSAGES = {
  title: 'Reconciliation',
  intro:
    'What our payments ledger says each account took in, gave back and lost to disputes in the month (UTC), against what Stripe says, line by line.',
  offline: 'Stripe is not set up, so there is nothing to reconcile against: every payment is recorded by hand.',
  matches: 'Matches',
  differs: (amount: string) => `Differs by ${amount}`,
  clean: (month: string) => `No differences for ${month}`,
  loadErrorTitle: 'Could not load the reconciliation',
  kindLabels: { charges: 'Charges', refunds: 'Refunds', disputes: 'Disputes' } as Record<ReconciledKind, string>,
} as const;
