import type { TSmartquoteDocument, TSmartquoteForecast } from '@hearth/domain/smartquotes';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testForecast } from '../../../components/smartquote-forecast/test-forecast';
import { resetCsrfToken } from '../../../lib/api-client';
import { MOBILE_QUERY } from '../../../lib/media';
import { CONFIG_REPLY, jsonApiError, mockFetch, type FakeReply, type FakeRequest } from '../../../test/fake-fetch';
import { renderRoutes } from '../../../test/render';
import { SmartquoteOverviewScreen } from './smartquote-overview-screen';

// Charts, the map and the date picker are chunks of their own, loaded when first shown.
configure({ asyncUtilTimeout: 5000 });

const QUOTE_ID = '5b0f1c2e-3d4a-4b5c-8d6e-7f8091a2b3c4';
const PATH = `/smartquotes/${QUOTE_ID}/overview`;
const PUBLIC_URL = 'http://localhost:3000/quote/abc';

type Settings = TSmartquoteDocument['data']['attributes']['settings'];

const quoteDocument = ({
  status = 'published',
  settings = {},
  forecast = testForecast(),
}: {
  status?: 'draft' | 'published';
  settings?: Partial<Settings>;
  forecast?: TSmartquoteForecast | null;
} = {}): TSmartquoteDocument => ({
  data: {
    id: QUOTE_ID,
    type: 'smartquote',
    attributes: {
      status,
      createdBy: { name: 'Sam Staff' },
      createdAt: '2026-01-05T01:00:00.000Z',
      updatedAt: '2026-01-05T01:00:00.000Z',
      publishedAt: status === 'published' ? '2026-01-06T01:00:00.000Z' : null,
      publicUrl: status === 'published' ? PUBLIC_URL : null,
      company: {
        id: 'c1',
        companyName: 'Coastal Stays',
        photoUrl: null,
        isHouse: false,
        settings: { ltrManagementFee: 7, logoUrl: null, brandColour: null },
      },
      property: {
        fullAddress: '12 Boundary St, West End, QLD, 4101, Australia',
        street: '12 Boundary St',
        city: 'West End',
        postcode: '4101',
        state: 'QLD',
        country: 'Australia',
        latitude: -27.48,
        longitude: 153.01,
        beds: 2,
        baths: 1,
        carSpaces: 1,
        lockUpGarages: 0,
        propertyType: 'apartment',
        photoUrl: null,
      },
      owner: { firstName: 'Olive', lastName: 'Owner', phone: '0400 000 000', email: 'olive@x.test', address: 'Here' },
      settings: {
        weeklyLtr: 60_000,
        ltrManagementFee: 7,
        setupFee: 120_000,
        managementFee: 20,
        segment: 'comfort',
        amenities: 'standard',
        occupancy: 'standard',
        pricing: 'standard',
        closeBy: null,
        ...settings,
      },
      onboardedProperty: null,
      forecastError: null,
    },
  },
  ...(forecast
    ? {
        included: [
          {
            id: QUOTE_ID,
            type: 'overview' as const,
            attributes: { ...forecast, computedAt: '2026-01-05T01:00:00.000Z', accuracy: null },
          },
        ],
      }
    : {}),
});

type Handlers = {
  get?: () => FakeReply | Promise<FakeReply>;
  patch?: (request: FakeRequest) => FakeReply | Promise<FakeReply>;
  publish?: () => FakeReply;
};

const renderOverview = ({ get = () => ({ status: 200, body: quoteDocument() }), patch, publish }: Handlers = {}) => {
  resetCsrfToken();
  const calls = mockFetch((request) => {
    const { pathname } = request.url;
    if (pathname === '/api/v1/public/config') return CONFIG_REPLY;
    if (pathname === '/api/v1/public/csrf/') return { status: 200, body: { data: { csrfToken: 'token' } } };
    if (pathname === `/api/v3/smartquotes/${QUOTE_ID}` && request.method === 'GET') return get();
    if (pathname === `/api/v3/smartquotes/${QUOTE_ID}` && request.method === 'PATCH' && patch) return patch(request);
    if (pathname === `/api/v3/smartquotes/${QUOTE_ID}/publish` && publish) return publish();
    return { status: 404 };
  });
  renderRoutes([{ path: '/smartquotes/:id/overview', element: <SmartquoteOverviewScreen /> }], PATH, { env: 'test' });
  return { calls, user: userEvent.setup(), patches: () => calls.filter((call) => call.method === 'PATCH') };
};

