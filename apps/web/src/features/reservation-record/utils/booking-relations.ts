import { ZBookingCard, ZBookingNote, ZPayment, ZQuoteAttributes, type TBookingDocument } from '@hearth/domain/bookings';
import type { TReview } from '@hearth/domain/reviews';
import * as z from 'zod/mini';
import {
  includedOf,
  recordRelationsOf,
  type TBookingCard,
  type TBookingNote,
  type TPayment,
  type TQuoteItem,
} from './booking-record';

// The relations of the tabs after the overview. The domain's schemas are zod (not zod/mini), so this module loads
// with those tabs, not with the record's first paint.

const ZPaymentAttributes = ZPayment.omit({ id: true });
/** A message of the thread; `email` when it is a mail we sent the guest (docs/product/guest-mail.md#screens). */
const ZMessage = z.object({
  from: z.string(),
  body: z.string(),
  sentAt: z.string(),
  email: z.optional(
    z.nullable(z.object({ subject: z.string(), to: z.string(), status: z.string(), error: z.nullable(z.string()) })),
  ),
});
const ZBookingReview = z.object({
  reviewedAt: z.string(),
  rating: z.catchall(z.object({ overall: z.number() }), z.number()),
  comments: z.object({
    comment: z.optional(z.string()),
    headline: z.optional(z.string()),
    positiveComment: z.optional(z.string()),
    negativeComment: z.optional(z.string()),
    privateComment: z.optional(z.string()),
  }),
  hostResponse: z.nullable(z.object({ respondedAt: z.nullable(z.string()), response: z.string() })),
});

export type TMessage = z.output<typeof ZMessage> & { id: string };

/** The relations of a booking document, read and typed. */
export const relationsOf = (document: TBookingDocument) => {
  const payments: TPayment[] = includedOf(document, 'payment', ZPaymentAttributes).map(({ id, attributes }) => ({
    id,
    ...attributes,
  }));
  const notes: TBookingNote[] = includedOf(document, 'note', ZBookingNote).map(({ id, attributes }) => ({
    id,
    ...attributes,
  }));
  const messages: TMessage[] = includedOf(document, 'message', ZMessage).map(({ id, attributes }) => ({
    id,
    ...attributes,
  }));
  const cards: TBookingCard[] = includedOf(document, 'card', ZBookingCard).map(({ id, attributes }) => ({
    id,
    ...attributes,
  }));
  const quotes: TQuoteItem[] = includedOf(document, 'quote', ZQuoteAttributes);
  const [review] = includedOf(document, 'review', ZBookingReview);
  const a = document.data.attributes;
  // The shared review display reads the stay and channel from the review; a booking's review has them on the booking.
  const reviewDisplay: TReview | undefined = review
    ? {
        id: review.id,
        type: 'review',
        attributes: { ...review.attributes, channel: a.channel, stay: { checkIn: a.startDate, checkOut: a.endDate } },
      }
    : undefined;
  return {
    ...recordRelationsOf(document),
    payments,
    notes,
    messages,
    cards,
    quotes,
    review: reviewDisplay,
  };
};
