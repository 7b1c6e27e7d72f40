import type { TReview } from '@hearth/domain/reviews';

/*
 * Made-up rows for the gallery's samples: nothing here is fetched or saved.
 */

export type SampleProperty = { id: string; name: string; status: string; nights: number };

export const SAMPLE_PROPERTIES: readonly SampleProperty[] = [
  { id: 'p1', name: 'Bayview Cottage', status: 'Active', nights: 212 },
  { id: 'p2', name: 'Harbour Loft', status: 'Onboarding', nights: 0 },
  { id: 'p3', name: 'Pine Ridge Cabin', status: 'Inactive', nights: 1_044 },
  { id: 'p4', name: 'Dune House', status: 'Active', nights: 87 },
];

export const SAMPLE_REVIEW: TReview = {
  id: 'rev_sample',
  type: 'review',
  attributes: {
    reviewedAt: '2026-01-20T02:30:00.000Z',
    channel: 'airbnb',
    stay: { checkIn: '2026-01-12', checkOut: '2026-01-16' },
    rating: { overall: 4.5, cleanliness: 5, accuracy: 4.5, checkin: 5, communication: 4, location: 5, value: 4 },
    comments: {
      headline: 'A calm week by the water',
      comment: 'Spotless, quiet and close to the beach. The welcome notes were thoughtful.',
      positiveComment: 'The view from the deck.',
      negativeComment: 'The driveway is steep for small cars.',
      privateComment: 'The shower head drips a little.',
    },
    hostResponse: { respondedAt: '2026-01-21T22:00:00.000Z', response: 'Thank you! The shower is fixed.' },
  },
};
