import { USER_MESSAGES } from '@hearth/domain/users';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import { CONFIG_REPLY, jsonApiError, mockFetch, type FakeReply } from '../../../test/fake-fetch';
import { renderRoutes } from '../../../test/render';
import { EmailChangeScreen } from './email-change-screen';

const TOKEN = 'A'.repeat(43);

const renderScreen = (reply: FakeReply) => {
  resetCsrfToken();
  const calls = mockFetch(({ url }) => {
    if (url.pathname === '/api/v1/public/config') return CONFIG_REPLY;
    if (url.pathname === '/api/v1/public/csrf/') return { status: 200, body: { data: { csrfToken: 't' } } };
    if (url.pathname === `/api/v1/public/email-change/${TOKEN}/`) return reply;
    return { status: 404 };
  });
  renderRoutes([{ path: '/login/email/:emailChangeToken', element: <EmailChangeScreen /> }], `/login/email/${TOKEN}`);
  return calls;
};

describe('EmailChangeScreen (issue 29 H)', () => {
  it('makes the change when the link is opened, once, and says to sign in with the new email', async () => {
    const calls = renderScreen({ status: 200, body: { data: { email: 'new@example.com' } } });
    expect(await screen.findByText(USER_MESSAGES.emailChangeDone('new@example.com'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('says when the link has expired or was used', async () => {
    renderScreen(jsonApiError(404, 'EMAIL_CHANGE_LINK_GONE', USER_MESSAGES.emailChangeLinkGone));
    expect(await screen.findByText(USER_MESSAGES.emailChangeLinkGone)).toBeInTheDocument();
  });
});
