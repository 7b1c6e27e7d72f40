import { and, eq, gt, lt, sql } from 'drizzle-orm';
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

/** One more hit of the key's window, in one statement; with `belowMax` only while the count is under the limit. */
const countHit = (options: RateLimitCall, windowStart: Date, { belowMax }: { belowMax: boolean }) =>
  options.db
    .insert(rateLimits)
    .values({ key: options.key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
      ...(belowMax ? { setWhere: sql`${rateLimits.count} < ${options.limit.max}` } : {}),
    })
    .returning({ count: rateLimits.count });

/**
 * Fixed-window counters in the `rate_limits` table, so every API process behind a load balancer shares them.
 * Each call is one statement that counts and answers at once (INSERT ... ON CONFLICT DO UPDATE ... RETURNING),
 * atomic on PGlite and PostgreSQL alike: a read followed by a later write would let concurrent callers all
 * read the same count. `hitRateLimit` always counts and says whether the limit is passed.
 */
export const hitRateLimit = async (options: RateLimitCall): Promise<RateLimitState> => {
  const { start, retryAfterSeconds } = windowOf(options.limit, options.now ?? new Date());
  const [row] = await countHit(options, start, { belowMax: false });
  const count = row?.count ?? 1;
  // The first hit of a window is rare (once per key and window): a cheap moment to drop windows long closed.
  if (count === 1) await pruneRateLimits({ db: options.db, now: options.now ?? new Date() });
  return { count, limited: count > options.limit.max, retryAfterSeconds };
};

/** A place taken in one window of one key; `releaseRateLimit` gives it back. */
export type RateLimitReservation = { key: string; windowStart: Date };

/**
 * Takes one of the `max` places of the key's current window, or refuses without counting when none is left.
 * The row lock of ON CONFLICT DO UPDATE orders concurrent callers, and `count < max` is read after the lock, so
 * whatever the concurrency at most `max` reservations succeed per key and window. A refusal leaves the count
 * alone, so a caller hammering a closed key spends nothing of its other keys (see `reserveRateLimits`).
 */
export const reserveRateLimit = async (
  options: RateLimitCall,
): Promise<{ reservation: RateLimitReservation } | { limited: true; retryAfterSeconds: number }> => {
  const now = options.now ?? new Date();
  const { start, retryAfterSeconds } = windowOf(options.limit, now);
  const [row] = await countHit(options, start, { belowMax: true });
  if (!row) return { limited: true, retryAfterSeconds };
  if (row.count === 1) await pruneRateLimits({ db: options.db, now });
  return { reservation: { key: options.key, windowStart: start } };
};

/** Gives a reserved place back (the attempt turned out not to be a failure). */
export const releaseRateLimit = async (options: { db: Db; reservation: RateLimitReservation }): Promise<void> => {
  const { key, windowStart } = options.reservation;
  await options.db
    .update(rateLimits)
    .set({ count: sql`${rateLimits.count} - 1` })
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart), gt(rateLimits.count, 0)));
};

/** Forgets every window of a key (a success that wipes the slate for that key). */
export const clearRateLimit = async (options: { db: Db; key: string }): Promise<void> => {
  await options.db.delete(rateLimits).where(eq(rateLimits.key, options.key));
};

/**
 * Reserves a place in every limit, in order, or in none: at the first refusal the places already taken are given
 * back and that limit's wait is returned. Put the key most likely to be closed first, so that a refused caller
 * holds the others' places for as short a time as possible (a place held for a moment can only refuse someone
 * else too early, never let one more through).
 */
export const reserveRateLimits = async (options: {
  db: Db;
  limits: readonly { key: string; limit: RateLimit }[];
  now?: Date;
}): Promise<{ reservations: RateLimitReservation[] } | { limited: true; retryAfterSeconds: number }> => {
  const reservations: RateLimitReservation[] = [];
  for (const { key, limit } of options.limits) {
    const result = await reserveRateLimit({ db: options.db, key, limit, now: options.now });
    if ('limited' in result) {
      await Promise.all(reservations.map((reservation) => releaseRateLimit({ db: options.db, reservation })));
      return result;
    }
    reservations.push(result.reservation);
  }
  return { reservations };
};

/** No limit's window is longer than a day; older counters can never matter again. */
const PRUNE_AFTER_MS = 24 * 3_600_000;

export const pruneRateLimits = async (options: { db: Db; now: Date }): Promise<void> => {
  await options.db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, new Date(options.now.getTime() - PRUNE_AFTER_MS)));
};
