import type { TPropertyReviewsResponse, TReview } from '@hearth/domain';
import type { bookingReviews } from '../../db/schema';
import { only } from '../../common/bookings/booking-fields';

/** A review with what it shows of its booking. */
type ReviewRow = typeof bookingReviews.$inferSelect & {
  channel: string;
  checkIn: string;
  checkOut: string;
};

/** Whitelists a review: the private comment only with `review:read-private` (staff and admin), else absent. */
const presentReview = (r: ReviewRow, seesPrivate: boolean): TReview => {
  const { comment, headline, positiveComment, negativeComment, privateComment } = r.comments;
  const text = (value: string | undefined | null) => (value ? value : undefined);
  return {
    id: r.bookingId,
    type: 'review',
    attributes: {
      reviewedAt: r.reviewedAt.toISOString(),
      channel: r.channel,
      stay: { checkIn: r.checkIn, checkOut: r.checkOut },
      rating: { ...r.subRatings, overall: r.rating },
      comments: Object.fromEntries(
        Object.entries({
          comment: text(comment),
          headline: text(headline),
          positiveComment: text(positiveComment),
          negativeComment: text(negativeComment),
          ...only(seesPrivate, { privateComment: text(privateComment) }),
        }).filter(([, value]) => value !== undefined),
      ),
      hostResponse: r.response ? { respondedAt: r.respondedAt?.toISOString() ?? null, response: r.response } : null,
    },
  };
};

/** A page of a property's reviews, with their count, pages and mean overall rating. */
export const presentReviews = (
  rows: readonly ReviewRow[],
  seesPrivate: boolean,
  meta: TPropertyReviewsResponse['meta'],
): TPropertyReviewsResponse => ({
  data: rows.map((row) => presentReview(row, seesPrivate)),
  meta,
});
