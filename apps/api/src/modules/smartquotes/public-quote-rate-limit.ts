import { HTTP } from '@hearth/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hitRateLimit, type RateLimit } from '../../lib/rate-limit';

/**
 * Calls a visitor may make to public quotes, per IP: an owner opens the page and its PDF a few times; the limit
 * only stops a scraper (the 256-bit token already makes guessing hopeless) and bounds PDF rendering work.
 */
export const PUBLIC_QUOTE_RATE_LIMIT: RateLimit = { max: 120, windowMinutes: 15 };
const TOO_MANY_MESSAGE = 'Too many requests for quotes from this address. Please try again in a few minutes.';

export const limitPublicQuoteCalls = async (options: { db: Db; ip: string }): Promise<void> => {
  const state = await hitRateLimit({
    db: options.db,
    key: `public-quote:ip:${options.ip}`,
    limit: PUBLIC_QUOTE_RATE_LIMIT,
  });
  if (state.limited) {
    throw new AppError({
      status: HTTP.tooManyRequests,
      code: 'TOO_MANY_REQUESTS',
      detail: TOO_MANY_MESSAGE,
      retryAfter: state.retryAfterSeconds,
    });
  }
};
