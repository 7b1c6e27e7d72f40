/** /channels/{channelId}/accounts/{accountId}: an account's page (route /channels/:channelId?/:action?/:accountId?, docs/product/shell.md#screens). */
export const accountHref = (channelId: string, accountId: string) =>
  `/channels/${encodeURIComponent(channelId)}/accounts/${encodeURIComponent(accountId)}`;

export const channelHref = (channelId: string) => `/channels/${encodeURIComponent(channelId)}`;
