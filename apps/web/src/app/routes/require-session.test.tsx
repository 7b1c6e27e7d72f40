import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONFIG_REPLY, jsonApiError, mockFetch, sessionReply, type FakeReply } from '../../test/fake-fetch';
import { renderRoutes } from '../../test/render';
import { RequireSession } from './require-session';

const renderGuarded = (ping: FakeReply, path: string) => {
  mockFetch(({ url }) => (url.pathname === '/api/v3/ping' ? ping : CONFIG_REPLY));
  return renderRoutes(
    [
      { path: '/login', element: <p>Login page</p> },
      { element: <RequireSession />, children: [{ path: '*', element: <p>Protected page</p> }] },
    ],
    path,
  );
};

describe('RequireSession', () => {
  it('sends a signed-out visit to /login with the path to come back to', async () => {
    const { router } = renderGuarded(jsonApiError(401, 'NOT_SIGNED_IN', 'x'), '/users/create?tab=2');
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?pl=${encodeURIComponent('/users/create?tab=2')}`);
  });

  it('sends a route the roles may not open to /login', async () => {
    const { router } = renderGuarded(sessionReply({ roles: ['ROLE_OWNER'] }), '/users');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('lets an allowed route through, and the home page for everyone', async () => {
    renderGuarded(sessionReply({ roles: ['ROLE_OWNER'] }), '/properties/p1');
    expect(await screen.findByText('Protected page')).toBeInTheDocument();
  });
});
