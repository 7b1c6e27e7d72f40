import type { TReservationListItem } from '@hearth/domain/bookings';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
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
import { ReservationsScreen } from './reservations-screen';

// The first render loads the session, the config and the list through the fake fetch: give a busy machine time.
configure({ asyncUtilTimeout: 4000 });

const PROPERTY_ID = '00000000-0000-4000-8000-000000000101';
const COMPANY_ID = '00000000-0000-4000-8000-000000000201';

type Booking = {
  id: string;
  /** `hidden`: the caller may not read it, so the answer leaves it out. */
  guest?: string | null | 'hidden';
  total?: number | 'hidden';
  code?: string;
  status?: TReservationListItem['attributes']['status'];
};

const booking = ({ id, guest = 'Ava Walker', total = 123_450, code, status = 'BOOKED' }: Booking) => {
  const item: TReservationListItem = {
    id,
    type: 'booking',
    attributes: {
      startDate: '2026-03-02',
      endDate: '2026-03-06',
      status,
      recordStatus: 'ACTIVE',
      longCode: code ?? `HX-${id.toUpperCase()}`,
      channel: 'airbnb',
      guest: { ...(guest === 'hidden' ? {} : { fullName: guest }), adults: 2, children: 0 },
      currency: 'AUD',
      ...(total === 'hidden' ? {} : { totalAmount: total }),
      bookedAt: '2026-01-10T01:00:00.000Z',
      cancelledAt: null,
      propertyId: PROPERTY_ID,
      property: { name: 'Hastings Street Beach House', code: 'NOO-014' },
      company: { id: COMPANY_ID, name: 'Coastal Stays' },
      guestEmail: guest && guest !== 'hidden' ? `${guest.split(' ')[0]?.toLowerCase()}@example.com` : null,
    },
  };
  return item;
};

const listReply = (rows: TReservationListItem[], meta: { totalCount?: number; countCapped?: boolean } = {}) => ({
  status: 200,
  body: {
    data: rows,
    meta: { totalCount: meta.totalCount ?? rows.length, totalPages: 1, countCapped: meta.countCapped ?? false },
  },
});

type Options = {
  roles?: string[];
  companyId?: string | null;
  path?: string;
  list?: (request: FakeRequest) => FakeReply | Promise<FakeReply>;
};

const renderScreen = ({
  roles = ['ROLE_ADMIN'],
  companyId = null,
  path = '/reservation-all',
  list = () => listReply([booking({ id: 'b1' })]),
}: Options = {}) => {
  const calls = mockFetch((request) => {
    const { pathname } = request.url;
    if (pathname === '/api/v1/public/config') return CONFIG_REPLY;
    if (pathname === '/api/v3/ping') return sessionReply({ roles, companyId });
    if (pathname === '/api/v3/bookings') return list(request);
    if (pathname === '/api/v3/search')
      return { status: 200, body: { data: [], meta: { totalCount: 0, totalPages: 0 } } };
    if (pathname === '/api/v3/companies')
      return { status: 200, body: { data: [], meta: { totalCount: 0, totalPages: 0 } } };
    return { status: 404 };
  });
  const Guard = () => (useSession().data ? <Outlet /> : <p>Checking</p>);
  const view = renderRoutes(
    [{ element: <Guard />, children: [{ path: '/reservation-all', element: <ReservationsScreen /> }] }],
    path,
    { env: 'test' },
  );
  const lists = () =>
    calls.filter((call) => call.url.pathname === '/api/v3/bookings').map((call) => call.url.searchParams);
  return { ...view, calls, lists, user: userEvent.setup() };
};

const openFilters = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByRole('button', { name: /^Filters/ }));
  return screen.findByRole('dialog', { name: 'Filters' });
};

