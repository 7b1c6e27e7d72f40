import { ORGANISATION_MESSAGES } from '@hearth/domain/organisation';
import { SETUP_MESSAGES } from '@hearth/domain/setup';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth';
import {
  CONFIG_REPLY,
  mockFetch,
  sessionReply,
  userResource,
  type FakeReply,
  type FakeRequest,
} from '../../../test/fake-fetch';
import { renderRoutes } from '../../../test/render';
import { SettingsScreen } from './settings-screen';

// The Organisation tab is a chunk of its own, loaded when it opens.
configure({ asyncUtilTimeout: 5000 });

const organisationDocument = (attributes: Record<string, unknown> = {}) => ({
  data: {
    type: 'organisation',
    id: 'organisation',
    attributes: {
      tradingName: 'Coastal Homes',
      country: 'AU',
      currency: 'AUD',
      timezone: 'Australia/Brisbane',
      brandColour: '#0b7285',
      logoUrl: null,
      checkInMailDays: 3,
      canUpdate: true,
      ...attributes,
    },
  },
});

const Guard = () => (useSession().data ? <Outlet /> : <p>Checking</p>);

const renderOrganisation = ({
  roles = ['ROLE_ADMIN'],
  path = '/settings/organisation',
  stored = organisationDocument(),
  patch = (request) => ({
    status: 200,
    body: organisationDocument((request.body as { data: { attributes: Record<string, unknown> } }).data.attributes),
  }),
}: {
  roles?: string[];
  path?: string;
  stored?: ReturnType<typeof organisationDocument>;
  patch?: (request: FakeRequest) => FakeReply;
} = {}) => {
  const calls = mockFetch((request) => {
    const { pathname } = request.url;
    if (pathname === '/api/v1/public/config') return CONFIG_REPLY;
    if (pathname === '/api/v3/ping') return sessionReply({ roles });
    if (pathname === '/api/v1/public/csrf/') return { status: 200, body: { data: { csrfToken: 'token' } } };
    if (pathname === '/api/v3/users/me') return { status: 200, body: { data: userResource({ roles }), included: [] } };
    if (pathname === '/api/v3/organisation' && request.method === 'GET') {
      return { status: 200, body: stored };
    }
    if (pathname === '/api/v3/organisation' && request.method === 'PATCH') return patch(request);
    return { status: 404 };
  });
  const view = renderRoutes(
    [{ element: <Guard />, children: [{ path: '/settings/:tab?', element: <SettingsScreen /> }] }],
    path,
  );
  return { calls, ...view };
};

describe('Settings → Organisation (docs/product/setup.md#screens)', () => {
  beforeEach(() => resetCsrfToken());

  it('is a tab for admins, showing the organisation as it is', async () => {
    renderOrganisation();
    expect(await screen.findByRole('tab', { name: 'Organisation' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Your account' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Trading name', { exact: false })).toHaveValue('Coastal Homes');
    expect(screen.getByLabelText('Country', { exact: false })).toHaveValue('AU');
    expect(screen.getByLabelText('Default currency')).toHaveValue('AUD');
    expect(screen.getByLabelText('Time zone', { exact: false })).toHaveValue('Australia/Brisbane');
    expect(screen.getByLabelText('Brand colour')).toHaveValue('#0b7285');
    expect(screen.getByText('Drag a logo here or click to choose one')).toBeInTheDocument();
  });

  it('is no tab for staff: the address opens their own settings', async () => {
    const { router } = renderOrganisation({ roles: ['ROLE_STAFF'] });
    expect(await screen.findByLabelText('First name')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Organisation' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings');
  });

  it('says what is wrong in the setup page’s words, and sends nothing', async () => {
    const { calls } = renderOrganisation();
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText('Trading name', { exact: false }));
    const colour = screen.getByLabelText('Brand colour');
    await user.clear(colour);
    await user.type(colour, 'teal');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SETUP_MESSAGES.tradingNameRequired)).toBeInTheDocument();
    expect(screen.getByText(SETUP_MESSAGES.brandColour)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([]);
  });

  it('saves the fields, then reads the public config again so the header follows without a reload', async () => {
    const { calls } = renderOrganisation();
    const user = userEvent.setup();
    const name = await screen.findByLabelText('Trading name', { exact: false });
    await user.clear(name);
    await user.type(name, 'Harbour Homes');
    // A country brings its currency and clock.
    await user.selectOptions(screen.getByLabelText('Country', { exact: false }), 'NZ');
    const colour = screen.getByLabelText('Brand colour');
    await user.clear(colour);
    const configReads = () => calls.filter((call) => call.url.pathname === '/api/v1/public/config').length;
    const before = configReads();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      data: {
        type: 'organisation',
        attributes: {
          tradingName: 'Harbour Homes',
          country: 'NZ',
          currency: 'NZD',
          timezone: 'Pacific/Auckland',
          brandColour: null,
        },
      },
    });
    await waitFor(() => expect(configReads()).toBeGreaterThan(before));
  }, 20_000);

  it('shows the API’s refusal at its field', async () => {
    renderOrganisation({
      patch: () => ({
        status: 400,
        body: {
          errors: [
            {
              status: '400',
              code: 'VALIDATION_ERROR',
              title: 'Invalid',
              detail: 'Maximum length is 100 characters',
              source: { pointer: '/data/attributes/tradingName' },
            },
          ],
        },
      }),
    });
    const user = userEvent.setup();
    await screen.findByLabelText('Trading name', { exact: false });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Maximum length is 100 characters')).not.toHaveLength(0);
  });

  it('sets how many days before arrival guests get the check-in instructions (docs/product/guest-mail.md#settings)', async () => {
    const { calls } = renderOrganisation();
    const user = userEvent.setup();
    const days = await screen.findByLabelText('Check-in instructions: days before arrival');
    expect(days).toHaveValue('3');
    await user.clear(days);
    await user.type(days, '45');
    await user.click(screen.getByRole('button', { name: 'Save guest mail' }));
    expect(await screen.findByText(ORGANISATION_MESSAGES.checkInMailDays)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([]);

    await user.clear(days);
    await user.type(days, '5');
    await user.click(screen.getByRole('button', { name: 'Save guest mail' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      data: { type: 'organisation', attributes: { checkInMailDays: 5 } },
    });
  }, 20_000);

  it('shows the logo with Remove, which takes it off', async () => {
    const { calls } = renderOrganisation({
      stored: organisationDocument({ logoUrl: '/api/v1/public/organisation/logo?v=1' }),
      patch: () => ({ status: 200, body: organisationDocument({ logoUrl: null }) }),
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('img', { name: 'Coastal Homes logo' })).toHaveAttribute(
      'src',
      '/api/v1/public/organisation/logo?v=1',
    );
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Coastal Homes logo' })).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      data: { type: 'organisation', attributes: { logoUrl: null } },
    });
    expect(screen.getByText('Drag a logo here or click to choose one')).toBeInTheDocument();
  });
});
