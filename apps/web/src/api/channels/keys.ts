/** Query keys of the channels area: the channel list, one account, and the sync-health table. */
export const channelKeys = {
  all: ['channels'] as const,
  list: () => [...channelKeys.all, 'list'] as const,
  account: (accountId: string) => [...channelKeys.all, 'account', accountId] as const,
  health: (params: { search: string; sort: string; staleOnly: boolean }) =>
    [...channelKeys.all, 'health', params] as const,
};
