import { USER_MESSAGES } from '@hearth/domain/users';
import { configure, screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
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
import { UsersScreen } from './users-screen';

configure({ asyncUtilTimeout: 4000 });

type Row = { id: string; fullName: string; roles: string[]; enabled?: boolean; canImpersonate?: boolean };

const listItem = ({ id, fullName, roles, enabled = true, canImpersonate = false }: Row) => ({
  id,
  type: 'users',
  attributes: {
    fullName,
    role: roles[0] ?? '',
    roles,
    code: `code-${id}`,
    email: `${id}@demo.hearth.au`,
    enabled,
    canUpdate: true,
    canImpersonate,
  },
});

const listReply = (rows: Row[]): FakeReply => ({
  status: 200,
  body: { data: rows.map(listItem), meta: { totalCount: rows.length, totalPages: 1 } },
});

const ROWS: Row[] = [
  {
    id: 'u-many',
    fullName: 'Mia Many',
    roles: ['ROLE_STAFF', 'ROLE_MARKETING', 'ROLE_DEVELOPER', 'ROLE_FINANCE_MANAGER', 'ROLE_CHANNEL_MANAGER'],
  },
  { id: 'u-three', fullName: 'Tom Three', roles: ['ROLE_STAFF', 'ROLE_MARKETING', 'ROLE_DEVELOPER'] },
  { id: 'u-owner', fullName: 'Olive Owner', roles: ['ROLE_OWNER'], canImpersonate: true },
];

const renderUsers = (handle: (request: FakeRequest) => FakeReply | Promise<FakeReply>, path = '/users') => {
  const calls = mockFetch((request) => {
    const { pathname } = request.url;
    if (pathname === '/api/v1/public/config') return CONFIG_REPLY;
    if (pathname === '/api/v3/ping') return sessionReply({ roles: ['ROLE_ADMIN'] });
    if (pathname === '/api/v1/public/csrf/') return { status: 200, body: { data: { csrfToken: 'token' } } };
    if (pathname === '/api/v3/users' && request.method === 'GET') return listReply(ROWS);
    return handle(request);
  });
  const Guard = () => (useSession().data ? <Outlet /> : <p>Checking</p>);
  const view = renderRoutes(
    [
      {
        element: <Guard />,
        children: [
          { path: '/users', element: <UsersScreen /> },
          { path: '/users/companies', element: <UsersScreen /> },
        ],
      },
    ],
    path,
    { env: 'test' },
  );
  return { ...view, calls, user: userEvent.setup() };
};

const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement;

describe('UsersScreen roles', () => {
  beforeEach(() => resetCsrfToken());

  it('shows the first three roles as badges and the rest behind +N', async () => {
    const { user } = renderUsers(() => ({ status: 404 }));
    await screen.findByRole('link', { name: 'Mia Many' });

    const many = within(rowOf('Mia Many'));
    expect(many.getByText('staff')).toBeInTheDocument();
    expect(many.getByText('marketing')).toBeInTheDocument();
    expect(many.getByText('developer')).toBeInTheDocument();
    expect(many.queryByText('finance_manager')).not.toBeInTheDocument();
    const more = many.getByText('+2');
    expect(many.getByText('2 more roles: finance_manager, channel_manager')).toBeInTheDocument();

    await user.hover(more);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('finance_manager, channel_manager');

    // Three roles fit: no +N.
    expect(within(rowOf('Tom Three')).queryByText(/^\+\d/)).not.toBeInTheDocument();
  });

  it('offers log in as only on the rows that allow it', async () => {
    renderUsers(() => ({ status: 404 }));
    await screen.findByRole('link', { name: 'Mia Many' });
    expect(screen.getByRole('button', { name: 'Log in as Olive Owner' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log in as Mia Many' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Mia Many' })).toHaveAttribute('href', '/users/update/code-u-many');
    expect(screen.getByRole('link', { name: 'Add User' })).toHaveAttribute('href', '/users/create');
  });
});

describe('UsersScreen status toggle', () => {
  beforeEach(() => resetCsrfToken());

  it('shows the change at once and puts it back when the server refuses', async () => {
    let refuse: (reply: FakeReply) => void = () => undefined;
    const { user, calls } = renderUsers(({ url, method }) => {
      if (url.pathname === '/api/v3/users/u-three' && method === 'PATCH') {
        return new Promise<FakeReply>((resolve) => {
          refuse = resolve;
        });
      }
      return { status: 404 };
    });
    const toggle = await screen.findByRole('switch', { name: 'Enable Tom Three' });
    expect(toggle).toBeChecked();

    await user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(within(rowOf('Tom Three')).getByText('Disabled')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ enabled: false });

    refuse(jsonApiError(403, 'SELF_CHANGE', USER_MESSAGES.selfChange));
    await waitFor(() => expect(toggle).toBeChecked());
    expect(within(rowOf('Tom Three')).getByText('Enabled')).toBeInTheDocument();
  });
});

