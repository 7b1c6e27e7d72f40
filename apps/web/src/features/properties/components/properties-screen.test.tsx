import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { PROPERTY_LIST } from '@hearth/domain/properties';
import { lazyPage } from '../../../lib/lazy-page';
import { describe, expect, it } from 'vitest';
import { useSession } from '../../../lib/auth';
import {
  CONFIG_REPLY,
  jsonApiError,
  mockFetch,
  sessionReply,
  type FakeReply,
  type FakeRequest,
} from '../../../test/fake-fetch';
import { renderRoutes } from '../../../test/render';
import { propertyItem, searchReply } from '../test/property-fixtures';
import { PropertiesScreen } from './properties-screen';

// The first render loads the session, the config and the list through the fake fetch: give a busy machine time.
configure({ asyncUtilTimeout: 4000 });

type Options = {
  roles?: string[];
  count?: number;
  search?: (request: FakeRequest) => FakeReply | Promise<FakeReply>;
  links?: FakeReply;
  /** Answers the Owner and Partner lookups (`GET v3/users`, `GET v3/companies`). */
  lookups?: (request: FakeRequest) => FakeReply;
  path?: string;
};

const renderScreen = ({
  roles = ['ROLE_ADMIN'],
  count = 12,
  search = () => searchReply([propertyItem({ name: 'Hastings Street Beach House' })]),
  links = { status: 200, body: { data: [{ title: 'Property Submission', url: 'https://forms.test/submit' }] } },
  lookups = () => ({ status: 404 }),
  path = '/properties',
}: Options = {}) => {
  const calls = mockFetch((request) => {
    const { pathname } = request.url;
    if (pathname === '/api/v1/public/config') return CONFIG_REPLY;
    if (pathname === '/api/v3/ping') return sessionReply({ roles, propertyStatus: { count, first: null } });
    if (pathname === '/api/v3/search') return search(request);
    if (pathname === '/api/v3/links') return links;
    if (pathname === '/api/v3/users' || pathname === '/api/v3/companies') return lookups(request);
    return { status: 404 };
  });
  const Guard = () => (useSession().data ? <Outlet /> : <p>Checking</p>);
  const view = renderRoutes(
    [{ element: <Guard />, children: [{ path: '/properties', element: <PropertiesScreen /> }] }],
    path,
  );
  const searches = () =>
    calls.filter((call) => call.url.pathname === '/api/v3/search').map((call) => call.url.searchParams);
  return { ...view, calls, searches, user: userEvent.setup() };
};

const PROPERTY_ID = '00000000-0000-4000-8000-000000000999';

const deferred = () => {
  let resolve: (reply: FakeReply) => void = () => {};
  const promise = new Promise<FakeReply>((done) => {
    resolve = done;
  });
  return { promise, resolve };
};

