import { USER_MESSAGES, userLoadError } from '@hearth/domain/users';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, type RouteObject } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
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
import {
  COMPANY_ID,
  licenseeCompaniesReply,
  propertySearchReply,
  rolesReply,
  USER_ID,
  userDocument,
} from '../test/user-fixtures';
import { UserRecordScreen } from './user-record-screen';

// The session, the roles and the schema check (loaded on Save) all come through the fake fetch or a dynamic import.
configure({ asyncUtilTimeout: 4000 });

type Options = {
  path?: string;
  viewer?: string[];
  /** Answers the calls beyond the session, config, CSRF token and roles. */
  handle?: (request: FakeRequest) => FakeReply | Promise<FakeReply> | undefined;
};

const renderScreen = ({ path = paths.userCreate.getHref(), viewer = ['ROLE_ADMIN'], handle }: Options = {}) => {
  const calls = mockFetch(async (request) => {
    const { pathname } = request.url;
    if (pathname === '/api/v1/public/config') return CONFIG_REPLY;
    if (pathname === '/api/v3/ping') return sessionReply({ roles: viewer });
    if (pathname === '/api/v1/public/csrf/') return { status: 200, body: { data: { csrfToken: 'token' } } };
    if (pathname === '/api/v3/roles') return rolesReply();
    return (await handle?.(request)) ?? { status: 404 };
  });
  const Guard = () => (useSession().data ? <Outlet /> : <p>Checking</p>);
  const routes: RouteObject[] = [
    {
      element: <Guard />,
      children: [
        { path: paths.userCreate.path, element: <UserRecordScreen /> },
        { path: paths.userUpdate.path, element: <UserRecordScreen /> },
        { path: paths.users.path, element: <p>Users list</p> },
      ],
    },
  ];
  const view = renderRoutes(routes, path, { env: 'test' });
  const sent = (method: string, pathname: string) =>
    calls.filter((call) => call.method === method && call.url.pathname === pathname).map((call) => call.body);
  return { ...view, calls, sent, user: userEvent.setup() };
};

const rolesGroup = () => screen.findByRole('group', { name: 'Roles' });
const switchLabels = () => screen.queryAllByRole('switch').map((toggle) => toggle.closest('label')?.textContent ?? '');

const fillName = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(screen.getByLabelText('First Name', { exact: false }), 'Sam');
  await user.type(screen.getByLabelText('Last Name', { exact: false }), 'Taylor');
  await user.type(screen.getByLabelText('Email', { exact: false }), 'sam@example.com.au');
};

