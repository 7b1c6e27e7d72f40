import { setTimeout as sleep } from 'node:timers/promises';
import { BreezewayError } from './breezeway-error';
import type { BreezewayClientStats } from './types';

/**
 * The rate limit of the Breezeway client: Breezeway documents none we could find, so the client spends a token
 * bucket (1 request a second, bursts of 5 by default) and honours `Retry-After` on 429 (seconds or an HTTP date).
 */

/**
 * One bucket per client: `take` resolves when a request may go, in call order; `pause` empties the bucket until a
 * Retry-After has passed. Returns the milliseconds waited.
 */
const createTokenBucket = (ratePerSecond: number, burst: number) => {
  let tokens = burst;
  let refilledAt = Date.now();
  let pausedUntil = 0;
  let queue: Promise<unknown> = Promise.resolve();
  const refill = () => {
    const now = Date.now();
    tokens = Math.min(burst, tokens + ((now - refilledAt) / 1000) * ratePerSecond);
    refilledAt = now;
  };
  const take = (): Promise<number> => {
    const turn = queue.then(async () => {
      let waited = 0;
      for (;;) {
        refill();
        const now = Date.now();
        const wait =
          now < pausedUntil ? pausedUntil - now : tokens >= 1 ? 0 : Math.ceil(((1 - tokens) / ratePerSecond) * 1000);
        if (wait === 0) {
          tokens -= 1;
          return waited;
        }
        await sleep(wait);
        waited += wait;
      }
    });
    queue = turn.catch(() => undefined);
    return turn;
  };
  const pause = (ms: number) => {
    pausedUntil = Math.max(pausedUntil, Date.now() + ms);
    tokens = 0;
    refilledAt = Date.now();
  };
  return { take, pause };
};

/** `Retry-After` as milliseconds: delta-seconds or an HTTP date; 1 s when missing or unreadable. */
const retryAfterMs = (header: string | null, now: number = Date.now()): number => {
  if (!header) return 1000;
  const seconds = Number(header.trim());
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? 1000 : Math.max(0, at - now);
};

/** One HTTP exchange within the rate limit: waits its turn, honours 429 Retry-After, retries network failures. */
export const createThrottledSend = (options: {
  fetch: typeof fetch;
  apiUrl: string;
  ratePerSecond: number;
  burst: number;
  maxRetries: number;
  maxRetryAfterMs: number;
  timeoutMs: number;
  /** Counted into as requests go: requests, 429s received and milliseconds waited. */
  stats: BreezewayClientStats;
}) => {
  const { fetch: doFetch, apiUrl, maxRetries, maxRetryAfterMs, timeoutMs, stats } = options;
  const bucket = createTokenBucket(options.ratePerSecond, options.burst);
  return async (
    path: string,
    init: { method: 'GET' | 'POST' | 'PATCH'; headers: Record<string, string>; body?: string },
  ) => {
    for (let attempt = 0; ; attempt += 1) {
      stats.waitedMs += await bucket.take();
      stats.requests += 1;
      let response: Response;
      try {
        response = await doFetch(`${apiUrl}${path}`, {
          ...init,
          headers: { accept: 'application/json', ...init.headers },
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (cause) {
        if (attempt >= maxRetries) {
          throw new BreezewayError(`Breezeway did not answer ${path}`, { status: null, path, cause });
        }
        await sleep(500 * 2 ** attempt);
        continue;
      }
      if (response.status !== 429) return response;
      stats.rateLimited += 1;
      const wait = retryAfterMs(response.headers.get('retry-after'));
      await response.body?.cancel();
      if (attempt >= maxRetries || wait > maxRetryAfterMs) {
        throw new BreezewayError(`Breezeway kept answering 429 on ${path}`, { status: 429, path });
      }
      bucket.pause(wait);
    }
  };
};
