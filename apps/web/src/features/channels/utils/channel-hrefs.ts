/** /channels/{channelId}/accounts/{accountId}: an account's page (spec 002 route /channels/:channelId?/:action?/:accountId?). */
export const accountHref = (channelId: string, accountId: string) =>
  `/channels/${encodeURIComponent(channelId)}/accounts/${encodeURIComponent(accountId)}`;

export const channelHref = (channelId: string) => `/channels/${encodeURIComponent(channelId)}`;
