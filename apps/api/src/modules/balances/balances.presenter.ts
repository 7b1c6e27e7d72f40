import type { TBalancesResponse, TMerchantAccountsResponse } from '@hearth/domain';
import type { BalanceAmount, PaymentsService } from '../../adapters/payments';
import type { MerchantAccountRow } from './balances.queries';

/** The merchant accounts, as they are listed. */
export const presentMerchantAccounts = (rows: readonly MerchantAccountRow[]): TMerchantAccountsResponse => ({
  data: rows.map((row) => ({
    id: row.id,
    type: 'merchant-account',
    attributes: { name: row.name, platform: row.platform, currency: row.currency, companyName: row.companyName },
  })),
});

/**
 * Each account's balance, by the account's id at the provider; an account the provider has nothing for shows zero in
 * its own currency. `meta` says where the figures come from and when.
 */
export const presentBalances = (options: {
  accounts: readonly MerchantAccountRow[];
  balances: ReadonlyMap<string, BalanceAmount[]>;
  source: PaymentsService['source'];
  asOf: Date;
}): TBalancesResponse => ({
  data: options.accounts.map((account) => ({
    id: account.providerAccountId,
    type: 'balance',
    attributes: {
      accountName: account.name,
      merchantAccountId: account.id,
      amounts: options.balances.get(account.id) ?? [{ currency: account.currency, available: 0, pending: 0 }],
    },
  })),
  meta: { source: options.source, asOf: options.asOf.toISOString() },
});
