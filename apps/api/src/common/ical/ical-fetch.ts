import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { ICAL_LIMITS } from '@hearth/domain';

/**
 * Which addresses a feed may be fetched from. The defaults refuse plain http and private networks, so a feed URL
 * cannot be used to reach services inside ours (SSRF); tests serving a feed from 127.0.0.1 relax both.
 */
export type FeedFetchPolicy = {
  allowHttp: boolean;
  allowPrivateHosts: boolean;
  timeoutMs: number;
  maxBytes: number;
};

export const DEFAULT_FEED_FETCH_POLICY: FeedFetchPolicy = {
  allowHttp: false,
  allowPrivateHosts: false,
  timeoutMs: ICAL_LIMITS.fetchTimeoutMs,
  maxBytes: ICAL_LIMITS.maxBytes,
};

/** A fetch that did not give us a calendar; its message is written to the feed's last_error as is. */
export class FeedFetchError extends Error {
  override readonly name = 'FeedFetchError';
}

const MAX_REDIRECTS = 3;

const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  PRIVATE.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 127],
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  PRIVATE.addSubnet(net, prefix, 'ipv6');
}

const isPrivateAddress = (address: string): boolean => {
  const family = isIP(address);
  return family === 0 || PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
};

/**
 * Refuses a scheme or host the policy does not allow. The host is resolved here and again by fetch, so a name
 * that changes its answer in between (DNS rebinding) is not covered; the https-only rule keeps that narrow.
 */
const checkTarget = async (url: URL, policy: FeedFetchPolicy): Promise<void> => {
  if (url.protocol !== 'https:' && !(policy.allowHttp && url.protocol === 'http:')) {
    throw new FeedFetchError(`Only https:// calendars can be fetched (got ${url.protocol}//)`);
  }
  if (policy.allowPrivateHosts) return;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address);
  } catch (error) {
    throw new FeedFetchError(`Could not reach ${url.host}: ${reasonOf(error)}`);
  }
  if (addresses.some(isPrivateAddress)) {
    throw new FeedFetchError(`Could not fetch ${url.host}: it is on a private network`);
  }
};

/** A short reason from fetch's nested errors ('ENOTFOUND', 'ECONNREFUSED', 'no answer within 10 s'). */
const reasonOf = (error: unknown): string => {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth += 1) {
    const name = (e as { name?: unknown }).name;
    if (name === 'TimeoutError' || name === 'AbortError') return 'no answer within the time limit';
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && code.length > 0) return code;
  }
  return error instanceof Error ? error.message : String(error);
};

/** Reads at most `maxBytes` of the body, or throws: a feed larger than the cap is refused, not cut. */
const readCapped = async (response: Response, maxBytes: number): Promise<string> => {
  const declared = Number(response.headers.get('content-length') ?? 'NaN');
  if (declared > maxBytes) throw new FeedFetchError('The calendar is larger than 1 MB');
  if (!response.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > maxBytes) {
      await response.body.cancel().catch(() => undefined);
      throw new FeedFetchError('The calendar is larger than 1 MB');
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
};

/** Downloads a feed's text within the policy's time and size limits, following up to 3 redirects. */
export const fetchFeedText = async (address: string, policy: FeedFetchPolicy): Promise<string> => {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new FeedFetchError('The calendar address is not a valid URL');
  }
  const signal = AbortSignal.timeout(policy.timeoutMs);
  try {
    for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
      await checkTarget(url, policy);
      const response = await fetch(url, {
        redirect: 'manual',
        signal,
        headers: { accept: 'text/calendar, text/plain;q=0.5, */*;q=0.1', 'user-agent': 'Hearth iCal sync' },
      });
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        await response.body?.cancel().catch(() => undefined);
        url = new URL(location, url);
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        throw new FeedFetchError(`${url.host} answered ${response.status} ${response.statusText}`.trim());
      }
      return await readCapped(response, policy.maxBytes);
    }
    throw new FeedFetchError(`${url.host} redirected more than ${MAX_REDIRECTS} times`);
  } catch (error) {
    if (error instanceof FeedFetchError) throw error;
    throw new FeedFetchError(`Could not reach ${url.host}: ${reasonOf(error)}`);
  }
};