// Drawers and the first render are slow under jsdom on a busy two-core machine.
describe('ReservationsScreen', { timeout: 30_000 }, () => {
  beforeEach(() => resetCsrfToken());

  it('searches for a guest once typing has paused, sends the trimmed text and shows the matching rows', async () => {
    const { user, lists, router } = renderScreen({
      list: ({ url }) =>
        url.searchParams.get('filterText') === 'Nguyen'
          ? listReply([booking({ id: 'b7', guest: 'Linh Nguyen', code: 'HX-NGUYEN' })])
          : listReply([booking({ id: 'b1' }), booking({ id: 'b2', guest: 'Ben Carter' })], { totalCount: 2 }),
    });
    expect(await screen.findByText('Ava Walker')).toBeInTheDocument();
    expect(screen.getByTestId('result-count')).toHaveTextContent('2 results');
    expect(screen.getByRole('heading', { level: 1, name: 'Reservations' })).toBeInTheDocument();
    expect(lists()[0]?.get('page[number]')).toBe('1');
    expect(lists()[0]?.get('page[size]')).toBe('25');
    expect(lists()[0]?.has('filterText')).toBe(false);

    await user.type(screen.getByRole('textbox', { name: 'Search reservations' }), '  Nguyen ');
    expect(await screen.findByText('Linh Nguyen')).toBeInTheDocument();
    expect(screen.queryByText('Ava Walker')).not.toBeInTheDocument();
    expect(screen.getByTestId('result-count')).toHaveTextContent('1 result');
    // One request after the pause, with the trimmed text; none for the keys typed before it.
    const searched = lists().filter((params) => params.has('filterText'));
    expect(searched.map((params) => params.get('filterText'))).toEqual(['Nguyen']);
    expect(router.state.location.search).toBe('?search=Nguyen');

    // The row leads to its booking; its pills, channel and total are there.
    const row = screen.getByRole('link', { name: 'HX-NGUYEN' }).closest('tr') as HTMLElement;
    expect(screen.getByRole('link', { name: 'HX-NGUYEN' })).toHaveAttribute('href', '/reservations/b7');
    expect(within(row).getByText('Booked')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(row).getByRole('img', { name: 'Airbnb logo' })).toBeInTheDocument();
    expect(within(row).getByText('A$1,234.50')).toBeInTheDocument();
    expect(within(row).getByText('linh@example.com')).toBeInTheDocument();
  });

  it('puts an applied filter in the address and the request, with its chip', async () => {
    const { user, lists, router } = renderScreen();
    await screen.findByText('Ava Walker');
    const drawer = await openFilters(user);
    // Text queries: role queries over the whole drawer are slow under jsdom. Each word is on one chip only.
    await user.click(within(drawer).getByText('Booked'));
    await user.click(within(drawer).getByText('Airbnb'));
    await user.click(within(drawer).getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(router.state.location.search).toBe('?statuses=BOOKED&channels=airbnb'));
    await waitFor(() => expect(lists().at(-1)?.get('filters[statuses]')).toBe('BOOKED'));
    expect(lists().at(-1)?.get('filters[channels]')).toBe('airbnb');
    expect(lists().at(-1)?.get('page[number]')).toBe('1');
    expect(screen.getByRole('button', { name: 'Remove Status: Booked' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Filters \(2\)/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Status: Booked' }));
    await waitFor(() => expect(router.state.location.search).toBe('?channels=airbnb'));
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('sorts by the latest check-in first, and the Check-in header toggles it', async () => {
    const { user, lists, router } = renderScreen();
    await screen.findByText('Ava Walker');
    expect(lists()[0]?.get('sort')).toBe('-checkIn');
    const checkIn = screen.getByRole('columnheader', { name: 'Check-in' });
    expect(checkIn).toHaveAttribute('aria-sort', 'descending');

    await user.click(within(checkIn).getByRole('button'));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=checkIn'));
    await waitFor(() => expect(lists().at(-1)?.get('sort')).toBe('checkIn'));
    expect(screen.getByRole('columnheader', { name: 'Check-in' })).toHaveAttribute('aria-sort', 'ascending');

    await user.click(within(screen.getByRole('columnheader', { name: 'Check-in' })).getByRole('button'));
    // The default order is left out of the address.
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('columnheader', { name: 'Check-in' })).toHaveAttribute('aria-sort', 'descending');
    expect(lists().map((params) => params.get('sort'))).toEqual(['-checkIn', 'checkIn']);

    await user.click(within(screen.getByRole('columnheader', { name: 'Total' })).getByRole('button'));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=total'));
  });

  it('exports the current search, filters and sort, without paging', async () => {
    renderScreen({
      path: `/reservation-all?search=walker&statuses=BOOKED,BLOCKED&checkInFrom=2026-03-01&checkInTo=2026-03-31&properties=${PROPERTY_ID}&sort=guest`,
    });
    await screen.findByText('Ava Walker');
    const href = screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href') ?? '';
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('download');
    const url = new URL(href, 'http://localhost');
    expect(url.pathname).toBe('/api/v3/bookings/export');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      filterText: 'walker',
      'filters[statuses]': 'BOOKED,BLOCKED',
      'filters[checkInFrom]': '2026-03-01',
      'filters[checkInTo]': '2026-03-31',
      'filters[properties]': PROPERTY_ID,
      sort: 'guest',
    });
    // The chips name the filters of the copied link, the property by the name the rows give it.
    expect(screen.getByRole('button', { name: 'Remove Status: Booked, Blocked' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Remove Check-in: Sun 1 Mar 2026 – Tue 31 Mar 2026' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Property: Hastings Street Beach House' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search reservations' })).toHaveValue('walker');
  });

  it('offers the company filter to an admin but not to a licensee, who cannot send one from a copied link', async () => {
    const admin = renderScreen();
    await screen.findByText('Ava Walker');
    let drawer = await openFilters(admin.user);
    expect(within(drawer).getByRole('combobox', { name: 'Property' })).toBeInTheDocument();
    expect(within(drawer).getByRole('combobox', { name: 'Company' })).toBeInTheDocument();
    admin.unmount();

    const licensee = renderScreen({
      roles: ['ROLE_LICENSEE'],
      companyId: COMPANY_ID,
      path: `/reservation-all?companies=${COMPANY_ID}`,
    });
    await screen.findByText('Ava Walker');
    expect(licensee.lists().every((params) => !params.has('filters[companies]'))).toBe(true);
    expect(screen.queryByRole('button', { name: /^Remove Company/ })).not.toBeInTheDocument();
    drawer = await openFilters(licensee.user);
    expect(within(drawer).getByRole('combobox', { name: 'Property' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('combobox', { name: 'Company' })).not.toBeInTheDocument();
  });

  it('leaves out the columns the answer does not carry, and says 1,000+ past the count cap', async () => {
    renderScreen({
      list: () =>
        listReply([booking({ id: 'b1', guest: 'hidden', total: 'hidden' })], { totalCount: 1_000, countCapped: true }),
    });
    await screen.findByRole('link', { name: 'HX-B1' });
    expect(screen.getByTestId('result-count')).toHaveTextContent('1,000+ results');
    expect(screen.queryByRole('columnheader', { name: 'Guest' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Total' })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Property' })).toBeInTheDocument();
  });

  it('says when nothing matches, and shows the error with Try again when the list cannot load', async () => {
    let fail = true;
    const { user } = renderScreen({
      list: () => (fail ? jsonApiError(503, 'BOOKINGS_DOWN', 'The list is resting') : listReply([])),
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not load reservations')).toBeInTheDocument();
    expect(within(alert).getByText('There was an error BOOKINGS_DOWN The list is resting')).toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No reservations match your search')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
