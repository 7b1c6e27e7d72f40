import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';

export type RateLimit = { readonly max: number; readonly windowMinutes: number };
export type RateLimitState = { count: number; limited: boolean; retryAfterSeconds: number };
type RateLimitCall = { db: Db; key: string; limit: RateLimit; now?: Date };

const windowOf = (limit: RateLimit, now: Date) => {
  const ms = limit.windowMinutes * 60_000;
  const start = Math.floor(now.getTime() / ms) * ms;
  return { start: new Date(start), retryAfterSeconds: Math.ceil((start + ms - now.getTime()) / 1000) };
};

/**
 * Fixed-window counters in the `rate_limits` table, so every API process behind a load balancer shares them.
 * `peekRateLimit` reads without counting (sign-in counts only failures); `hitRateLimit` counts and reads.
 */
export const peekRateLimit = async (options: RateLimitCall): Promise<RateLimitState> => {
  const { start, retryAfterSeconds } = windowOf(options.limit, options.now ?? new Date());
  const [row] = await options.db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, options.key), eq(rateLimits.windowStart, start)));
  const count = row?.count ?? 0;
  return { count, limited: count >= options.limit.max, retryAfterSeconds };
};

export const hitRateLimit = async (options: RateLimitCall): Promise<RateLimitState> => {
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
  // The first hit of a window is rare (once per key and window): a cheap moment to drop windows long closed.
  if (count === 1) await pruneRateLimits({ db: options.db, now: options.now ?? new Date() });
  return { count, limited: count > options.limit.max, retryAfterSeconds };
};

/** No limit's window is longer than a day; older counters can never matter again. */
const PRUNE_AFTER_MS = 24 * 3_600_000;

export const pruneRateLimits = async (options: { db: Db; now: Date }): Promise<void> => {
  await options.db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, new Date(options.now.getTime() - PRUNE_AFTER_MS)));
};
