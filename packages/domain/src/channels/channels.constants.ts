/** A channel account's state (spec 001 §3 'Channel': accounts with code, email, name, status). */
export const CHANNEL_ACCOUNT_STATUSES = ['connected', 'disconnected', 'failed'] as const;
export type ChannelAccountStatus = (typeof CHANNEL_ACCOUNT_STATUSES)[number];
