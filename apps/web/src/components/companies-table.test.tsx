import { COMPANY_MESSAGES } from '@hearth/domain/companies';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useCompanyList } from '../api/companies/get-company-list';
import { CONFIG_REPLY, jsonApiError, mockFetch, type FakeReply } from '../test/fake-fetch';
import { renderRoutes } from '../test/render';
import { CompaniesTable, useCompanyListAddress } from './companies-table';

const company = (id: string, companyName: string, numberOfProperties: number) => ({
  id,
  type: 'company',
  attributes: {
    companyId: id,
    companyName,
    partnerType: 'Franchise - Licensee',
    address: { street: null, city: null, state: 'NSW', postcode: null, country: null },
    cxManager: { firstName: 'Casey', lastName: 'Manager', email: 'casey@hearth.test' },
    mainContact: null,
    numberOfProperties,
    settings: { logoUrl: null, brandColour: null, ltrManagementFee: null },
    canUpdate: false,
  },
});

/** The table as a screen uses it: its address, its query, the table. */
const Harness = () => {
  const [address, setAddress] = useCompanyListAddress();
  const list = useCompanyList(address.search, address.sort);
  return <CompaniesTable address={address} setAddress={setAddress} list={list} />;
};

const renderTable = (reply: (search: string | null) => FakeReply, path = '/users/companies') => {
  const calls = mockFetch(({ url }) => {
    if (url.pathname === '/api/v1/public/config') return CONFIG_REPLY;
    if (url.pathname === '/api/v3/companies') return reply(url.searchParams.get('search'));
    return { status: 404 };
  });
  const view = renderRoutes([{ path: '/users/companies', element: <Harness /> }], path, { env: 'test' });
  return { ...view, calls, user: userEvent.setup() };
};

const listReply = (data: unknown[]): FakeReply => ({
  status: 200,
  body: { data, meta: { totalCount: data.length, totalPages: 1 } },
});

describe('CompaniesTable', () => {
  it('lists companies with their CX manager and sorts by a header, descending on the second click', async () => {
    const { user, router, calls } = renderTable(() =>
      listReply([company('c1', 'Coastal Stays', 12), company('c2', 'Alpine Lodges', 3)]),
    );
    const link = await screen.findByRole('link', { name: 'Coastal Stays' });
    expect(link).toHaveAttribute('href', '/company/c1');
    expect(screen.getAllByText('Casey Manager')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Edit Alpine Lodges' })).toHaveAttribute('href', '/company/c2');

    const properties = screen.getByRole('button', { name: 'Properties' });
    await user.click(properties);
    await waitFor(() => expect(router.state.location.search).toBe('?sort=properties'));
    await user.click(properties);
    await waitFor(() => expect(router.state.location.search).toBe('?sort=-properties'));
    expect(screen.getByRole('columnheader', { name: 'Properties' })).toHaveAttribute('aria-sort', 'descending');
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('sort')).toBe('-properties'));
  });

  it('says when no company matches the search', async () => {
    renderTable(() => listReply([]), '/users/companies?search=nothing');
    expect(await screen.findByText(COMPANY_MESSAGES.noCompanies)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search companies' })).toHaveValue('nothing');
  });

  it('shows the spec’s alert when the list cannot be loaded', async () => {
    renderTable(() => jsonApiError(500, 'SERVER_ERROR', 'The database is away'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(COMPANY_MESSAGES.listErrorTitle);
    expect(alert).toHaveTextContent('There was an error SERVER_ERROR The database is away');
  });
});
