import type { ChannelCheck, ChannelConnector } from './types';

/**
 * The real connectivity client: fetch against a channel connectivity API (the service that holds the channels'
 * partner connections for us), CHANNEL_API_URL.
 *
 * The contract we use: `GET {url}/v1/channels/{channelCode}/accounts/{accountCode}` with the account's key as
 * `Authorization: Bearer {key}`. 2xx: the key is good for that account. 401 or 403: the channel refused the key.
 * 404: the channel does not know the account. Anything else, or no answer within the timeout: the channel could
 * not be reached, which is a refusal too (nothing shows Connected that was not checked).
 */

export type ChannelApiOptions = {
  url: string;
  /** Per-request timeout (default 10 s). */
  timeoutMs?: number;
  fetch?: typeof fetch;
};

const statusText = (response: Response) => `${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;

export const createChannelApiConnector = (options: ChannelApiOptions): ChannelConnector => {
  const base = options.url.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  return {
    mode: 'api',
    checkAccount: async (account, apiKey): Promise<ChannelCheck> => {
      const path = `/v1/channels/${encodeURIComponent(account.channelCode)}/accounts/${encodeURIComponent(account.accountCode)}`;
      let response: Response;
      try {
        response = await doFetch(`${base}${path}`, {
          headers: { authorization: `Bearer ${apiKey}`, accept: 'application/json' },
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (error) {
        const why = error instanceof Error && error.name === 'TimeoutError' ? 'no answer in time' : 'no connection';
        return { ok: false, reason: `Could not reach ${account.channelName} (${why}): try again later` };
      }
      await response.body?.cancel();
      if (response.ok) return { ok: true };
      if (response.status === 401 || response.status === 403) {
        return {
          ok: false,
          reason: `${account.channelName} refused the API key (${statusText(response)}): check the key and connect again`,
        };
      }
      if (response.status === 404) {
        return {
          ok: false,
          reason: `${account.channelName} does not know the account ${account.accountCode} (${statusText(response)})`,
        };
      }
      return {
        ok: false,
        reason: `${account.channelName} could not check the account (${statusText(response)}): try again later`,
      };
    },
  };
};
