import { z } from 'zod';
import { CURRENCIES } from '../properties/properties.constants';

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
