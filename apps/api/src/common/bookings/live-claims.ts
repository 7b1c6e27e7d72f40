import { and, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import { propertyEvents } from '../../db/schema';

/*
 * A claim on nights is live while its hold has not lapsed: a firm claim (a booking, a blocking event with no expiry)
 * never lapses; a hold (a blocking event with an expiry) stops counting at its expiry instant, before the
 * expire-holds job marks the event expired and the trigger drops the claim (migrations 0008–0010). Every read of
 * taken nights uses these, so the rule is written once.
 */

/** A live claim of `stay_claims` aliased `alias`: firm, or a hold not yet lapsed. */
export const liveClaim = (alias: string): SQL =>
  sql`(${sql.raw(alias)}.expires_at is null or ${sql.raw(alias)}.expires_at > now())`;

/** The same rule on the event a claim comes from: not marked expired, and no expiry or one still ahead of `now`. */
export const liveEvent = (now: Date): SQL | undefined =>
  and(isNull(propertyEvents.expiredAt), or(isNull(propertyEvents.expiresAt), gt(propertyEvents.expiresAt, now)));

/** Whether an event row's hold has lapsed at `now` (marked expired, or its expiry instant has passed). */
export const hasLapsed = (row: { expiredAt: Date | null; expiresAt: Date | null }, now: Date): boolean =>
  row.expiredAt !== null || (row.expiresAt !== null && row.expiresAt <= now);
