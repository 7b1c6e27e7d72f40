import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { Agent, fetch as undiciFetch, type Response } from 'undici';
import { causesOf } from '../../lib/error-chain';
import { isPublicAddress } from '../../lib/public-address';
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

/**
 * Refuses a scheme the policy does not allow, and an address literal that is not public. A host name is checked
 * where the connection is made (`connectOnlyToPublic`): the addresses it resolves to are the ones connected to, so
 * a name that answers differently a moment later (DNS rebinding) cannot reach inside.
 */
const checkTarget = (url: URL, policy: FeedFetchPolicy): void => {
  if (url.protocol !== 'https:' && !(policy.allowHttp && url.protocol === 'http:')) {
    throw new FeedFetchError(`Only https:// calendars can be fetched (got ${url.protocol}//)`);
  }
  if (policy.allowPrivateHosts) return;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !isPublicAddress(host)) {
    throw new FeedFetchError(`Could not fetch ${url.host}: it is on a private network`);
  }
};

/** Said when a name resolves to an address inside a private network. */
class PrivateAddressError extends Error {
  readonly code = 'EPRIVATE';
}

/** Resolves a name once and hands the connection only public addresses, or fails it. */
const publicLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 4);
    const found = addresses as LookupAddress[];
    if (found.length === 0 || found.some((a) => !isPublicAddress(a.address))) {
      return callback(new PrivateAddressError(`${hostname} is on a private network`), '', 4);
    }
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, found);
    return callback(null, found[0]!.address, found[0]!.family);
  });
};

/** The connections of feed fetches: to checked public addresses only, unless the policy allows private hosts. */
const connectOnlyToPublic = new Agent({ connect: { lookup: publicLookup } });
const connectAnywhere = new Agent();

/** A short reason from fetch's nested errors ('ENOTFOUND', 'ECONNREFUSED', 'no answer within 10 s'). */
const reasonOf = (error: unknown): string => {
  for (const e of causesOf(error)) {
    const name = (e as { name?: unknown }).name;
    if (name === 'TimeoutError' || name === 'AbortError') return 'no answer within the time limit';
    const code = (e as { code?: unknown }).code;
    if (code === 'EPRIVATE') return 'it is on a private network';
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
      checkTarget(url, policy);
      const response = await undiciFetch(url, {
        redirect: 'manual',
        signal,
        dispatcher: policy.allowPrivateHosts ? connectAnywhere : connectOnlyToPublic,
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
