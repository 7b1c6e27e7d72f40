import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';

export type RateLimit = { readonly max: number; readonly windowMinutes: number };
export type RateLimitState = { count: number; limited: boolean; retryAfterSeconds: number };

const windowOf = (limit: RateLimit, now: Date) => {
  const ms = limit.windowMinutes * 60_000;
  const start = Math.floor(now.getTime() / ms) * ms;
  return { start: new Date(start), retryAfterSeconds: Math.ceil((start + ms - now.getTime()) / 1000) };
};

/**
 * Fixed-window counters in the `rate_limits` table, so every API process behind a load balancer shares them.
 * `peekRateLimit` reads without counting (sign-in counts only failures); `hitRateLimit` counts and reads.
 */
export const peekRateLimit = async (options: {
  db: Db;
  key: string;
  limit: RateLimit;
  now?: Date;
}): Promise<RateLimitState> => {
  const { start, retryAfterSeconds } = windowOf(options.limit, options.now ?? new Date());
  const [row] = await options.db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, options.key), eq(rateLimits.windowStart, start)));
  const count = row?.count ?? 0;
  return { count, limited: count >= options.limit.max, retryAfterSeconds };
};

export const hitRateLimit = async (options: {
  db: Db;
  key: string;
  limit: RateLimit;
  now?: Date;
}): Promise<RateLimitState> => {
  const { start, retryAfterSeconds } = windowOf(options.limit, options.now ?? new Date());
  const [row] = await options.db
    .insert(rateLimits)
    .values({ key: options.key, windowStart: start, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });
  const count = row?.count ?? 1;
  return { count, limited: count > options.limit.max, retryAfterSeconds };
};