/** A reply the test sends when it chooses: a save still in flight until then. */
const deferred = () => {
  let send: (reply: FakeReply) => void = () => {};
  const reply = new Promise<FakeReply>((resolve) => (send = resolve));
  return { reply, send };
};

const group = (name: string) => screen.getByRole('radiogroup', { name });
const option = (groupName: string, name: string) => within(group(groupName)).getByRole('radio', { name });
const loaded = () => screen.findByRole('heading', { name: '12 Boundary St, West End, QLD, 4101, Australia' });
const figure = (chart: string, label: string) =>
  within(screen.getByRole('region', { name: chart })).getByText(label).nextElementSibling?.textContent;

describe('SmartQuote overview (docs/product/smartquotes.md#screens, #states, #limits)', () => {
  it("shows the forecast under the spec's labels, in A$ whole dollars and rounded percent, with its evidence", async () => {
    renderOverview();
    await loaded();
    expect(figure('Net revenue a year', 'LTR')).toBe('A$24,960');
    expect(figure('Net revenue a year', 'Conservative')).toBe('A$31,000');
    expect(figure('Net revenue a year', 'STR Median')).toBe('A$42,500');
    expect(figure('Net revenue a year', 'Optimal')).toBe('A$55,124');
    expect(figure('Booking value a year', 'STR Median')).toBe('A$59,000');
    const rates = within(screen.getByRole('table', { name: 'Advertised nightly rate by season' }));
    expect(rates.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'Low120 nights',
      'Shoulder150 nights',
      'High Season95 nights',
    ]);
    expect(rates.getByRole('row', { name: /Shoulder/ })).toHaveTextContent('Shoulder150 nightsA$210A$170–A$260');
    const occupancy = within(screen.getByRole('table', { name: 'Occupancy by season' }));
    expect(occupancy.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Low', 'Mid', 'High']);
    expect(occupancy.getByRole('row', { name: /High/ })).toHaveTextContent('83%70%–90%');
    expect(
      screen.getByText(
        'In a median year short stay earns A$17,540 (70%) more than long-term renting: A$42,500 against A$24,960 a year.',
      ),
    ).toBeInTheDocument();

    // The evidence: how many, how near, when, from where, how; the comps nearest first; the data's notice once on the
    // page, with the evidence (issue 32 item 5).
    expect(
      screen.getByText(
        '2 comparable homes within 3 km, data from Wed 1 Jan 2025 to Wed 31 Dec 2025, sources: Inside Airbnb, Homes we manage.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/The median of the 2 nearest comparable homes/)).toBeInTheDocument();
    const comps = within(screen.getByRole('table', { name: 'Comparable homes used' })).getAllByRole('row');
    expect(comps.map((row) => row.textContent)).toEqual([
      'DistanceBedsBathsNightly rateOccupancySource',
      '420 m21A$18071%Inside Airbnb · Brisbane',
      '2.4 km32A$26064%A home we manage',
    ]);
    expect(screen.getAllByText('Listing data: Inside Airbnb (insideairbnb.com), CC BY 4.0.')).toHaveLength(1);

    // A published quote: 'View Quote' opens its public page in a new tab; 'Edit' goes back to the steps.
    const view = screen.getByRole('link', { name: 'View Quote' });
    expect(view).toHaveAttribute('href', PUBLIC_URL);
    expect(view).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/smartquotes/${QUOTE_ID}/address`);
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    // The settings as saved, not the defaults.
    expect(option('Occupancy', 'Standard')).toBeChecked();
    expect(option('Segment', 'Comfort')).toBeChecked();
  });

  it('shows the defaults before the settings load and ignores changes until they have', async () => {
    const { user, patches } = renderOverview({ get: () => new Promise<FakeReply>(() => {}) });
    expect(option('Occupancy', 'High')).toBeChecked();
    expect(option('Pricing', 'Standard')).toBeChecked();
    expect(option('Segment', 'Luxe')).toBeChecked();
    expect(option('Amenities', 'Extra')).toBeChecked();
    expect(screen.getByRole('button', { name: 'Close by' })).toHaveTextContent('No close-by date');
    await user.click(option('Pricing', 'High'));
    expect(option('Pricing', 'Standard')).toBeChecked();
    expect(patches()).toHaveLength(0);
  });

  it('saves a change at once, shows it updating, ignores changes meanwhile, then shows the new figures', async () => {
    const save = deferred();
    const { user, patches } = renderOverview({ patch: () => save.reply });
    await loaded();
    await user.click(option('Pricing', 'High'));
    expect(await screen.findByText('Updating…')).toBeInTheDocument();
    expect(option('Pricing', 'High')).toBeChecked();
    // A second change while the first saves does nothing.
    await user.click(option('Segment', 'Luxe'));
    expect(option('Segment', 'Comfort')).toBeChecked();
    expect(patches()).toHaveLength(1);
    expect(patches()[0]?.body).toEqual({ settings: { pricing: 'high' } });
    expect(patches()[0]?.url.searchParams.get('include')).toBe('overview');

    const higher = testForecast({
      netRevenue: { ltr: 2_496_049, conservative: 3_500_000, strmedian: 4_800_000, optimal: 6_000_000 },
    });
    save.send({ status: 200, body: quoteDocument({ settings: { pricing: 'high' }, forecast: higher }) });
    await waitFor(() => expect(screen.queryByText('Updating…')).toBeNull());
    expect(figure('Net revenue a year', 'STR Median')).toBe('A$48,000');
    expect(option('Pricing', 'High')).toBeChecked();
    // Free again: the next change saves.
    await user.click(option('Segment', 'Luxe'));
    await waitFor(() => expect(patches()).toHaveLength(2));
  });

  it("puts the control back and says 'Failed to save settings. Please try again.' when a save fails", async () => {
    const { user } = renderOverview({ patch: () => jsonApiError(500, 'INTERNAL', 'Something broke') });
    await loaded();
    await user.click(option('Occupancy', 'Low'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save settings. Please try again.');
    expect(option('Occupancy', 'Standard')).toBeChecked();
    expect(option('Occupancy', 'Low')).not.toBeChecked();
  });

  it('fits a phone: the fine-tuning opens on the settings in a line, its controls a tap away', async () => {
    const wide = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...wide(query), matches: query === MOBILE_QUERY });
    try {
      const { user } = renderOverview();
      await loaded();
      const panel = screen.getByRole('button', { name: 'Fine-tuning' });
      expect(panel).toHaveAttribute('aria-expanded', 'false');
      expect(screen.getByText('Standard occupancy · Standard pricing · Comfort · Standard')).toBeInTheDocument();
      expect(screen.queryByRole('radiogroup', { name: 'Occupancy' })).toBeNull();
      await user.click(panel);
      expect(panel).toHaveAttribute('aria-expanded', 'true');
      expect(await screen.findByRole('radiogroup', { name: 'Occupancy' })).toBeVisible();
      // One chart at a time, chosen above it.
      expect(
        within(screen.getByRole('radiogroup', { name: 'Chart shown' })).getByRole('radio', { name: 'Net revenue' }),
      ).toBeChecked();
    } finally {
      window.matchMedia = wide;
    }
  });

  it('says honestly when there is no forecast, and what to do', async () => {
    renderOverview({ get: () => ({ status: 200, body: quoteDocument({ forecast: null }) }) });
    await loaded();
    expect(screen.getByText('Not enough comparable homes near this address to forecast')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'edit the address' })).toHaveAttribute(
      'href',
      `/smartquotes/${QUOTE_ID}/address`,
    );
    expect(screen.queryByRole('region', { name: 'Net revenue a year' })).toBeNull();
  });

  it("publishes a draft, which then has 'View Quote'", async () => {
    let status: 'draft' | 'published' = 'draft';
    const { user, calls } = renderOverview({
      get: () => ({ status: 200, body: quoteDocument({ status }) }),
      publish: () => {
        status = 'published';
        return { status: 200, body: { data: quoteDocument().data } };
      },
    });
    await loaded();
    expect(screen.queryByRole('link', { name: 'View Quote' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('link', { name: 'View Quote' })).toHaveAttribute('href', PUBLIC_URL);
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url.pathname)).toEqual([
      `/api/v3/smartquotes/${QUOTE_ID}/publish`,
    ]);
    // The forecast stays on screen.
    expect(screen.getByRole('region', { name: 'Net revenue a year' })).toBeInTheDocument();
  });

  it('shows the publish rule when a draft is not complete', async () => {
    const { user } = renderOverview({
      get: () => ({ status: 200, body: quoteDocument({ status: 'draft' }) }),
      publish: () =>
        jsonApiError(
          409,
          'SMART_QUOTE_NOT_PUBLISHABLE',
          'A quote needs its address, rent, fees and owner before it is published.',
        ),
    });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A quote needs its address, rent, fees and owner before it is published.',
    );
  });

  it('is the 404 page for a quote out of reach', async () => {
    renderOverview({ get: () => jsonApiError(404, 'SMART_QUOTE_NOT_FOUND', 'No quote with that id.') });
    expect(await screen.findByText('The page you are looking for is unavailable')).toBeInTheDocument();
  });
});
