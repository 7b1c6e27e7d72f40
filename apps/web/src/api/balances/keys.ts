/** Query keys of the balances area: the merchant accounts and their balances (the /balances page). */
export const balanceKeys = {
  all: ['balances'] as const,
  accounts: () => [...balanceKeys.all, 'merchant-accounts'] as const,
  balances: () => [...balanceKeys.all, 'balances'] as const,
  reconciliation: (month: string) => [...balanceKeys.all, 'reconciliation', month] as const,
};
