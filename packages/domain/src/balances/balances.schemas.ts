import { z } from 'zod';
import { CURRENCIES } from '../properties/properties.constants';
import { RECONCILED_KINDS } from './balances.constants';

/** `GET v3/merchant-accounts` (docs/product/balances.md#calls): the accounts guests pay into. */
export const ZMerchantAccount = z.object({
  id: z.string(),
  type: z.literal('merchant-account'),
  attributes: z.object({
    name: z.string(),
    platform: z.string(),
    currency: z.enum(CURRENCIES),
    /** The partner company it belongs to (null: the operator's own). */
    companyName: z.string().nullable(),
  }),
});
export const ZMerchantAccountsResponse = z.object({ data: z.array(ZMerchantAccount) });
export type TMerchantAccountsResponse = z.infer<typeof ZMerchantAccountsResponse>;

/**
 * `GET v3/merchant-accounts/balances` (docs/product/balances.md#calls): per account, the amounts in minor units per
 * currency; `available` can be paid out, `pending` is still settling. The web divides by 100 (docs/product/balances.md#limits).
 */
export const ZBalance = z.object({
  /** The payment provider's account id (docs/product/balances.md#fields). */
  id: z.string(),
  type: z.literal('balance'),
  attributes: z.object({
    accountName: z.string(),
    merchantAccountId: z.string(),
    amounts: z.array(
      z.object({ available: z.number().int(), pending: z.number().int(), currency: z.enum(CURRENCIES) }),
    ),
  }),
});
export const ZBalancesResponse = z.object({
  data: z.array(ZBalance),
  meta: z.object({
    /** Where the figures come from: the provider's live balance, or our own payments ledger (offline mode). */
    source: z.enum(['provider', 'ledger']),
    asOf: z.string(),
  }),
});
export type TBalancesResponse = z.infer<typeof ZBalancesResponse>;

/** `GET v3/merchant-accounts/reconciliation?month=YYYY-MM`: a month that has begun, from 2000 on. */
export const ZReconciliationQuery = z.object({
  month: z
    .string()
    .regex(/^(20\d\d)-(0[1-9]|1[0-2])$/, 'Use the month format YYYY-MM')
    .refine((month) => month <= new Date().toISOString().slice(0, 7), 'That month has not begun'),
});

const ZAmounts = z.object({ charges: z.number().int(), refunds: z.number().int(), disputes: z.number().int() });

/** One merchant account's month, the ledger's and the provider's, and where they differ (minor units). */
export const ZReconciliation = z.object({
  id: z.string(),
  type: z.literal('reconciliation'),
  attributes: z.object({
    accountName: z.string(),
    currency: z.enum(CURRENCIES),
    /** Money that moved through Stripe by our ledger; `recordedByHand` went around it and is not compared. */
    ledger: ZAmounts.extend({ recordedByHand: z.number().int() }),
    /** Stripe's balance transactions of the month; null offline. Fees and payouts are Stripe's alone. */
    provider: ZAmounts.extend({ fees: z.number().int(), payouts: z.number().int() }).nullable(),
    differences: z.array(
      z.object({
        kind: z.enum(RECONCILED_KINDS),
        ledger: z.number().int(),
        provider: z.number().int(),
        /** Provider less ledger. */
        difference: z.number().int(),
      }),
    ),
  }),
});
export const ZReconciliationResponse = z.object({
  data: z.array(ZReconciliation),
  meta: z.object({ source: z.enum(['provider', 'ledger']), month: z.string(), from: z.string(), to: z.string() }),
});
export type TReconciliationResponse = z.infer<typeof ZReconciliationResponse>;
