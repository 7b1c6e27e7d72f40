import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import { MOBILE_QUERY } from '../../../lib/media';
import { useSession } from '../../../lib/auth';
import {
  CONFIG_REPLY,
  jsonApiError,
  mockFetch,
  sessionReply,
  type FakeReply,
  type FakeRequest,
  type UserFixture,
} from '../../../test/fake-fetch';
import { renderRoutes } from '../../../test/render';
import { currentMonthStart } from '../utils/statement-months';
import { page, statement } from './statements-fixtures';
import { StatementsScreen } from './statements-screen';

configure({ asyncUtilTimeout: 4000 });

const STAFF: UserFixture = { roles: ['ROLE_STAFF'] };
const OWNER_OF_TWO: UserFixture = { roles: ['ROLE_OWNER'], propertyStatus: { count: 2, first: 'p1' } };
const OWNER_OF_ONE: UserFixture = { roles: ['ROLE_OWNER'], propertyStatus: { count: 1, first: 'p1' } };
const LICENSEE: UserFixture = { roles: ['ROLE_LICENSEE'] };

const ROWS = [
  statement({ id: 's1', property: 'Hastings Retreat', owners: 3 }),
  statement({ id: 's2', property: 'Park House', owner: 'Peta Park', status: 'published', payout: -2_500 }),
];

const renderList = (
  user: UserFixture,
  list: (request: FakeRequest) => FakeReply | Promise<FakeReply> = () => page(ROWS),
  path = '/statements',
) => {
  resetCsrfToken();
  const calls = mockFetch((request) => {
    const { pathname } = request.url;
    if (pathname === '/api/v1/public/config') return CONFIG_REPLY;
    if (pathname === '/api/v3/ping') return sessionReply(user);
    if (pathname === '/api/v3/statements') return list(request);
    if (pathname === '/api/v3/statements/checks')
      return { status: 200, body: { data: [], meta: { month: request.url.searchParams.get('month'), count: 0 } } };
    return { status: 404 };
  });
  const Guard = () => (useSession().data ? <Outlet /> : <p>Checking</p>);
  const view = renderRoutes(
    [{ element: <Guard />, children: [{ path: '/statements', element: <StatementsScreen /> }] }],
    path,
    { env: 'test' },
  );
  const lists = () =>
    calls.filter((call) => call.url.pathname === '/api/v3/statements').map((call) => call.url.searchParams);
  return { ...view, lists, user: userEvent.setup() };
};

const headers = () => screen.getAllByRole('columnheader').map((th) => th.textContent);

