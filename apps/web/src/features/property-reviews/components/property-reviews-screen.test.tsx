import { REVIEW_TEXT, type TPropertyReviewsResponse, type TReview } from '@hearth/domain/reviews';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useSession } from '../../../lib/auth';
import { CONFIG_REPLY, mockFetch, sessionReply, type FakeReply } from '../../../test/fake-fetch';
import { renderRoutes } from '../../../test/render';
import { PropertyReviewsScreen } from './property-reviews-screen';

configure({ asyncUtilTimeout: 4000 });

const PROPERTY_ID = '7d1e2f3a-4b5c-4d6e-8f7a-9b0c1d2e3f4a';
const BASE = `/api/v3/properties/${PROPERTY_ID}`;

const review = (id: string, overrides: Partial<TReview['attributes']> = {}): TReview => ({
  id,
  type: 'review',
  attributes: {
    reviewedAt: '2026-03-04T02:00:00Z',
    channel: 'airbnb',
    stay: { checkIn: '2026-02-27', checkOut: '2026-03-01' },
    rating: { overall: 4.5, checkin: 5, cleanliness: 4 },
    comments: { headline: `Headline ${id}`, positiveComment: 'Lovely views', negativeComment: 'Steep driveway' },
    hostResponse: null,
    ...overrides,
  },
});

const page = (data: TReview[], totalPages = 1, totalCount = data.length): FakeReply => ({
  status: 200,
  body: { data, meta: { totalCount, totalPages, averageRating: 4.6 } } satisfies TPropertyReviewsResponse,
});

const renderReviews = (pages: (FakeReply | Promise<FakeReply>)[]) => {
  const calls = mockFetch(async ({ url }) => {
    const { pathname } = url;
    if (pathname === '/api/v1/public/config') return CONFIG_REPLY;
    if (pathname === '/api/v3/ping') return sessionReply({ roles: ['ROLE_STAFF'] });
    if (pathname === BASE) {
      return {
        status: 200,
        body: {
          data: {
            id: PROPERTY_ID,
            type: 'property',
            attributes: {
              name: 'Hastings Street Beach House',
              timezone: 'Australia/Brisbane',
              address: { full: '12 Hastings Street, Noosa Heads QLD 4567' },
              photos: [],
              primaryPhoto: null,
            },
          },
        },
      };
    }
    if (pathname === `${BASE}/reviews`) {
      const number = Number(url.searchParams.get('page[number]'));
      return (await pages[number - 1]) ?? { status: 404 };
    }
    return { status: 404 };
  });
  const Guard = () => (useSession().data ? <Outlet /> : <p>Checking</p>);
  renderRoutes(
    [
      {
        element: <Guard />,
        children: [{ path: '/properties/:propertyId/reviews', element: <PropertyReviewsScreen /> }],
      },
    ],
    `/properties/${PROPERTY_ID}/reviews`,
  );
  const reviewCalls = () => calls.filter((call) => call.url.pathname === `${BASE}/reviews`);
  return { reviewCalls, user: userEvent.setup() };
};

describe('PropertyReviewsScreen', { timeout: 20_000 }, () => {
  it('shows each review with its portal logo, stars, sub-ratings, comments and the host response', async () => {
    renderReviews([
      page([
        review('r1', {
          comments: {
            headline: 'Could not fault it',
            comment: 'Would stay again.',
            positiveComment: 'Lovely views',
            negativeComment: 'Steep driveway',
            privateComment: 'The oven needs a clean',
          },
          hostResponse: { respondedAt: '2026-03-06T01:00:00Z', response: 'Thanks for staying!' },
        }),
        review('r2', { channel: 'booking-com', reviewedAt: '2026-02-10T02:00:00Z' }),
      ]),
    ]);
    const first = await screen.findByRole('article', { name: 'Review from Airbnb' });
    expect(within(first).getByRole('img', { name: 'Airbnb logo' })).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: '4.5 out of 5 stars' })).toBeInTheDocument();
    expect(within(first).getByRole('heading', { name: 'Could not fault it' })).toBeInTheDocument();
    expect(within(first).getByText('Check-In')).toBeInTheDocument();
    expect(within(first).getByText('Cleanliness')).toBeInTheDocument();
    expect(within(first).getByText('The oven needs a clean')).toBeInTheDocument();
    expect(within(first).getByText(`${REVIEW_TEXT.privateComment}:`, { exact: false })).toBeInTheDocument();
    expect(within(first).getByText('Thanks for staying!')).toBeInTheDocument();
    expect(within(first).getByText('Fri 6 Mar 2026')).toBeInTheDocument();
    expect(within(first).getByText('Wed 4 Mar 2026')).toBeInTheDocument();
    // A portal without a logo of its own shows the product's.
    const second = screen.getByRole('article', { name: 'Review from Booking.com' });
    expect(within(second).getByRole('img', { name: 'Hearth logo' })).toBeInTheDocument();
    expect(within(second).queryByText(REVIEW_TEXT.privateComment, { exact: false })).toBeNull();
    expect(screen.getByRole('img', { name: '4.6 out of 5 stars' })).toBeInTheDocument();
    expect(screen.getByText('2 reviews')).toBeInTheDocument();
  });

  it('loads the next page at the end of the list, newest first as the API sends them', async () => {
    const { reviewCalls, user } = renderReviews([
      page([review('r1'), review('r2')], 2, 3),
      page([review('r3', { channel: 'homeaway' })], 2, 3),
    ]);
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Show more reviews' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(screen.getByRole('img', { name: 'Vrbo logo' })).toBeInTheDocument();
    expect(reviewCalls().map((call) => call.url.searchParams.get('page[number]'))).toEqual(['1', '2']);
    expect(reviewCalls()[0]?.url.searchParams.get('page[size]')).toBe('25');
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).toBeNull();
  });

  it('shows a status while the reviews load', async () => {
    renderReviews([new Promise<FakeReply>(() => {})]);
    expect(await screen.findByRole('status', { name: 'Loading reviews' })).toBeInTheDocument();
  });

  it('says so when there are no reviews', async () => {
    renderReviews([page([])]);
    expect(await screen.findByText(REVIEW_TEXT.empty)).toBeInTheDocument();
  });
});
