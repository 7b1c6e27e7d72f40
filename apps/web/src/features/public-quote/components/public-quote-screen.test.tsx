import type { TPublicSmartquote } from '@hearth/domain/smartquotes';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { testForecast } from '../../../components/smartquote-forecast/test-forecast';
import { MOBILE_QUERY } from '../../../lib/media';
import { CONFIG_REPLY, jsonApiError, mockFetch, type FakeReply } from '../../../test/fake-fetch';
import { renderRoutes } from '../../../test/render';
import { PublicQuoteScreen } from './public-quote-screen';

// Charts and the map are chunks of their own, loaded when first shown.
configure({ asyncUtilTimeout: 5000 });

const TOKEN = 'x'.repeat(43);

// A test that plays a phone puts the wide screen back after it.
let restore = () => {};
afterEach(() => {
  restore();
  restore = () => {};
});
const ATTRIBUTION = 'Listing data: Inside Airbnb (insideairbnb.com), CC BY 4.0.';

const publicQuote = (): TPublicSmartquote => ({
  data: {
    id: TOKEN,
    type: 'public-smartquote',
    attributes: {
      publishedAt: '2026-01-06T01:00:00.000Z',
      closeBy: '2026-02-27',
      company: { companyName: 'Coastal Stays', logoUrl: '/api/v1/files/logo.png?sig=1', brandColour: '#1f6f8b' },
      property: {
        fullAddress: '8 Ocean Pde, Coolum Beach, QLD, 4573, Australia',
        street: '8 Ocean Pde',
        city: 'Coolum Beach',
        postcode: '4573',
        state: 'QLD',
        country: 'Australia',
        latitude: -26.53,
        longitude: 153.09,
        beds: 3,
        baths: 2,
        carSpaces: 1,
        lockUpGarages: 0,
        propertyType: 'house',
        photoUrl: '/api/v1/files/photo.jpg?sig=2',
      },
      ownerName: 'Olive Owner',
      settings: {
        weeklyLtr: 60_000,
        ltrManagementFee: 7,
        setupFee: 120_000,
        managementFee: 20,
        segment: 'comfort',
        amenities: 'standard',
        occupancy: 'standard',
        pricing: 'standard',
        closeBy: '2026-02-27',
      },
      overview: { ...testForecast(), computedAt: '2026-01-05T01:00:00.000Z' },
      pdfUrl: `/api/public/smartquotes/${TOKEN}/pdf`,
    },
  },
});

const renderPublic = (reply: FakeReply) => {
  const calls = mockFetch((request) => {
    if (request.url.pathname === '/api/v1/public/config') return CONFIG_REPLY;
    if (request.url.pathname === `/api/public/smartquotes/${TOKEN}`) return reply;
    return { status: 404 };
  });
  renderRoutes([{ path: '/quote/:token', element: <PublicQuoteScreen /> }], `/quote/${TOKEN}`);
  return calls;
};

