import { screen, within } from '@testing-library/react';
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
  userResource,
  type FakeReply,
} from '../../../test/fake-fetch';
import { renderRoutes } from '../../../test/render';
import { SettingsScreen } from './settings-screen';

/** The screen as the app shows it: behind the session check, which it reads for what the caller may do. */
const Guard = () => (useSession().data ? <Outlet /> : <p>Checking</p>);
const renderSettingsAt = (path: string) =>
  renderRoutes([{ element: <Guard />, children: [{ path: '/settings/:tab?', element: <SettingsScreen /> }] }], path);

const meReply = (roles: string[]): FakeReply => ({
  status: 200,
  body: { data: userResource({ roles }), included: [] },
});

const renderSettings = (
  roles: string[],
  patch: (body: Record<string, unknown>) => FakeReply = () => meReply(roles),
) => {
  const calls = mockFetch(({ url, method, body }) => {
    if (url.pathname === '/api/v1/public/config') return CONFIG_REPLY;
    if (url.pathname === '/api/v3/ping') return sessionReply({ roles });
    if (url.pathname === '/api/v1/public/csrf/') return { status: 200, body: { data: { csrfToken: 'token' } } };
    if (url.pathname === '/api/v3/users/me' && method === 'GET') return meReply(roles);
    if (url.pathname === '/api/v3/users/me' && method === 'PATCH') return patch(body as Record<string, unknown>);
    return { status: 404 };
  });
  renderSettingsAt('/settings');
  return calls;
};

const switches = () => screen.queryAllByRole('switch').map((toggle) => toggle.closest('label')?.textContent ?? '');

describe('SettingsScreen fields per role', () => {
  beforeEach(() => resetCsrfToken());

  it('lets staff change their email and shows no notifications', async () => {
    renderSettings(['ROLE_STAFF']);
    expect(await screen.findByLabelText('Email')).toBeEnabled();
    expect(screen.getByLabelText('First name')).toHaveValue('Alex');
    expect(screen.getByLabelText('Mobile')).toBeInTheDocument();
    expect(screen.queryByText('Notifications')).not.toBeInTheDocument();
  });

  it('locks the email of an owner and shows only the booking toggles', async () => {
    renderSettings(['ROLE_OWNER']);
    expect(await screen.findByLabelText('Email', { exact: false })).toBeDisabled();
    expect(screen.getByText('Notifications')).toBeInTheDocument();
    expect(switches()).toEqual(['New bookings', 'Booking changes', 'Booking cancellations']);
  });

  it('shows a licensee the owner-stay toggles too', async () => {
    renderSettings(['ROLE_LICENSEE']);
    expect(await screen.findByLabelText('Email', { exact: false })).toBeDisabled();
    expect(switches()).toEqual([
      'New bookings',
      'Booking changes',
      'Booking cancellations',
      'New owner stays',
      'Owner stay changes',
      'Owner stay cancellations',
    ]);
  });
});

describe('SettingsScreen saving', () => {
  beforeEach(() => resetCsrfToken());

  it('validates with the spec wording', async () => {
    renderSettings(['ROLE_STAFF']);
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText('First name'));
    await user.clear(screen.getByLabelText('Last name'));
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a first name')).toBeInTheDocument();
    expect(screen.getByText('Please enter a last name')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
  });

  it('asks for a code on 412 and retries the update with it', async () => {
    const calls = renderSettings(['ROLE_OWNER'], (body) =>
      body.otp === '654321' ? meReply(['ROLE_OWNER']) : jsonApiError(412, 'OTP_REQUIRED', 'A code was sent'),
    );
    const user = userEvent.setup();
    const firstName = await screen.findByLabelText('First name');
    await user.clear(firstName);
    await user.type(firstName, 'Sam');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await user.type(await screen.findByLabelText('Verification code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    const done = await screen.findByRole('status');
    expect(within(done).getByText('Your info has been updated')).toBeInTheDocument();
    expect(within(done).getByRole('button', { name: 'All done' })).toBeInTheDocument();
    const patches = calls.filter((call) => call.method === 'PATCH').map((call) => call.body);
    expect(patches).toHaveLength(2);
    expect(patches[1]).toMatchObject({ firstName: 'Sam', otp: '654321', bookingNotificationsEnabled: true });
    // Owners cannot change their email, so it is not sent.
    expect(patches[1]).not.toHaveProperty('email');
  });

  it('shows Oops with Try again when the info cannot be loaded', async () => {
    mockFetch(({ url }) => {
      if (url.pathname === '/api/v1/public/config') return CONFIG_REPLY;
      if (url.pathname === '/api/v3/ping') return sessionReply({ roles: ['ROLE_STAFF'] });
      return { status: 500 };
    });
    renderSettingsAt('/settings');
    expect(await screen.findByText('Oops')).toBeInTheDocument();
    expect(screen.getByText('There was an error loading your info')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