// Drawers and the first render are slow under jsdom on a busy two-core machine.
describe('PropertiesScreen list', { timeout: 20_000 }, () => {
  it('lists the first page with the default statuses and counts the results', async () => {
    const { searches } = renderScreen({
      search: () => searchReply([propertyItem({ name: 'Hastings Street Beach House' })], { totalCount: 1 }),
    });
    expect(await screen.findByRole('link', { name: 'Hastings Street Beach House' })).toBeInTheDocument();
    expect(screen.getByTestId('result-count')).toHaveTextContent('1 result');
    expect(document.title).toBe('Properties · Hearth');
    const [first] = searches();
    expect(first?.get('page[number]')).toBe('1');
    expect(first?.get('page[size]')).toBe('25');
    expect(first?.get('filters[type]')).toBe('property');
    expect(first?.get('filters[propertyStatuses]')).toBe('onboarding,active,offboarding');
    expect(first?.has('filters[query]')).toBe(false);
  });

  it("says 'N results' and 'No results found'", async () => {
    renderScreen({ search: () => searchReply([], { totalCount: 0 }) });
    expect(await screen.findByText('No results found')).toBeInTheDocument();
    expect(screen.getByTestId('result-count')).toHaveTextContent('0 results');
  });

  it('shows the spec error alert when the list cannot load', async () => {
    renderScreen({ search: () => jsonApiError(503, 'SEARCH_DOWN', 'The search is resting') });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not load properties')).toBeInTheDocument();
    expect(within(alert).getByText('There was an error SEARCH_DOWN The search is resting')).toBeInTheDocument();
  });

  it('searches 600 ms after typing stops, once, and never lets an older answer replace a newer one', async () => {
    const answers = new Map<string, ReturnType<typeof deferred>>();
    const { user, searches, router } = renderScreen({
      search: ({ url }) => {
        const query = url.searchParams.get('filters[query]');
        if (query === null) return searchReply([propertyItem({ name: 'Everything' })]);
        const answer = deferred();
        answers.set(query, answer);
        return answer.promise;
      },
    });
    await screen.findByRole('link', { name: 'Everything' });
    const box = screen.getByRole('textbox', { name: 'Search property' });

    await user.type(box, 'noo');
    await waitFor(() => expect(answers.has('noo')).toBe(true));
    await user.type(box, 'sa');
    await waitFor(() => expect(answers.has('noosa')).toBe(true));
    // One request per pause, none per keystroke.
    expect(searches().map((params) => params.get('filters[query]'))).toEqual([null, 'noo', 'noosa']);
    expect(router.state.location.search).toBe('?filterText=noosa');

    await act(async () => answers.get('noosa')?.resolve(searchReply([propertyItem({ name: 'Noosa Newer' })])));
    expect(await screen.findByRole('link', { name: 'Noosa Newer' })).toBeInTheDocument();
    await act(async () => answers.get('noo')?.resolve(searchReply([propertyItem({ name: 'Noo Older' })])));
    expect(screen.queryByRole('link', { name: 'Noo Older' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Noosa Newer' })).toBeInTheDocument();
  });

  it('drops a search still pending when the user opens a property: no filterText on the calendar address', async () => {
    mockFetch(({ url }) => {
      if (url.pathname === '/api/v1/public/config') return CONFIG_REPLY;
      if (url.pathname === '/api/v3/ping') return sessionReply({ roles: ['ROLE_ADMIN'] });
      if (url.pathname === '/api/v3/search')
        return searchReply([propertyItem({ id: PROPERTY_ID, name: 'Beach House' })]);
      return { status: 404 };
    });
    // The calendar chunk loads only when told: React Router keeps the list on screen (a transition) meanwhile.
    let loadCalendar: () => void = () => {};
    const chunk = new Promise<{ Calendar: () => ReactNode }>((resolve) => {
      loadCalendar = () => resolve({ Calendar: () => <p>Calendar</p> });
    });
    const Calendar = lazyPage(() => chunk, 'Calendar');
    const Guard = () => (useSession().data ? <Outlet /> : <p>Checking</p>);
    const { router } = renderRoutes(
      [
        {
          element: <Guard />,
          children: [
            { path: '/properties', element: <PropertiesScreen /> },
            { path: '/properties/:propertyId', element: <Calendar /> },
          ],
        },
      ],
      '/properties',
    );
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Search property' }), 'noosa');
    await user.click(screen.getByRole('link', { name: 'Beach House' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, PROPERTY_LIST.searchDebounceMs + 200)));
    await act(async () => loadCalendar());

    expect(await screen.findByText('Calendar')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/properties/${PROPERTY_ID}`);
    expect(router.state.location.search).toBe('');
  });

  it('reopens a copied address with its filters, sort and search', async () => {
    const { searches } = renderScreen({
      path: '/properties?filterText=beach&sort=-name&bedrooms=2&amenities=pool,nonsense&includeInactive=true',
    });
    await screen.findByRole('link', { name: 'Hastings Street Beach House' });
    expect(screen.getByRole('textbox', { name: 'Search property' })).toHaveValue('beach');
    expect(screen.getByRole('button', { name: 'Sort (1)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filter (2)' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Include Inactive' })).toBeChecked();
    const [params] = searches();
    expect(params?.get('filters[query]')).toBe('beach');
    expect(params?.get('sort')).toBe('-name');
    expect(params?.get('filters[bedrooms]')).toBe('2');
    expect(params?.get('filters[amenities]')).toBe('pool');
    expect(params?.get('filters[propertyStatuses]')).toBe('onboarding,active,offboarding,inactive');
  });

  it('writes an applied filter to the address and asks again from page 1', async () => {
    const { user, router, searches } = renderScreen();
    await screen.findByRole('link', { name: 'Hastings Street Beach House' });
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Apartment' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(router.state.location.search).toBe('?propertyTypes=apartment'));
    expect(await screen.findByRole('button', { name: 'Filter (1)' })).toBeInTheDocument();
    await waitFor(() => expect(searches()).toHaveLength(2));
    expect(searches()[1]?.get('filters[propertyTypes]')).toBe('apartment');
    expect(searches()[1]?.get('page[number]')).toBe('1');
  });

  it('names the owner of a copied link in the filter drawer, asking by id', async () => {
    const owner = '33333333-3333-4333-8333-333333333333';
    const { user, calls } = renderScreen({
      path: `/properties?owners=${owner}`,
      search: () => searchReply([], { totalCount: 0 }),
      lookups: ({ url }) =>
        url.pathname === '/api/v3/users' && url.searchParams.get('filters[ids]') === owner
          ? {
              status: 200,
              body: {
                data: [
                  { id: owner, type: 'users', attributes: { fullName: 'Nora Owner', role: 'ROLE_OWNER', roles: [] } },
                ],
                meta: { totalCount: 1, totalPages: 1 },
              },
            }
          : { status: 200, body: { data: [], meta: { totalCount: 0, totalPages: 0 } } },
    });
    await user.click(await screen.findByRole('button', { name: 'Filter (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter (1)' });
    expect(await within(dialog).findByText('Nora Owner')).toBeInTheDocument();
    expect(within(dialog).queryByText('Unknown')).not.toBeInTheDocument();
    const byId = calls.filter((call) => call.url.searchParams.has('filters[ids]'));
    expect(byId.map((call) => call.url.pathname)).toEqual(['/api/v3/users']);
    expect(byId[0]?.url.searchParams.get('filters[role]')).toBe('ROLE_OWNER');
  });
});

describe('PropertiesScreen per role', { timeout: 20_000 }, () => {
  it('gives staff the availability bar and Include Inactive', async () => {
    renderScreen({ roles: ['ROLE_STAFF'] });
    await screen.findByRole('link', { name: 'Hastings Street Beach House' });
    expect(screen.getByRole('region', { name: 'Availability search' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Include Inactive' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add New Property' })).not.toBeInTheDocument();
  });

  it('gives owners neither the availability bar nor Include Inactive', async () => {
    renderScreen({ roles: ['ROLE_OWNER'] });
    await screen.findByRole('link', { name: 'Hastings Street Beach House' });
    expect(screen.queryByRole('region', { name: 'Availability search' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Include Inactive' })).not.toBeInTheDocument();
  });

  it("gives licensees 'Add New Property', opening the submission link in a new tab", async () => {
    renderScreen({ roles: ['ROLE_LICENSEE'] });
    const add = await screen.findByRole('link', { name: 'Add New Property' });
    expect(add).toHaveAttribute('href', 'https://forms.test/submit');
    expect(add).toHaveAttribute('target', '_blank');
  });

  it("says 'Could not load links!' when the links cannot be read", async () => {
    renderScreen({ roles: ['ROLE_LICENSEE'], links: { status: 500 } });
    expect(await screen.findByText('Could not load links!')).toBeInTheDocument();
  });

  it('shows a user with no properties the empty state, but staff the list', async () => {
    renderScreen({ roles: ['ROLE_OWNER'], count: 0 });
    expect(await screen.findByText('No properties yet')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Search property' })).not.toBeInTheDocument();
  });

  it('shows staff the list even with zero properties', async () => {
    renderScreen({ roles: ['ROLE_STAFF'], count: 0 });
    expect(await screen.findByRole('textbox', { name: 'Search property' })).toBeInTheDocument();
  });
});

describe('Property card', { timeout: 20_000 }, () => {
  const photos = Array.from({ length: 7 }, (_, index) => ({ url: `/photos/${index}.jpg` }));

  it("opens the photos (count '6+') with Back, and no Edit Photo for a content creator", async () => {
    const { user } = renderScreen({
      roles: ['ROLE_CONTENT_CREATOR'],
      search: () => searchReply([propertyItem({ id: 'p1', name: 'Chalet', photos })]),
    });
    // Content creators open the property's details.
    expect(await screen.findByRole('link', { name: 'Chalet' })).toHaveAttribute(
      'href',
      '/properties/p1/details/the-property',
    );
    await user.click(screen.getByRole('button', { name: 'Photos 6+ of Chalet' }));
    const popup = await screen.findByRole('dialog', { name: 'Chalet: photos' });
    expect(within(popup).getAllByRole('img')).toHaveLength(7);
    // Spec 000 §6: only editors see Edit Photo (a content creator, staff or an admin does not).
    expect(within(popup).queryByRole('link', { name: 'Edit Photo' })).not.toBeInTheDocument();
    await user.click(within(popup).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it.each([['ROLE_PROPERTY_EDITOR'], ['ROLE_STAFF'], ['ROLE_ADMIN']])(
    'shows Edit Photo only to a property editor (%s)',
    async (role) => {
      const { user } = renderScreen({
        roles: [role],
        search: () => searchReply([propertyItem({ id: 'p1', name: 'Chalet', photos })]),
      });
      await user.click(await screen.findByRole('button', { name: 'Photos 6+ of Chalet' }));
      const popup = await screen.findByRole('dialog', { name: 'Chalet: photos' });
      const edit = within(popup).queryByRole('link', { name: 'Edit Photo' });
      if (role === 'ROLE_PROPERTY_EDITOR') expect(edit).toHaveAttribute('href', '/properties/p1/details/photos');
      else expect(edit).not.toBeInTheDocument();
    },
  );

  it('shows owners no Edit Photo, no risk and no tasks', async () => {
    const { user } = renderScreen({
      roles: ['ROLE_OWNER'],
      search: () =>
        searchReply([propertyItem({ id: 'p2', name: 'Loft', photos: photos.slice(0, 2), riskStatus: 'at-risk' })]),
    });
    expect(await screen.findByRole('link', { name: 'Loft' })).toHaveAttribute('href', '/properties/p2');
    expect(screen.queryByText('Airbnb at risk')).not.toBeInTheDocument();
    expect(screen.queryByText('Tasks')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Photos 2 of Loft' }));
    const popup = await screen.findByRole('dialog', { name: 'Loft: photos' });
    expect(within(popup).queryByRole('link', { name: 'Edit Photo' })).not.toBeInTheDocument();
  });

  it('shows the stay total in the currency of the property when dates are searched', async () => {
    renderScreen({
      path: '/properties?availableFrom=2036-12-12&availableTo=2036-12-15',
      search: () =>
        searchReply([propertyItem({ name: 'Chalet', currency: 'NZD', totalBookingAmount: 123_400 })], {
          minPrice: 100_000,
          maxPrice: 200_000,
          currency: 'NZD',
        }),
    });
    expect(await screen.findByText('N$1,234')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Show corporate rate' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Include Inactive' })).not.toBeInTheDocument();
  });

  it('opens a property of an availability search on its calendar with the stay and guests', async () => {
    renderScreen({
      roles: ['ROLE_STAFF'],
      path: '/properties?availableFrom=2036-12-12&availableTo=2036-12-15&adults=3&children=1',
      search: () => searchReply([propertyItem({ id: PROPERTY_ID, name: 'Chalet' })]),
    });
    expect(await screen.findByRole('link', { name: 'Chalet' })).toHaveAttribute(
      'href',
      `/properties/${PROPERTY_ID}?availableFrom=2036-12-12&availableTo=2036-12-15&adults=3&children=1`,
    );
  });

  it('opens a property without a searched stay on its calendar as it is', async () => {
    renderScreen({ search: () => searchReply([propertyItem({ id: PROPERTY_ID, name: 'Chalet' })]) });
    expect(await screen.findByRole('link', { name: 'Chalet' })).toHaveAttribute('href', `/properties/${PROPERTY_ID}`);
  });

  it('labels the price range with the currency of the matches', async () => {
    const { user } = renderScreen({
      path: '/properties?availableFrom=2036-12-12&availableTo=2036-12-15',
      search: () =>
        searchReply([propertyItem({ name: 'Chalet', currency: 'NZD', totalBookingAmount: 123_400 })], {
          minPrice: 100_000,
          maxPrice: 190_000,
          currency: 'NZD',
        }),
    });
    await screen.findByText('N$1,234');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter' });
    expect(within(dialog).getByRole('textbox', { name: 'Min price' })).toHaveValue('N$1,000');
    expect(within(dialog).getByRole('textbox', { name: 'Max price' })).toHaveValue('N$1,900');
    expect(within(dialog).getByText('N$1,300')).toBeInTheDocument();
  });

  it('says to choose a location when the matches are priced in both currencies', async () => {
    const { user } = renderScreen({
      path: '/properties?availableFrom=2036-12-12&availableTo=2036-12-15',
      search: () =>
        searchReply(
          [
            propertyItem({ name: 'Chalet', currency: 'NZD', totalBookingAmount: 123_400 }),
            propertyItem({ name: 'Beach Shack', currency: 'AUD', totalBookingAmount: 98_000 }),
          ],
          { minPrice: null, maxPrice: null, currency: null },
        ),
    });
    await screen.findByText('N$1,234');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter' });
    expect(
      within(dialog).getByText(
        'Choose a location to filter by price (stays in Australia and New Zealand are priced in different currencies).',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'Min price' })).not.toBeInTheDocument();
  });

  it('says nothing of prices without a date range', async () => {
    const { user } = renderScreen();
    await screen.findByRole('link', { name: 'Hastings Street Beach House' });
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter' });
    await within(dialog).findByText('Property type');
    expect(within(dialog).queryByText(/Choose a location to filter by price/)).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'Min price' })).not.toBeInTheDocument();
  });
});
