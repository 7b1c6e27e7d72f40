import { USER_MESSAGES } from '@hearth/domain/users';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { BrowserRouter, useLocation, useNavigationType, useRoutes, type RouteObject } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { resetCsrfToken } from '../../../lib/api-client';
import { SESSION_QUERY_KEY, type Session } from '../../../lib/auth';
import { CONFIG_REPLY, jsonApiError, mockFetch, sessionReply, type FakeReply } from '../../../test/fake-fetch';
import { createHearthTheme } from '../../../lib/theme';
import { ImpersonateScreen } from './impersonate-screen';

const Landed = () => (
  <p>
    Landed on {useLocation().pathname} by {useNavigationType()}
  </p>
);

const Routes = ({ routes }: { routes: RouteObject[] }) => useRoutes(routes);

/**
 * As test/render.tsx, under StrictMode from the root: React runs a nested StrictMode's effects once when the tree
 * around it is not strict, and the point here is that the effect runs twice and the link is still spent once.
 */
const renderStrict = (routes: RouteObject[], path: string) => {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  window.history.replaceState(null, '', path);
  render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={createHearthTheme()}>
          <BrowserRouter useTransitions={false}>
            <Routes routes={routes} />
          </BrowserRouter>
        </MantineProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
  return { queryClient };
};

const renderLink = (token: string, answer: FakeReply) => {
  const calls = mockFetch(({ url }) => {
    if (url.pathname === '/api/v1/public/config') return CONFIG_REPLY;
    if (url.pathname === '/api/v1/public/csrf/') return { status: 200, body: { data: { csrfToken: 'token' } } };
    if (url.pathname === `/api/v1/public/impersonate/${token}/`) return answer;
    return { status: 404 };
  });
  const view = renderStrict(
    [
      { path: paths.impersonate.path, element: <ImpersonateScreen /> },
      { path: '/properties/:propertyId', element: <Landed /> },
      { path: '/properties', element: <Landed /> },
      { path: '/login', element: <p>Login page</p> },
    ],
    paths.impersonate.getHref(token),
  );
  const redeems = () => calls.filter((call) => call.url.pathname.startsWith('/api/v1/public/impersonate/'));
  return { ...view, calls, redeems };
};

describe('ImpersonateScreen', () => {
  beforeEach(() => resetCsrfToken());

  it('spends the link once under StrictMode, keeps the session and lands where the owner would', async () => {
    const token = 'a'.repeat(43);
    const { redeems, queryClient } = renderLink(
      token,
      sessionReply({ roles: ['ROLE_OWNER'], propertyStatus: { count: 1, first: 'NOO7' } }, true),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Signing you in…');
    // The page is replaced: Back does not come to the spent link again.
    expect(await screen.findByText('Landed on /properties/NOO7 by REPLACE')).toBeInTheDocument();
    expect(redeems()).toHaveLength(1);
    expect(redeems()[0]?.method).toBe('POST');
    expect(redeems()[0]?.headers['X-CSRF-Token']).toBe('token');
    const session = queryClient.getQueryData<Session>(SESSION_QUERY_KEY);
    expect(session?.impersonated).toBe(true);
    expect(session?.user.roles).toEqual(['ROLE_OWNER']);
  });

  it('sends an owner of several properties to the property list', async () => {
    renderLink(
      'b'.repeat(43),
      sessionReply({ roles: ['ROLE_OWNER'], propertyStatus: { count: 3, first: 'NOO1' } }, true),
    );
    expect(await screen.findByText('Landed on /properties by REPLACE')).toBeInTheDocument();
  });

  it('says why a used or expired link failed and offers the login page', async () => {
    const { redeems } = renderLink(
      'c'.repeat(43),
      jsonApiError(401, 'USER_IMPERSONATE_ERROR', USER_MESSAGES.impersonateLinkInvalid),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(USER_MESSAGES.impersonateLinkInvalid);
    expect(screen.getByRole('link', { name: 'Go to the login page' })).toHaveAttribute('href', '/login');
    await waitFor(() => expect(redeems()).toHaveLength(1));
  });
});
