import type { TSmartquoteResource } from '@hearth/domain/smartquotes';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import { CONFIG_REPLY, mockFetch, type FakeReply, type FakeRequest } from '../../../test/fake-fetch';
import { renderRoutes } from '../../../test/render';
import { SmartquotesScreen } from './smartquotes-screen';

configure({ asyncUtilTimeout: 4000 });

type QuoteFixture = {
  id: string;
  street: string;
  status?: 'draft' | 'published';
  forecastError?: number | null;
};

const quote = ({ id, street, status = 'draft', forecastError = null }: QuoteFixture): TSmartquoteResource => ({
  id,
  type: 'smartquote',
  attributes: {
    status,
    createdBy: { name: 'Sam Staff' },
    createdAt: '2026-03-01T23:30:00.000Z',
    updatedAt: '2026-03-01T23:30:00.000Z',
    publishedAt: status === 'published' ? '2026-03-02T01:00:00.000Z' : null,
    publicUrl: status === 'published' ? `https://hearth.test/quote/token-${id}` : null,
    company: {
      id: 'c1',
      companyName: 'Coastal Stays',
      photoUrl: null,
      isHouse: false,
      settings: { ltrManagementFee: 12, logoUrl: null, brandColour: null },
    },
    property: {
      fullAddress: `${street}, Noosa Heads, QLD, 4567, Australia`,
      street,
      city: 'Noosa Heads',
      postcode: '4567',
      state: 'QLD',
      country: 'Australia',
      latitude: null,
      longitude: null,
      beds: 3,
      baths: 2,
      carSpaces: 1,
      lockUpGarages: 0,
      propertyType: 'apartment',
      photoUrl: null,
    },
    owner: { firstName: null, lastName: null, phone: null, email: null, address: null },
    settings: {
      weeklyLtr: null,
      ltrManagementFee: null,
      setupFee: null,
      managementFee: null,
      segment: 'comfort',
      amenities: 'standard',
      occupancy: 'high',
      pricing: 'standard',
      closeBy: '2026-04-30',
    },
    onboardedProperty: null,
    forecastError,
  },
});

const page = (rows: TSmartquoteResource[], totalPages = 1): FakeReply => ({
  status: 200,
  body: { data: rows, meta: { totalCount: rows.length, totalPages } },
});

const renderList = (list: (request: FakeRequest) => FakeReply, path = '/smartquotes') => {
  const calls = mockFetch((request) => {
    if (request.url.pathname === '/api/v1/public/config') return CONFIG_REPLY;
    if (request.url.pathname === '/api/v3/smartquotes') return list(request);
    return { status: 404 };
  });
  const view = renderRoutes([{ path: '/smartquotes', element: <SmartquotesScreen /> }], path, { env: 'test' });
  const lists = () =>
    calls.filter((call) => call.url.pathname === '/api/v3/smartquotes').map((call) => call.url.searchParams);
  return { ...view, lists, user: userEvent.setup() };
};