describe('UsersScreen log in as', () => {
  beforeEach(() => resetCsrfToken());

  const LINK = 'http://localhost/impersonate/abc';

  it('copies the link and says so for 1.2 seconds', async () => {
    const { user, calls } = renderUsers(({ url }) =>
      url.pathname === '/api/v3/users/u-owner/impersonate'
        ? {
            status: 200,
            body: {
              data: {
                type: 'impersonation-links',
                attributes: { url: LINK, expiresAt: '2026-01-12T03:05:00.000Z' },
              },
            },
          }
        : { status: 404 },
    );
    await user.click(await screen.findByRole('button', { name: 'Log in as Olive Owner' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('textbox', { name: 'Log-in-as link' })).toHaveValue(LINK);
    expect(within(dialog).getByText(USER_MESSAGES.impersonateHelp)).toBeInTheDocument();
    expect(calls.filter((call) => call.url.pathname.endsWith('/impersonate'))).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(USER_MESSAGES.copied);
    expect(await navigator.clipboard.readText()).toBe(LINK);
    await waitForElementToBeRemoved(() => within(dialog).queryByText(USER_MESSAGES.copied), { timeout: 3000 });
  });

  it("shows the server's message when no link can be made", async () => {
    const { user } = renderUsers(({ url }) =>
      url.pathname === '/api/v3/users/u-owner/impersonate'
        ? jsonApiError(403, 'USER_IMPERSONATE_ERROR', USER_MESSAGES.impersonateNotAllowed)
        : { status: 404 },
    );
    await user.click(await screen.findByRole('button', { name: 'Log in as Olive Owner' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(USER_MESSAGES.impersonateNotAllowed);
  });
});

describe('UsersScreen list state', () => {
  beforeEach(() => resetCsrfToken());

  it('keeps search and sort in the address and asks again from page 1', async () => {
    const { user, calls, router } = renderUsers(() => ({ status: 404 }));
    await screen.findByRole('link', { name: 'Mia Many' });

    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=name'));
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');

    await user.type(screen.getByRole('textbox', { name: 'Search users' }), 'olive');
    await waitFor(() => expect(router.state.location.search).toBe('?search=olive&sort=name'));
    const listCalls = () =>
      calls.filter((call) => call.url.pathname === '/api/v3/users').map((call) => call.url.searchParams);
    // The address changes first; the list's call follows on the next render (later on a busy machine).
    await waitFor(() => expect(listCalls().at(-1)?.get('search')).toBe('olive'));
    const lists = listCalls();
    const last = lists.at(-1);
    expect(last?.get('sort')).toBe('name');
    expect(last?.get('page[number]')).toBe('1');
    expect(last?.get('page[size]')).toBe('25');
    // Debounced: one call for the whole word, not one per key.
    expect(lists.filter((params) => params.get('search') !== null)).toHaveLength(1);
  });
});
