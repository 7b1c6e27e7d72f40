import { channelLabel, REVIEW_STARS_MAX, subRatingLabel, type TReview } from '@hearth/domain/reviews';

/** The sub-ratings of a review in a steady order (as the portal lists them), each with its label ('Check-In'). */
const ORDER = ['cleanliness', 'accuracy', 'checkin', 'communication', 'location', 'value'];

export const subRatingsOf = (
  rating: TReview['attributes']['rating'],
): { key: string; label: string; value: number }[] =>
  Object.entries(rating)
    .filter(([key]) => key !== 'overall')
    .sort(([a], [b]) => {
      const ia = ORDER.indexOf(a);
      const ib = ORDER.indexOf(b);
      return (ia < 0 ? ORDER.length : ia) - (ib < 0 ? ORDER.length : ib) || a.localeCompare(b);
    })
    .map(([key, value]) => ({ key, label: subRatingLabel(key), value }));

/** A rating as read aloud and shown beside the stars: '4.5 out of 5'. */
export const ratingText = (value: number): string => `${Number(value.toFixed(1))} out of ${REVIEW_STARS_MAX}`;

/** The channel's name as people know it, the product's own channel by the product's name. */
export const channelName = (channel: string, productName: string): string =>
  channelLabel(channel).replace('{product}', productName);
