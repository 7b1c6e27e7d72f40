import { act, cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { PROPERTY_LIST } from '@hearth/domain/properties';
import { lazyPage } from '../../../lib/lazy-page';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MOBILE_QUERY } from '../../../lib/media';
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

  it("says '1,000+ results' when an availability search stopped counting", async () => {
    renderScreen({
      search: () =>
        searchReply([propertyItem({ name: 'Hastings Street Beach House' })], { totalCount: 1_000, countCapped: true }),
    });
    expect(await screen.findByRole('link', { name: 'Hastings Street Beach House' })).toBeInTheDocument();
    expect(screen.getByTestId('result-count')).toHaveTextContent('1,000+ results');
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
    expect(screen.queryByRole('link', { name: 'Add property' })).not.toBeInTheDocument();
  });

  it("gives staff 'Add property', the form in the same tab, and owners no way to add one", async () => {
    renderScreen({ roles: ['ROLE_STAFF'] });
    const add = await screen.findByRole('link', { name: 'Add property' });
    expect(add).toHaveAttribute('href', '/properties/new');
    expect(add).not.toHaveAttribute('target');
    cleanup();
    renderScreen({ roles: ['ROLE_OWNER'] });
    await screen.findByRole('link', { name: 'Hastings Street Beach House' });
    expect(screen.queryByRole('link', { name: 'Add property' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add New Property' })).not.toBeInTheDocument();
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
    // docs/product/properties.md#who-uses-it: only editors see Edit Photo (a content creator, staff or an admin does not).
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
    expect(await screen.findByText('NZ$1,234')).toBeInTheDocument();
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
    await screen.findByText('NZ$1,234');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter' });
    expect(within(dialog).getByRole('textbox', { name: 'Min price' })).toHaveValue('NZ$1,000');
    expect(within(dialog).getByRole('textbox', { name: 'Max price' })).toHaveValue('NZ$1,900');
    expect(within(dialog).getByText('NZ$1,300')).toBeInTheDocument();
  });

  it('offers the price filter per currency when the matches are priced in A$ and NZ$, and sends the currency', async () => {
    const { user, router, searches } = renderScreen({
      path: '/properties?availableFrom=2036-12-12&availableTo=2036-12-15',
      search: () =>
        searchReply(
          [
            propertyItem({ name: 'Chalet', currency: 'NZD', totalBookingAmount: 123_400 }),
            propertyItem({ name: 'Beach Shack', currency: 'AUD', totalBookingAmount: 98_000 }),
          ],
          {
            priceBounds: [
              { currency: 'AUD', minPrice: 98_000, maxPrice: 98_000 },
              { currency: 'NZD', minPrice: 100_000, maxPrice: 190_000 },
            ],
          },
        ),
    });
    await screen.findByText('NZ$1,234');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter' });
    expect(
      await within(dialog).findByText('Stays here are priced in A$ and NZ$: choose a currency to filter by price.'),
    ).toBeInTheDocument();
    const currency = within(dialog).getByRole('radiogroup', { name: 'Currency' });
    await user.click(within(currency).getByRole('radio', { name: 'NZ$' }));
    const min = within(dialog).getByRole('textbox', { name: 'Min price' });
    await user.clear(min);
    await user.type(min, '1200');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(router.state.location.search).toContain('minPrice=120000&currency=NZD'));
    await waitFor(() => expect(searches().at(-1)?.get('filters[currency]')).toBe('NZD'));
    expect(searches().at(-1)?.get('filters[minPrice]')).toBe('120000');
    expect(await screen.findByRole('button', { name: 'Filter (1)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Price: from NZ$1,200' })).toBeInTheDocument();
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

describe('PropertiesScreen for people who work in it all day', { timeout: 20_000 }, () => {
  afterEach(() => window.localStorage.clear());

  it('shows the applied filters as chips under the search box, each taken off with one click', async () => {
    const { user, router, searches } = renderScreen({ path: '/properties?bedrooms=2&amenities=pool,garden' });
    await screen.findByRole('link', { name: 'Hastings Street Beach House' });
    const chips = screen.getByRole('group', { name: 'Active filters' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['Bedrooms: 2', 'Amenities: Pool, Garden', 'Clear all']);

    await user.click(within(chips).getByRole('button', { name: 'Remove Bedrooms: 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?amenities=pool%2Cgarden'));
    await waitFor(() => expect(searches()).toHaveLength(2));
    expect(searches()[1]?.has('filters[bedrooms]')).toBe(false);
    expect(searches()[1]?.get('filters[amenities]')).toBe('pool,garden');
    expect(screen.getByRole('button', { name: 'Filter (1)' })).toBeInTheDocument();
    // The next chip takes the removed one's place, and the keyboard with it.
    expect(screen.getByRole('button', { name: 'Remove Amenities: Pool, Garden' })).toHaveFocus();
    // One chip left: no 'Clear all' beside it.
    expect(within(screen.getByRole('group', { name: 'Active filters' })).getAllByRole('button')).toHaveLength(1);
  });

  it("takes every filter off with the chips' 'Clear all', keeping the search text", async () => {
    const { user, router } = renderScreen({ path: '/properties?filterText=beach&bedrooms=2&amenities=pool' });
    await screen.findByRole('link', { name: 'Hastings Street Beach House' });
    const chips = screen.getByRole('group', { name: 'Active filters' });
    await user.click(within(chips).getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(router.state.location.search).toBe('?filterText=beach'));
    expect(screen.queryByRole('group', { name: 'Active filters' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filter' })).toBeInTheDocument();
  });

  it("offers 'Clear all' where nothing is found, taking off the filters and the search text", async () => {
    const { user, router } = renderScreen({
      path: '/properties?filterText=zebra&bedrooms=2&propertyTypes=apartment',
      search: ({ url }) =>
        url.searchParams.has('filters[query]')
          ? searchReply([], { totalCount: 0 })
          : searchReply([propertyItem({ name: 'Everything' })]),
    });
    expect(await screen.findByText('No results found')).toBeInTheDocument();
    // One 'Clear all' on screen: the empty state's.
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(await screen.findByRole('link', { name: 'Everything' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('textbox', { name: 'Search property' })).toHaveValue('');
    expect(screen.queryByRole('group', { name: 'Active filters' })).not.toBeInTheDocument();
  });

  it('says nothing more than the spec where nothing narrows the list', async () => {
    renderScreen({ search: () => searchReply([], { totalCount: 0 }) });
    expect(await screen.findByText('No results found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear all' })).not.toBeInTheDocument();
  });

  it('shows a table beside the cards, sorted from its headers, and remembers the choice per user', async () => {
    const rows = [
      propertyItem({ name: 'Chalet', details: { ...propertyItem().attributes.details, bedrooms: 5 } }),
      propertyItem({ name: 'Loft' }),
    ];
    const first = renderScreen({ search: () => searchReply(rows) });
    await screen.findByRole('link', { name: 'Chalet' });
    const view = screen.getByRole('group', { name: 'View' });
    expect(within(view).getByRole('button', { name: 'Cards' })).toHaveAttribute('aria-pressed', 'true');
    await first.user.click(within(view).getByRole('button', { name: 'Table' }));

    const table = await screen.findByRole('table', { name: 'Properties' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('link', { name: 'Chalet' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(window.localStorage.getItem('hearth:properties:view:u1')).toBe('table');

    // A header sorts with the sort drawer's values: ascending, then descending (the list asks again from page 1).
    await first.user.click(within(table).getByRole('button', { name: 'Beds' }));
    await waitFor(() => expect(first.router.state.location.search).toBe('?sort=bedrooms'));
    const sorted = await screen.findByRole('table', { name: 'Properties' });
    await first.user.click(within(sorted).getByRole('button', { name: 'Beds' }));
    await waitFor(() => expect(first.router.state.location.search).toBe('?sort=-bedrooms'));
    expect(
      within(await screen.findByRole('table', { name: 'Properties' })).getByRole('columnheader', { name: 'Beds' }),
    ).toHaveAttribute('aria-sort', 'descending');
    expect(first.searches().at(-1)?.get('sort')).toBe('-bedrooms');
    expect(screen.getByRole('button', { name: 'Sort (1)' })).toBeInTheDocument();
    first.unmount();

    // The same user comes back: the table. Another user on this browser: the cards.
    renderScreen({ search: () => searchReply(rows) });
    expect(await screen.findByRole('table', { name: 'Properties' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
    cleanup();
    window.localStorage.setItem('hearth:properties:view:someone-else', 'table');
    window.localStorage.removeItem('hearth:properties:view:u1');
    renderScreen({ search: () => searchReply(rows) });
    expect(await screen.findAllByRole('article')).toHaveLength(2);
  });

  it('hides the columns a role is not shown: no tasks for owners, no partner for licensees', async () => {
    window.localStorage.setItem('hearth:properties:view:u1', 'table');
    renderScreen({ roles: ['ROLE_OWNER'] });
    const table = await screen.findByRole('table', { name: 'Properties' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toContain('Partner');
    expect(headers).not.toContain('Tasks');
    cleanup();
    renderScreen({ roles: ['ROLE_LICENSEE'] });
    const licensee = await screen.findByRole('table', { name: 'Properties' });
    const theirs = within(licensee)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(theirs).toContain('Tasks');
    expect(theirs).not.toContain('Partner');
  });
});

describe('PropertiesScreen on a phone (390 px)', { timeout: 20_000 }, () => {
  const onPhone = () =>
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query === MOBILE_QUERY,
          media: query,
          onchange: null,
          addListener: () => {},
          removeListener: () => {},
          addEventListener: () => {},
          removeEventListener: () => {},
          dispatchEvent: () => false,
        }) as MediaQueryList,
    );

  it('folds the availability bar into one line that opens the whole bar', async () => {
    onPhone();
    const { user } = renderScreen({
      roles: ['ROLE_STAFF'],
      path: '/properties?availableFrom=2036-12-12&availableTo=2036-12-15&adults=2&children=1',
    });
    await screen.findByRole('link', { name: 'Hastings Street Beach House' });
    const bar = screen.getByRole('region', { name: 'Availability search' });
    const summary = within(bar).getByRole('button', {
      name: 'Availability search: Anywhere · 12 Dec – 15 Dec · 3 guests',
    });
    expect(summary).toHaveAttribute('aria-expanded', 'false');
    expect(within(bar).queryByRole('button', { name: 'Search' })).not.toBeInTheDocument();

    await user.click(summary);
    expect(summary).toHaveAttribute('aria-expanded', 'true');
    expect(within(bar).getByRole('button', { name: 'Search' })).toBeInTheDocument();
    expect(await within(bar).findByRole('button', { name: 'Check-in' })).toHaveTextContent('Fri 12 Dec 2036');
    // Phones get the cards: no table to choose.
    expect(screen.queryByRole('group', { name: 'View' })).not.toBeInTheDocument();
  });

  it('shows the cards on a phone even to someone who chose the table', async () => {
    onPhone();
    window.localStorage.setItem('hearth:properties:view:u1', 'table');
    renderScreen();
    expect(await screen.findAllByRole('article')).toHaveLength(1);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    window.localStorage.clear();
  });
});