describe('StatementsScreen', { timeout: 30_000 }, () => {
  beforeEach(() => resetCsrfToken());

  it('shows staff every column, the Month, Property and Owner sorts, and asks as docs/product/statements.md#calls says', async () => {
    const { lists } = renderList(LICENSEE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Statements' })).toBeInTheDocument();
    const row = (await screen.findByText('Hastings Retreat')).closest('tr') as HTMLElement;
    expect(headers()).toEqual(['Month', 'Property', 'Owner', 'Payout', 'Status', 'PDF']);
    for (const text of [
      'October 2026',
      'Hastings Retreat Street, Noosa Heads QLD 4567',
      'Olive Owner +2',
      'A$1,234.50',
      'Draft',
    ])
      expect(within(row).getByText(text)).toBeInTheDocument();
    const other = screen.getByText('Park House').closest('tr') as HTMLElement;
    expect(within(other).getByText('Peta Park')).toBeInTheDocument();
    expect(within(other).getByText('-A$25')).toBeInTheDocument();
    expect(within(other).getByText('Published')).toBeInTheDocument();

    const pdf = within(row).getByRole('link', { name: 'Download the statement for Hastings Retreat October 2026' });
    expect(pdf).toHaveAttribute('href', '/api/v3/statements/s1/pdf');
    expect(pdf).toHaveAttribute('target', '_blank');
    expect(pdf).toHaveAttribute('rel', 'noopener');

    // Default sort is date ascending, shown on the Month header.
    expect(screen.getByRole('columnheader', { name: 'Month' })).toHaveAttribute('aria-sort', 'ascending');
    for (const name of ['Property', 'Owner'])
      expect(within(screen.getByRole('columnheader', { name })).getByRole('button')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search by property, address or owner')).toBeInTheDocument();
    // Licensees list statements but do not generate them.
    expect(screen.queryByRole('button', { name: 'Generate statements' })).not.toBeInTheDocument();

    const first = lists()[0];
    expect(first?.get('include')).toBe('property,owners');
    expect(first?.get('page[size]')).toBe('25');
    expect(first?.get('page[number]')).toBe('1');
    expect(first?.get('sort')).toBe('date');
    expect(first?.has('search')).toBe(false);
    expect(first?.has('month')).toBe(false);
  });

  it('sorts by a header, descending with a second click, and keeps the sort in the address', async () => {
    const { user, lists, router } = renderList(LICENSEE);
    await screen.findByText('Hastings Retreat');
    await user.click(within(screen.getByRole('columnheader', { name: 'Owner' })).getByRole('button'));
    await waitFor(() => expect(lists().at(-1)?.get('sort')).toBe('owner'));
    expect(router.state.location.search).toBe('?sort=owner');
    // Back to the default, date ascending, which leaves the address plain.
    await user.click(within(screen.getByRole('columnheader', { name: 'Month' })).getByRole('button'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('columnheader', { name: 'Month' })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(screen.getByRole('columnheader', { name: 'Month' })).getByRole('button'));
    await waitFor(() => expect(lists().at(-1)?.get('sort')).toBe('-date'));
    expect(router.state.location.search).toBe('?sort=-date');
    expect(screen.getByRole('columnheader', { name: 'Month' })).toHaveAttribute('aria-sort', 'descending');
  });

  it('gives owners no Owner column and no property sort, even from a shared link', async () => {
    const { lists } = renderList(OWNER_OF_TWO, () => page(ROWS), '/statements?sort=-property');
    await screen.findByText('Hastings Retreat');
    expect(headers()).toEqual(['Month', 'Property', 'Payout', 'Status', 'PDF']);
    expect(within(screen.getByRole('columnheader', { name: 'Property' })).queryByRole('button')).toBeNull();
    expect(screen.queryByText('Olive Owner +2')).not.toBeInTheDocument();
    expect(lists().every((params) => params.get('sort') === 'date')).toBe(true);
    // More than one home: the search box shows.
    expect(screen.getByRole('textbox', { name: 'Search statements' })).toBeInTheDocument();
  });

  it('shows an owner with one property no search box', async () => {
    renderList(OWNER_OF_ONE);
    await screen.findByText('Hastings Retreat');
    expect(screen.queryByRole('textbox', { name: 'Search statements' })).not.toBeInTheDocument();
  });

  it('sends the search trimmed once typing stops, from page 1, and keeps it in the address', async () => {
    const { user, lists, router } = renderList(STAFF, ({ url }) =>
      url.searchParams.get('search') === 'Hastings' ? page([ROWS[0]!]) : page(ROWS),
    );
    await screen.findByText('Park House');
    await user.type(screen.getByRole('textbox', { name: 'Search statements' }), '  Hastings  ');
    await waitFor(() => expect(screen.queryByText('Park House')).not.toBeInTheDocument());
    const searched = lists().filter((params) => params.has('search'));
    // One call after the debounce, never one per key.
    expect(searched.map((params) => params.get('search'))).toEqual(['Hastings']);
    expect(searched[0]?.get('page[number]')).toBe('1');
    expect(router.state.location.search).toBe('?search=Hastings');
  });

  it('puts the picked month into the request as month and year, and offers no month after the current one', async () => {
    const { user, lists, router } = renderList(STAFF);
    await screen.findByText('Park House');
    const picker = await screen.findByRole('button', { name: 'Statement month' });
    await waitFor(() => expect(picker).toBeEnabled());
    await user.click(picker);
    const dialog = await screen.findByRole('dialog');
    const start = new Date(`${currentMonthStart()}T00:00:00Z`);
    const next = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
    const name = (date: Date) =>
      new Intl.DateTimeFormat('en-AU', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
    // December has no later month in the same year's grid.
    if (next.getUTCFullYear() === start.getUTCFullYear())
      expect(within(dialog).getByRole('button', { name: name(next) })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: name(start) }));
    const month = currentMonthStart().slice(0, 7);
    await waitFor(() => expect(lists().at(-1)?.get('month')).toBe(String(Number(month.slice(5)))));
    expect(lists().at(-1)?.get('year')).toBe(month.slice(0, 4));
    expect(router.state.location.search).toBe(`?month=${month}`);
  });

  it('shows phones a card a statement instead of the table', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === MOBILE_QUERY,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }));
    renderList(STAFF);
    const cards = await screen.findByRole('list', { name: 'Statements' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = within(cards).getAllByRole('listitem')[1] as HTMLElement;
    for (const text of ['October 2026', 'Park House', 'Payout -A$25', 'Published'])
      expect(within(card).getByText(text)).toBeInTheDocument();
    expect(
      within(card).getByRole('link', { name: 'Download the statement for Park House October 2026' }),
    ).toBeInTheDocument();
  });

  it('reads the month from the address on a reload', async () => {
    const { lists } = renderList(STAFF, () => page(ROWS), '/statements?month=2026-03&search=Park');
    await screen.findByText('Park House');
    expect(lists()[0]?.get('month')).toBe('3');
    expect(lists()[0]?.get('year')).toBe('2026');
    expect(lists()[0]?.get('search')).toBe('Park');
  });

  it('says when there are no statements yet', async () => {
    renderList(STAFF, () => page([]));
    expect(await screen.findByText('There are no statements yet')).toBeInTheDocument();
  });

  it('says when none match the search or the month', async () => {
    renderList(STAFF, () => page([]), '/statements?month=2026-03');
    expect(await screen.findByText('There are no statements matching your search')).toBeInTheDocument();
  });

  it('shows a load error with Try again, which asks again', async () => {
    let answer: FakeReply = jsonApiError(500, 'INTERNAL', 'Something broke');
    const { user, lists } = renderList(STAFF, () => answer);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not load statements')).toBeInTheDocument();
    answer = page(ROWS);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Park House')).toBeInTheDocument();
    expect(lists()).toHaveLength(2);
  });

  it('asks for the next page when the end marker is half in view and 25 rows came, and not after a short page', async () => {
    // The browser's observer, reporting the marker in view at once; the screen's own code runs as it is.
    const thresholds: unknown[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(
          private readonly callback: (entries: { isIntersecting: boolean; target: Element }[]) => void,
          options: { threshold?: number },
        ) {
          thresholds.push(options.threshold);
        }
        observe(target: Element) {
          this.callback([{ isIntersecting: true, target }]);
        }
        disconnect() {}
      },
    );
    const full = Array.from({ length: 25 }, (_, index) => statement({ id: `f${index}`, property: `Home ${index}` }));
    const { lists } = renderList(STAFF, ({ url }) =>
      url.searchParams.get('page[number]') === '2'
        ? page([statement({ id: 'last', property: 'Last Home' })], 3)
        : page(full, 3),
    );
    expect(await screen.findByText('Last Home')).toBeInTheDocument();
    expect(thresholds).toContain(0.5);
    // Page 2 brought one row: fewer than 25, so page 3 is not asked for though the total says 3.
    expect(lists().map((params) => params.get('page[number]'))).toEqual(['1', '2']);
  });
});