describe('SmartquotesScreen', { timeout: 30_000 }, () => {
  beforeEach(() => resetCsrfToken());

  it('lists the quotes in the spec’s columns, with the create button and the search box', async () => {
    const { lists } = renderList(() =>
      page([
        quote({ id: 'q1', street: '3/21 Hastings Street' }),
        quote({ id: 'q2', street: '9 Park Road', status: 'published' }),
      ]),
    );
    expect(await screen.findByText('3/21 Hastings Street')).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual([
      'Address',
      'Suburb',
      'Type',
      'Created on',
      'Close by',
      'Created by',
      'Company',
      'Status',
      'Actions',
    ]);
    const row = screen.getByText('3/21 Hastings Street').closest('tr') as HTMLElement;
    // Created at 23:30 UTC on 1 March is 2 March in Sydney.
    for (const text of [
      'Noosa Heads',
      'Apartment',
      'Mon 2 Mar 2026',
      'Thu 30 Apr 2026',
      'Sam Staff',
      'Coastal Stays',
      'Draft',
    ])
      expect(within(row).getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create New Quote' })).toHaveAttribute('href', '/smartquotes/new/company');
    expect(screen.getByPlaceholderText('Search quotes by address')).toBeInTheDocument();
    expect(lists()[0]?.get('page[number]')).toBe('1');
    expect(lists()[0]?.get('page[size]')).toBe('25');
    expect(lists()[0]?.has('sort')).toBe(false);
  });

  it('shows the view icon only on published quotes, opening the public page in a new tab; edit leads by status', async () => {
    renderList(() =>
      page([
        quote({ id: 'q1', street: '3/21 Hastings Street' }),
        quote({ id: 'q2', street: '9 Park Road', status: 'published' }),
      ]),
    );
    const draft = (await screen.findByText('3/21 Hastings Street')).closest('tr') as HTMLElement;
    const published = screen.getByText('9 Park Road').closest('tr') as HTMLElement;
    expect(within(draft).queryByRole('link', { name: /^View Quote/ })).not.toBeInTheDocument();
    const view = within(published).getByRole('link', { name: /^View Quote/ });
    expect(view).toHaveAttribute('href', 'https://hearth.test/quote/token-q2');
    expect(view).toHaveAttribute('target', '_blank');
    expect(within(draft).getByRole('link', { name: /^Edit quote/ })).toHaveAttribute('href', '/smartquotes/q1/address');
    expect(within(published).getByRole('link', { name: /^Edit quote/ })).toHaveAttribute(
      'href',
      '/smartquotes/q2/overview',
    );
  });

  it('searches by address from page 1, sorts by a header from page 1, and keeps both in the address', async () => {
    const { user, lists, router } = renderList(({ url }) =>
      url.searchParams.get('address') === 'Hastings'
        ? page([quote({ id: 'q1', street: '3/21 Hastings Street' })])
        : page([quote({ id: 'q1', street: '3/21 Hastings Street' }), quote({ id: 'q2', street: '9 Park Road' })], 3),
    );
    await screen.findByText('9 Park Road');
    await user.type(screen.getByRole('textbox', { name: 'Search quotes' }), 'Hastings');
    await waitFor(() => expect(screen.queryByText('9 Park Road')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('?search=Hastings');
    const searched = lists().filter((params) => params.has('address'));
    expect(searched.map((params) => [params.get('address'), params.get('page[number]')])).toEqual([['Hastings', '1']]);

    await user.click(within(screen.getByRole('columnheader', { name: 'Suburb' })).getByRole('button'));
    await waitFor(() => expect(router.state.location.search).toBe('?search=Hastings&sort=suburb'));
    await waitFor(() => expect(lists().at(-1)?.get('sort')).toBe('suburb'));
    expect(lists().at(-1)?.get('page[number]')).toBe('1');
    expect(screen.getByRole('columnheader', { name: 'Suburb' })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('adds the sortable forecast-error column when a listed quote has one', async () => {
    const { user, lists } = renderList(() =>
      page([
        quote({ id: 'q1', street: '3/21 Hastings Street', forecastError: 0.274 }),
        quote({ id: 'q2', street: '9 Park Road' }),
      ]),
    );
    await screen.findByText('27%');
    const header = screen.getByRole('columnheader', { name: 'Forecast error' });
    await user.click(within(header).getByRole('button'));
    await waitFor(() => expect(lists().at(-1)?.get('sort')).toBe('forecastError'));
  });

  it('opens a copied link with its search and sort', async () => {
    const { lists } = renderList(
      () => page([quote({ id: 'q1', street: '3/21 Hastings Street' })]),
      '/smartquotes?search=Noosa&sort=-createdAt',
    );
    await screen.findByText('3/21 Hastings Street');
    expect(lists()[0]?.get('address')).toBe('Noosa');
    expect(lists()[0]?.get('sort')).toBe('-createdAt');
    expect(screen.getByRole('textbox', { name: 'Search quotes' })).toHaveValue('Noosa');
    expect(screen.getByRole('columnheader', { name: 'Created on' })).toHaveAttribute('aria-sort', 'descending');
  });
});
