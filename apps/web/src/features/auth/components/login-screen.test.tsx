import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import {
  CONFIG_REPLY,
  jsonApiError,
  mockFetch,
  sessionReply,
  type FakeHandler,
  type FakeRequest,
} from '../../../test/fake-fetch';
import { renderRoutes } from '../../../test/render';
import { LoginScreen } from './login-screen';

const CODE = '123456';

/** A fake API: sign-in asks for a code (412) for otp@..., refuses bad passwords, takes the right code. */
const authApi =
  (auth: (request: FakeRequest) => ReturnType<FakeHandler>): FakeHandler =>
  (request) => {
    const { pathname } = request.url;
    if (pathname === '/api/v1/public/config') return CONFIG_REPLY;
    if (pathname === '/api/v1/public/csrf/') return { status: 200, body: { data: { csrfToken: 'token' } } };
    if (pathname === '/api/v3/ping') return jsonApiError(401, 'NOT_SIGNED_IN', 'You are not signed in.');
    if (pathname === '/api/v3/auth') return auth(request);
    return { status: 404 };
  };

const renderLogin = (path = '/login') =>
  renderRoutes(
    [
      { path: '/login', element: <LoginScreen /> },
      { path: '*', element: <p>Landed</p> },
    ],
    path,
  );

const signIn = async (email: string, password: string) => {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return user;
};

describe('LoginScreen', () => {
  beforeEach(() => resetCsrfToken());

  it('validates with the spec wording before calling the API', async () => {
    const calls = mockFetch(authApi(() => ({ status: 500 })));
    renderLogin();
    await signIn('not-an-email', 'short');
    expect(await screen.findByText('Enter a valid email')).toBeInTheDocument();
    expect(screen.getByText('The password must be at least 8 characters long')).toBeInTheDocument();
    expect(calls.some((call) => call.url.pathname === '/api/v3/auth')).toBe(false);
  });

  it('asks for the mailed code on 412, refuses a wrong one, and signs in with the right one', async () => {
    const calls = mockFetch(
      authApi(({ body }) => {
        const { otp } = body as { otp?: string };
        if (!otp) return jsonApiError(412, 'OTP_REQUIRED', 'A code was sent');
        if (otp !== CODE) return jsonApiError(401, 'OTP_INVALID', 'Invalid or expired code. Please try again.');
        return sessionReply({ roles: ['ROLE_STAFF'] });
      }),
    );
    const { router } = renderLogin();
    const user = await signIn('otp@demo.hearth.au', 'Hearth-demo-2026');

    const code = await screen.findByLabelText('Verification code');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter a valid code')).toBeInTheDocument();

    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Invalid or expired code. Please try again.')).toBeInTheDocument();

    await user.clear(code);
    await user.type(code, CODE);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Landed')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/properties');

    const posts = calls.filter((call) => call.url.pathname === '/api/v3/auth');
    expect(posts.at(-1)?.body).toEqual({ email: 'otp@demo.hearth.au', password: 'Hearth-demo-2026', otp: CODE });
    expect(posts.every((call) => call.headers['X-CSRF-Token'] === 'token')).toBe(true);
  });

  it('goes back to pl after sign-in', async () => {
    mockFetch(authApi(() => sessionReply({ roles: ['ROLE_ADMIN'] })));
    const { router } = renderLogin(`/login?pl=${encodeURIComponent('/users/create?x=1')}`);
    await signIn('admin@demo.hearth.au', 'Hearth-demo-2026');
    await waitFor(() => expect(router.state.location.pathname).toBe('/users/create'));
    expect(router.state.location.search).toBe('?x=1');
  });

  it('sends an owner of one property to that property', async () => {
    mockFetch(authApi(() => sessionReply({ roles: ['ROLE_OWNER'], propertyStatus: { count: 1, first: 'p9' } })));
    const { router } = renderLogin();
    await signIn('solo.owner@demo.hearth.au', 'Hearth-demo-2026');
    await waitFor(() => expect(router.state.location.pathname).toBe('/properties/p9'));
  });

  it.each([
    [jsonApiError(401, 'INVALID_CREDENTIALS', 'x'), 'Invalid email address or password. Please try again.'],
    [jsonApiError(403, 'ACCOUNT_DISABLED', 'x'), 'This account is disabled'],
    [
      jsonApiError(429, 'TOO_MANY_REQUESTS', 'Too many sign-in attempts. Please try again later.'),
      'Too many sign-in attempts. Please try again later.',
    ],
    [{ status: 500 }, 'Server error. Please contact support@hearth.test'],
  ])('shows the spec message for a refused sign-in (%#)', async (reply, message) => {
    mockFetch(authApi(() => reply));
    renderLogin();
    await screen.findByRole('button', { name: 'Login' });
    // Let the public config (support host) arrive first.
    await waitFor(() => expect(document.title).toBe('Login · Hearth'));
    await signIn('admin@demo.hearth.au', 'Hearth-demo-2026');
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
