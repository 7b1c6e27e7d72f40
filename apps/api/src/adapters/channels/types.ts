/**
 * Channel accounts' connections (docs/product/channels.md#connecting): for a channel that connects by API, Hearth
 * asks the channel connectivity API whether an account's API key is good. Accounts, listings and their states always
 * live in our tables; the connector only answers the check.
 */

/** The check's answer: good, or refused with the channel's reason in our words. */
export type ChannelCheck = { ok: true } | { ok: false; reason: string };

export type ChannelAccountRef = { channelCode: string; channelName: string; accountCode: string };

export type ChannelConnector = {
  /** 'api' when checks go to CHANNEL_API_URL; 'offline' when there is nobody to ask (nothing is checked). */
  mode: 'api' | 'offline';
  /** The channel's answer for this account and key; null offline (nothing was asked, nothing may change). */
  checkAccount: (account: ChannelAccountRef, apiKey: string) => Promise<ChannelCheck | null>;
};