describe('the public quote page (issue 16 item 2)', () => {
  it("shows the partner's branding, the home, the forecast with its evidence and attribution, and the PDF", async () => {
    const calls = renderPublic({ status: 200, body: publicQuote() });
    expect(
      await screen.findByRole('heading', { level: 1, name: '8 Ocean Pde, Coolum Beach, QLD, 4573, Australia' }),
    ).toBeInTheDocument();
    // No session is asked for: the page is the quote and nothing of the signed-in app.
    expect(calls.map((call) => call.url.pathname)).not.toContain('/api/v3/ping');

    const header = screen.getByRole('banner');
    expect(within(header).getByText('Coastal Stays')).toBeInTheDocument();
    expect(within(header).getByRole('img', { name: 'Coastal Stays logo' })).toHaveAttribute(
      'src',
      '/api/v1/files/logo.png?sig=1',
    );
    expect(header).toHaveStyle({ backgroundColor: '#1f6f8b' });
    expect(
      screen.getByRole('img', { name: 'Photo of 8 Ocean Pde, Coolum Beach, QLD, 4573, Australia' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Short-stay rental forecast prepared for Olive Owner')).toBeInTheDocument();
    expect(screen.getByText('House · 3 bedrooms · 2 bathrooms · 1 car space')).toBeInTheDocument();
    expect(screen.getByText('This offer is open until Fri 27 Feb 2026.')).toBeInTheDocument();

    // The LTR comparison and the same figures as the overview.
    expect(screen.getByText(/short stay earns A\$17,540 \(70%\) more than long-term renting/)).toBeInTheDocument();
    const net = within(screen.getByRole('region', { name: 'Net revenue a year' }));
    expect(net.getByText('STR Median').nextElementSibling).toHaveTextContent('A$42,500');
    expect(screen.getByRole('table', { name: 'Comparable homes used' })).toBeInTheDocument();
    // The data's notice once on the page, with the evidence (issue 32 item 5).
    expect(screen.getAllByText(ATTRIBUTION)).toHaveLength(1);

    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      `/api/public/smartquotes/${TOKEN}/pdf`,
    );
  });

  it('says so honestly when a published quote has no forecast', async () => {
    const quote = publicQuote();
    quote.data.attributes.overview = null;
    renderPublic({ status: 200, body: quote });
    expect(
      await screen.findByText(
        'There are not enough comparable homes near this address to forecast its short-stay income.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Net revenue a year' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Download PDF' })).toBeInTheDocument();
  });

  it('fits a phone: one chart at a time, the notice once, and why short stay earns less', async () => {
    const wide = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...wide(query), matches: query === MOBILE_QUERY });
    restore = () => (window.matchMedia = wide);
    // Short stay earns less here: the page says why (issue 32 item 3).
    const quote = publicQuote();
    quote.data.attributes.overview = {
      ...testForecast({
        netRevenue: { ltr: 5_000_000, conservative: 2_000_000, strmedian: 4_000_000, optimal: 5_500_000 },
      }),
      computedAt: '2026-01-05T01:00:00.000Z',
    };
    renderPublic({ status: 200, body: quote });
    const user = userEvent.setup();
    const shown = await screen.findByRole('radiogroup', { name: 'Chart shown' });
    expect(within(shown).getByRole('radio', { name: 'Net revenue' })).toBeChecked();
    expect(screen.getByRole('region', { name: 'Net revenue a year' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Occupancy' })).toBeNull();
    await user.click(within(shown).getByText('Occupancy'));
    expect(await screen.findByRole('region', { name: 'Occupancy' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Net revenue a year' })).toBeNull();

    expect(screen.getByText(/short stay earns A\$10,000 \(20%\) less than long-term renting/)).toBeInTheDocument();
    expect(screen.getByTestId('ltr-gap')).toHaveTextContent(
      /^That is because of fees and costs: guests would pay about A\$59,000 a year, more than the rent, but the 20% management fee and A\$3,200 of costs take it below\.$/,
    );

    // The notice shows once: below the evidence while it is cut (the copy inside, cut off with the table, is the one
    // screen readers read), at its end once it is opened.
    const notices = screen.getAllByText(ATTRIBUTION);
    expect(notices).toHaveLength(2);
    expect(notices.filter((notice) => !notice.closest('[aria-hidden="true"]'))).toHaveLength(1);
    const more = screen.getByRole('button', { name: 'Show all the evidence' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(screen.getAllByText(ATTRIBUTION)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it("is a clear 'This quote is not available.' page for a token that names no published quote", async () => {
    renderPublic(jsonApiError(404, 'SMART_QUOTE_NOT_FOUND', 'This quote is not available.'));
    expect(await screen.findByRole('heading', { name: 'This quote is not available.' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download PDF' })).toBeNull();
  });

  it('offers to try again when the quote cannot be loaded for another reason', async () => {
    renderPublic(jsonApiError(503, 'UNAVAILABLE', 'Down for maintenance'));
    expect(await screen.findByRole('heading', { name: 'The quote could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
