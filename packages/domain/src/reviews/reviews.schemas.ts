import { z } from 'zod';
import { intIn } from '../api/params.schemas';
import { REVIEW_LIST } from './reviews.constants';

/** `GET v3/properties/{id}/reviews`: newest first, 25 a page. */
export const ZPropertyReviewsQuery = z.object({
  'page[number]': intIn(1, REVIEW_LIST.pageNumberMax).default(1),
  'page[size]': intIn(1, REVIEW_LIST.pageSizeMax).default(REVIEW_LIST.pageSize),
});

/** A guest's review of a stay (docs/product/reviews.md#fields): stars out of 5, sub-ratings, comments, the host's reply. */
export const ZReview = z.object({
  id: z.string(),
  type: z.literal('review'),
  attributes: z.object({
    reviewedAt: z.string(),
    /** The booking's channel, for its portal logo (`portalOf`). */
    channel: z.string(),
    stay: z.object({ checkIn: z.string(), checkOut: z.string() }),
    /** `overall` and the named sub-ratings ('checkin' is shown 'Check-In'), each out of 5. */
    rating: z.object({ overall: z.number() }).catchall(z.number()),
    comments: z.object({
      comment: z.string().optional(),
      headline: z.string().optional(),
      positiveComment: z.string().optional(),
      negativeComment: z.string().optional(),
      /** Only with `review:read-private` (staff and admin); absent otherwise. */
      privateComment: z.string().optional(),
    }),
    hostResponse: z.object({ respondedAt: z.string().nullable(), response: z.string() }).nullable(),
  }),
});
export type TReview = z.infer<typeof ZReview>;

export const ZPropertyReviewsResponse = z.object({
  data: z.array(ZReview),
  meta: z.object({
    totalCount: z.number().int(),
    totalPages: z.number().int(),
    /** The mean of every review's overall rating, one decimal; null without reviews. */
    averageRating: z.number().nullable(),
  }),
});
export type TPropertyReviewsResponse = z.infer<typeof ZPropertyReviewsResponse>;
