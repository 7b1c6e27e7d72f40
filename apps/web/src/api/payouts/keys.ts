/** Query keys of the payouts area: a batch change invalidates `payoutKeys.batches()` and the months' previews. */
export const payoutKeys = {
  all: ['payouts'] as const,
  /** An owner's bank accounts, and their history. */
  bankAccounts: (userId: string) => [...payoutKeys.all, 'bank-accounts', userId] as const,
  bankAccountHistory: (userId: string) => [...payoutKeys.all, 'bank-accounts', userId, 'history'] as const,
  settings: () => [...payoutKeys.all, 'settings'] as const,
  /** Everything a batch's change moves: the list, each batch and each month's preview. */
  batches: () => [...payoutKeys.all, 'batches'] as const,
  batchList: (page: number) => [...payoutKeys.batches(), 'list', page] as const,
  batch: (id: string) => [...payoutKeys.batches(), 'detail', id] as const,
  preview: (month: string) => [...payoutKeys.batches(), 'preview', month] as const,
};