describe('UserRecordScreen: the create form and its rules', () => {
  beforeEach(() => resetCsrfToken());

  it('shows the spec messages for missing fields and no role', async () => {
    const { user, calls } = renderScreen();
    await rolesGroup();
    expect(screen.getByRole('heading', { name: 'Add User' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Enabled' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    expect(await screen.findByText(USER_MESSAGES.firstNameRequired)).toBeInTheDocument();
    expect(screen.getByText(USER_MESSAGES.lastNameRequired)).toBeInTheDocument();
    expect(screen.getByText(USER_MESSAGES.invalidEmail)).toBeInTheDocument();
    expect(await rolesGroup()).toHaveAccessibleDescription(USER_MESSAGES.rolesRequired);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('checks the role rules as roles are ticked, and disables roles the editor may not grant', async () => {
    const { user } = renderScreen();
    const roles = await rolesGroup();
    expect(within(roles).getByRole('checkbox', { name: 'Super admin' })).toBeDisabled();

    await user.click(within(roles).getByRole('checkbox', { name: 'Owner' }));
    expect(roles).not.toHaveAccessibleDescription();
    await user.click(within(roles).getByRole('checkbox', { name: 'Staff' }));
    expect(roles).toHaveAccessibleDescription(USER_MESSAGES.ownerAlone);

    await user.click(within(roles).getByRole('checkbox', { name: 'Owner' }));
    await user.click(within(roles).getByRole('checkbox', { name: 'Licensee' }));
    expect(roles).toHaveAccessibleDescription(USER_MESSAGES.licenseeAlone);

    await user.click(within(roles).getByRole('checkbox', { name: 'Licensee' }));
    await user.click(within(roles).getByRole('checkbox', { name: 'Content creator' }));
    expect(roles).toHaveAccessibleDescription(USER_MESSAGES.contentCreatorNeedsConfig);
    await user.click(within(roles).getByRole('checkbox', { name: 'Configurator (codes)' }));
    await user.click(within(roles).getByRole('checkbox', { name: 'Configurator (instructions)' }));
    expect(roles).not.toHaveAccessibleDescription();
  });

  it('shows the booking toggles to owners, all six to licensees, none to staff, with the spec defaults', async () => {
    const { user } = renderScreen({
      handle: ({ url }) => (url.pathname === '/api/v3/companies' ? licenseeCompaniesReply() : undefined),
    });
    const roles = await rolesGroup();
    expect(switchLabels()).toEqual(['Enabled']);

    await user.click(within(roles).getByRole('checkbox', { name: 'Owner' }));
    expect(switchLabels()).toEqual(['Enabled', 'New bookings', 'Booking changes', 'Booking cancellations']);
    expect(screen.getByRole('switch', { name: 'New bookings' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Booking changes' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Search properties' })).toBeInTheDocument();

    await user.click(within(roles).getByRole('checkbox', { name: 'Owner' }));
    await user.click(within(roles).getByRole('checkbox', { name: 'Licensee' }));
    expect(switchLabels()).toEqual([
      'Enabled',
      'New bookings',
      'Booking changes',
      'Booking cancellations',
      'New owner stays',
      'Owner stay changes',
      'Owner stay cancellations',
    ]);
    // A licensee gets a company instead of properties.
    expect(screen.queryByRole('textbox', { name: 'Search properties' })).not.toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Partner company' })).toBeInTheDocument();
  });

  it('refuses an NPS outside -100..100 or not a whole number', async () => {
    const { user } = renderScreen();
    await rolesGroup();
    const nps = screen.getByRole('textbox', { name: 'Net Promoter Score' });
    await user.type(nps, '101');
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    expect(await screen.findByText(USER_MESSAGES.npsInvalid)).toBeInTheDocument();
    await user.clear(nps);
    await user.type(nps, '-100');
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    await screen.findByText(USER_MESSAGES.firstNameRequired);
    expect(screen.queryByText(USER_MESSAGES.npsInvalid)).not.toBeInTheDocument();
  });
});

describe('UserRecordScreen: adding a user', () => {
  beforeEach(() => resetCsrfToken());

  const created = (body: unknown): FakeReply => ({
    status: 201,
    body: userDocument({ roles: (body as { roles: string[] }).roles }),
  });

  it('attaches a searched property, confirms the details, creates the user and attaches it as owned', async () => {
    const { user, sent, calls } = renderScreen({
      handle: ({ url, method, body }) => {
        if (url.pathname === '/api/v3/search') return propertySearchReply(5);
        if (url.pathname === '/api/v3/users' && method === 'POST') return created(body);
        if (url.pathname === `/api/v3/users/${USER_ID}/properties`) {
          return { status: 200, body: userDocument({ roles: ['ROLE_OWNER'] }) };
        }
        return undefined;
      },
    });
    const roles = await rolesGroup();
    await fillName(user);
    await user.type(screen.getByLabelText('Mobile (optional)'), '0400 111 222');
    await user.click(within(roles).getByRole('checkbox', { name: 'Owner' }));

    await user.type(screen.getByRole('textbox', { name: 'Search properties' }), 'noosa');
    const matches = await screen.findByRole('list', { name: 'Matching properties' });
    // At most 4, whatever the server sends.
    expect(within(matches).getAllByRole('listitem')).toHaveLength(4);
    await user.click(within(matches).getByRole('button', { name: 'Attach NOO2 Noosa Retreat 2' }));
    const attached = screen.getByRole('list', { name: 'Attached properties' });
    expect(within(attached).getByText('NOO2 · Noosa Retreat 2')).toBeInTheDocument();
    expect(within(attached).getByText('2 Hastings St, Noosa Heads QLD 4567')).toBeInTheDocument();
    const search = calls.find((call) => call.url.pathname === '/api/v3/search');
    expect(search?.url.searchParams.get('filters[query]')).toBe('noosa');
    expect(search?.url.searchParams.get('page[size]')).toBe('4');

    await user.click(screen.getByRole('button', { name: 'Add User' }));
    const dialog = await screen.findByRole('dialog', { name: USER_MESSAGES.confirmTitle });
    expect(within(dialog).getByText('Sam Taylor')).toBeInTheDocument();
    expect(within(dialog).getByText('sam@example.com.au')).toBeInTheDocument();
    expect(within(dialog).getByText('0400 111 222')).toBeInTheDocument();
    expect(within(dialog).getByText('Owner')).toBeInTheDocument();
    expect(within(dialog).getByText('Booking notifications').nextSibling).toHaveTextContent('On');
    expect(within(dialog).getByText('NOO2 · Noosa Retreat 2')).toBeInTheDocument();
    expect(sent('POST', '/api/v3/users')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const done = await screen.findByRole('status');
    expect(within(done).getByText(USER_MESSAGES.created)).toBeInTheDocument();
    expect(sent('POST', '/api/v3/users')).toEqual([
      {
        enabled: true,
        firstName: 'Sam',
        lastName: 'Taylor',
        email: 'sam@example.com.au',
        mobile: '0400 111 222',
        roles: ['ROLE_OWNER'],
        bookingNotificationsEnabled: true,
        bookingChangeNotificationsEnabled: false,
        bookingCancellationNotificationsEnabled: false,
      },
    ]);
    expect(sent('POST', `/api/v3/users/${USER_ID}/properties`)).toEqual([
      { propertyCodes: ['NOO2'], mappingType: 'owner', fullMapping: true },
    ]);
    await user.click(within(done).getByRole('link', { name: 'All done' }));
    expect(await screen.findByText('Users list')).toBeInTheDocument();
  });

  it('asks before removing an attached property', async () => {
    const { user } = renderScreen({
      handle: ({ url }) => (url.pathname === '/api/v3/search' ? propertySearchReply(1) : undefined),
    });
    await rolesGroup();
    await user.type(screen.getByRole('textbox', { name: 'Search properties' }), 'noosa');
    await user.click(await screen.findByRole('button', { name: 'Attach NOO1 Noosa Retreat 1' }));
    await user.click(screen.getByRole('button', { name: 'Remove NOO1 Noosa Retreat 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove property' });
    expect(within(dialog).getByText(USER_MESSAGES.removeProperty)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Attached properties' })).not.toBeInTheDocument());
  });

  it('assigns a licensee one partner company', async () => {
    const { user, sent, calls } = renderScreen({
      handle: ({ url, method, body }) => {
        if (url.pathname === '/api/v3/companies') return licenseeCompaniesReply();
        if (url.pathname === '/api/v3/users' && method === 'POST') return created(body);
        if (url.pathname === `/api/v3/users/${USER_ID}/companies`) {
          return { status: 200, body: userDocument({ roles: ['ROLE_LICENSEE'], company: true }) };
        }
        return undefined;
      },
    });
    const roles = await rolesGroup();
    await fillName(user);
    await user.click(within(roles).getByRole('checkbox', { name: 'Licensee' }));
    await user.click(await screen.findByRole('combobox', { name: 'Partner company' }));
    await user.click(await screen.findByRole('option', { name: 'Coastal Stays' }));
    expect(
      within(screen.getByRole('list', { name: 'Assigned company' })).getByText('Coastal Stays'),
    ).toBeInTheDocument();
    // One company per user: the picker goes once one is assigned.
    expect(screen.queryByRole('combobox', { name: 'Partner company' })).not.toBeInTheDocument();

    const companies = calls.find((call) => call.url.pathname === '/api/v3/companies');
    expect(companies?.url.searchParams.get('partnerType')).toBe('Franchise - Licensee');
    expect(companies?.url.searchParams.get('page[size]')).toBe('100');

    await user.click(screen.getByRole('button', { name: 'Add User' }));
    const dialog = await screen.findByRole('dialog', { name: USER_MESSAGES.confirmTitle });
    expect(within(dialog).getByText('Coastal Stays')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(USER_MESSAGES.created)).toBeInTheDocument();
    expect(sent('POST', `/api/v3/users/${USER_ID}/companies`)).toEqual([
      { companyIds: [COMPANY_ID], fullMapping: true },
    ]);
  });

  it('shows the failure screen with the server message, and Try again returns to the filled form with the field error', async () => {
    const { user, sent } = renderScreen({
      handle: ({ url, method }) =>
        url.pathname === '/api/v3/users' && method === 'POST'
          ? {
              status: 409,
              body: {
                errors: [
                  {
                    status: '409',
                    code: 'EMAIL_TAKEN',
                    title: USER_MESSAGES.emailTaken,
                    detail: USER_MESSAGES.emailTaken,
                    source: { pointer: '/email' },
                  },
                ],
              },
            }
          : undefined,
    });
    const roles = await rolesGroup();
    await fillName(user);
    await user.click(within(roles).getByRole('checkbox', { name: 'Staff' }));
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));

    const failure = await screen.findByRole('alert');
    expect(within(failure).getByText(USER_MESSAGES.createFailed)).toBeInTheDocument();
    expect(within(failure).getByText(USER_MESSAGES.emailTaken)).toBeInTheDocument();
    await user.click(within(failure).getByRole('button', { name: 'Try again' }));

    const email = await screen.findByLabelText('Email', { exact: false });
    expect(email).toHaveValue('sam@example.com.au');
    expect(email).toHaveAccessibleDescription(USER_MESSAGES.emailTaken);
    expect(screen.getByLabelText('First Name', { exact: false })).toHaveValue('Sam');
    expect(sent('POST', '/api/v3/users')).toHaveLength(1);
  });

  it("falls back to 'There was an error creating user' without a server message", async () => {
    const { user } = renderScreen({
      handle: ({ url, method }) =>
        url.pathname === '/api/v3/users' && method === 'POST' ? { status: 500 } : undefined,
    });
    const roles = await rolesGroup();
    await fillName(user);
    await user.click(within(roles).getByRole('checkbox', { name: 'Staff' }));
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(USER_MESSAGES.createError)).toBeInTheDocument();
  });
});

describe('UserRecordScreen: an existing user', () => {
  beforeEach(() => resetCsrfToken());

  const userPath = paths.userUpdate.getHref('U1042');

  it('edits: sends only the changed fields, and no attachment call when they did not change', async () => {
    const { user, sent, calls } = renderScreen({
      path: userPath,
      handle: ({ url, method }) => {
        if (url.pathname === '/api/v3/users/U1042' && method === 'GET') {
          return {
            status: 200,
            body: userDocument({
              roles: ['ROLE_OWNER'],
              properties: [{ code: 'NOO7', name: 'Sunset Villa', mappingType: 'owner' }],
            }),
          };
        }
        if (url.pathname === `/api/v3/users/${USER_ID}` && method === 'PATCH') {
          return { status: 200, body: userDocument({ roles: ['ROLE_OWNER'] }) };
        }
        return undefined;
      },
    });
    expect(await screen.findByRole('heading', { name: 'Jo Citizen' })).toBeInTheDocument();
    const get = calls.find((call) => call.url.pathname === '/api/v3/users/U1042');
    expect(get?.url.searchParams.get('include')).toBe('properties,properties.address,companies');
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'History' })).toBeInTheDocument();
    const firstName = screen.getByLabelText('First Name', { exact: false });
    expect(firstName).toHaveValue('Jo');
    expect(screen.getByRole('textbox', { name: 'Net Promoter Score' })).toHaveValue('40');
    expect(
      within(screen.getByRole('list', { name: 'Attached properties' })).getByText('NOO7 · Sunset Villa'),
    ).toBeInTheDocument();

    await user.clear(firstName);
    await user.type(firstName, 'Joanne');
    await user.click(screen.getByRole('switch', { name: 'Booking changes' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText(USER_MESSAGES.updated)).toBeInTheDocument();
    expect(sent('PATCH', `/api/v3/users/${USER_ID}`)).toEqual([
      { firstName: 'Joanne', bookingChangeNotificationsEnabled: true },
    ]);
    expect(calls.some((call) => call.url.pathname.endsWith('/properties'))).toBe(false);
  });

  it("removes a licensee's company after asking, and sends the empty mapping", async () => {
    const { user, sent } = renderScreen({
      path: userPath,
      handle: ({ url, method }) => {
        if (url.pathname === '/api/v3/users/U1042' && method === 'GET') {
          return { status: 200, body: userDocument({ roles: ['ROLE_LICENSEE'], company: true }) };
        }
        if (url.pathname === '/api/v3/companies') return licenseeCompaniesReply();
        if (url.pathname === `/api/v3/users/${USER_ID}/companies`) {
          return { status: 200, body: userDocument({ roles: ['ROLE_LICENSEE'] }) };
        }
        return undefined;
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Remove Coastal Stays' }));
    const ask = await screen.findByRole('dialog', { name: 'Remove company' });
    expect(within(ask).getByText(USER_MESSAGES.removeCompany)).toBeInTheDocument();
    await user.click(within(ask).getByRole('button', { name: 'Remove' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: USER_MESSAGES.confirmTitle });
    expect(within(dialog).getByText('None')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(USER_MESSAGES.updated)).toBeInTheDocument();
    expect(sent('PATCH', `/api/v3/users/${USER_ID}`)).toHaveLength(0);
    expect(sent('POST', `/api/v3/users/${USER_ID}/companies`)).toEqual([{ companyIds: [], fullMapping: true }]);
  });

  it("shows 'Editing user - failed' with the role message the server gives", async () => {
    const { user } = renderScreen({
      path: userPath,
      handle: ({ url, method }) => {
        if (url.pathname === '/api/v3/users/U1042' && method === 'GET') {
          return { status: 200, body: userDocument({ roles: ['ROLE_STAFF'] }) };
        }
        if (method === 'PATCH') {
          return {
            status: 403,
            body: {
              errors: [
                {
                  status: '403',
                  code: 'ROLE_NOT_GRANTABLE',
                  detail: USER_MESSAGES.roleNotGrantable,
                  source: { pointer: '/roles' },
                },
              ],
            },
          };
        }
        return undefined;
      },
    });
    const roles = await rolesGroup();
    await user.click(within(roles).getByRole('checkbox', { name: 'Marketing' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    const failure = await screen.findByRole('alert');
    expect(within(failure).getByText(USER_MESSAGES.editFailed)).toBeInTheDocument();
    expect(within(failure).getByText(USER_MESSAGES.roleNotGrantable)).toBeInTheDocument();
    await user.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await rolesGroup()).toHaveAccessibleDescription(USER_MESSAGES.roleNotGrantable);
  });

  it('shows staff the read-only User info with the tech_support note', async () => {
    renderScreen({
      path: userPath,
      viewer: ['ROLE_STAFF'],
      handle: ({ url }) =>
        url.pathname === '/api/v3/users/U1042'
          ? {
              status: 200,
              body: userDocument({
                roles: ['ROLE_OWNER'],
                canUpdate: false,
                properties: [{ code: 'NOO7', name: 'Sunset Villa', mappingType: 'owner' }],
              }),
            }
          : undefined,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'User info' })).toBeInTheDocument();
    expect(screen.getByText(USER_MESSAGES.readOnlyNote)).toBeInTheDocument();
    expect(screen.getByText('jo@example.com.au')).toBeInTheDocument();
    expect(screen.getByText('Owner')).toBeInTheDocument();
    expect(screen.getByText(/NOO7 · Sunset Villa/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(document.title).toBe('User info · Hearth');
  });

  it('shows the server message, or the spec fallback, when the user cannot be loaded', async () => {
    renderScreen({
      path: userPath,
      handle: ({ url }) =>
        url.pathname === '/api/v3/users/U1042'
          ? jsonApiError(404, 'USER_NOT_FOUND', USER_MESSAGES.userNotFound)
          : undefined,
    });
    expect(await screen.findByText(USER_MESSAGES.userNotFound)).toBeInTheDocument();
  });

  it("falls back to 'There was an error loading user: {code}'", async () => {
    renderScreen({
      path: userPath,
      handle: ({ url }) => (url.pathname === '/api/v3/users/U1042' ? { status: 500 } : undefined),
    });
    expect(await screen.findByText(userLoadError('U1042'))).toBeInTheDocument();
  });

  it('opens the History tab at its own address', async () => {
    const { user, router, calls } = renderScreen({
      path: userPath,
      handle: ({ url }) => {
        if (url.pathname === '/api/v3/users/U1042')
          return { status: 200, body: userDocument({ roles: ['ROLE_STAFF'] }) };
        if (url.pathname === `/api/v3/users/${USER_ID}/history`) {
          return { status: 200, body: { data: [], meta: { totalCount: 0, totalPages: 0 } } };
        }
        return undefined;
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'History' }));
    expect(router.state.location.pathname).toBe('/users/update/U1042/history');
    await waitFor(() =>
      expect(calls.some((call) => call.url.pathname === `/api/v3/users/${USER_ID}/history`)).toBe(true),
    );
    expect(screen.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
  });
});
