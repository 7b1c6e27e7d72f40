import { avg, count, desc, eq } from 'drizzle-orm';
import { can, type TPropertyReviewsResponse } from '@hearth/domain';
import type { Db } from '../../db/client';
import { bookingReviews, bookings } from '../../db/schema';
import type { SessionUser } from '../../types';
import { findInScope } from '../../access/find-in-scope';
import { scopeCallerOf } from '../../access/scope';
import { presentReviews } from './reviews.presenter';

/**
 * `GET v3/properties/{id}/reviews`: the guests' reviews of the property's stays, newest first, each with its
 * booking's channel (its portal logo), and the mean overall rating of them all.
 */
export const findPropertyReviews = async (options: {
  db: Db;
  caller: SessionUser;
  propertyId: string;
  page: { number: number; size: number };
}): Promise<TPropertyReviewsResponse> => {
  const { db, page } = options;
  const caller = scopeCallerOf(options.caller);
  const { row: property } = await findInScope(db, caller, 'property', options.propertyId);
  const ofProperty = eq(bookings.propertyId, property.id);
  const [[totals], rows] = await Promise.all([
    db
      .select({ n: count(), average: avg(bookingReviews.rating) })
      .from(bookingReviews)
      .innerJoin(bookings, eq(bookings.id, bookingReviews.bookingId))
      .where(ofProperty),
    db
      .select({
        review: bookingReviews,
        channel: bookings.channel,
        checkIn: bookings.checkIn,
        checkOut: bookings.checkOut,
      })
      .from(bookingReviews)
      .innerJoin(bookings, eq(bookings.id, bookingReviews.bookingId))
      .where(ofProperty)
      .orderBy(desc(bookingReviews.reviewedAt), desc(bookingReviews.bookingId))
      .limit(page.size)
      .offset((page.number - 1) * page.size),
  ]);
  const seesPrivate = can(caller, 'review:read-private');
  const totalCount = totals?.n ?? 0;
  const average = totals?.average === null || totals?.average === undefined ? null : Number(totals.average);
  return presentReviews(
    rows.map((r) => ({ ...r.review, channel: r.channel, checkIn: r.checkIn, checkOut: r.checkOut })),
    seesPrivate,
    {
      totalCount,
      totalPages: Math.ceil(totalCount / page.size),
      averageRating: average === null ? null : Math.round(average * 10) / 10,
    },
  );
};
