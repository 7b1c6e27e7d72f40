import { SETUP_MESSAGES } from '@hearth/domain/setup';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import { CONFIG_REPLY, jsonApiError, mockFetch, type FakeReply } from '../../../test/fake-fetch';
import { renderRoutes } from '../../../test/render';
import { SetupScreen } from './setup-screen';

const TOKEN = 'setup-token-0123456789abcdef';

const statusReply: FakeReply = {
  status: 200,
  body: {
    data: {
      type: 'setup',
      id: 'setup',
      attributes: {
        expiresAt: '2030-01-01T00:00:00.000Z',
        defaults: {
          tradingName: 'Hearth',
          country: 'AU',
          currency: 'AUD',
          timezone: 'Australia/Sydney',
          brandColour: null,
        },
      },
    },
  },
};

const renderSetup = (status: FakeReply = statusReply) => {
  const calls = mockFetch(({ url, method }) => {
    if (url.pathname === '/api/v1/public/config') return CONFIG_REPLY;
    if (url.pathname === '/api/v1/public/csrf/') return { status: 200, body: { data: { csrfToken: 'token' } } };
    if (url.pathname === `/api/v1/public/setup/${TOKEN}` && method === 'GET') return status;
    if (url.pathname === `/api/v1/public/setup/${TOKEN}` && method === 'POST') {
      return { status: 201, body: { data: { type: 'setup', id: 'u1' } } };
    }
    return { status: 404 };
  });
  renderRoutes([{ path: '/setup/:setupToken', element: <SetupScreen /> }], `/setup/${TOKEN}`);
  return calls;
};

describe('the setup page (docs/product/setup.md#screens)', () => {
  beforeEach(() => resetCsrfToken());

  it('starts from the defaults the link answers', async () => {
    renderSetup();
    expect(await screen.findByLabelText('Trading name', { exact: false })).toHaveValue('Hearth');
    expect(screen.getByLabelText('Country', { exact: false })).toHaveValue('AU');
    expect(screen.getByLabelText('Default currency')).toHaveValue('AUD');
    expect(screen.getByLabelText('Time zone', { exact: false })).toHaveValue('Australia/Sydney');
    expect(screen.getByLabelText('Brand colour')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Set up Hearth' })).toBeInTheDocument();
  });

  it('says what each empty or wrong field needs, in the spec’s words, and sends nothing', async () => {
    const calls = renderSetup();
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText('Trading name', { exact: false }));
    await user.type(screen.getByLabelText('Brand colour'), 'teal');
    await user.click(screen.getByRole('button', { name: 'Set up Hearth' }));
    for (const message of [
      SETUP_MESSAGES.tradingNameRequired,
      SETUP_MESSAGES.brandColour,
      SETUP_MESSAGES.firstNameRequired,
      SETUP_MESSAGES.lastNameRequired,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('sends the organisation and the first administrator as the API takes them', async () => {
    const calls = renderSetup();
    const user = userEvent.setup();
    const name = await screen.findByLabelText('Trading name', { exact: false });
    await user.clear(name);
    await user.type(name, 'Coastal Homes');
    // New Zealand brings its currency and its capital's clock.
    await user.selectOptions(screen.getByLabelText('Country', { exact: false }), 'NZ');
    expect(screen.getByLabelText('Default currency')).toHaveValue('NZD');
    expect(screen.getByLabelText('Time zone', { exact: false })).toHaveValue('Pacific/Auckland');
    // Typed key by key, the colour stays whole (it once kept only its first character).
    await user.type(screen.getByLabelText('Brand colour'), '#0B7285');
    expect(screen.getByLabelText('Brand colour')).toHaveValue('#0B7285');
    await user.type(screen.getByLabelText('First name', { exact: false }), 'Ava');
    await user.type(screen.getByLabelText('Last name', { exact: false }), 'Jones');
    await user.type(screen.getByLabelText(/^Email/), 'ava@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'correct-horse-1');
    await user.type(screen.getByLabelText(/^Confirm password/), 'correct-horse-1');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Set up Hearth' }));

    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      data: {
        type: 'setup',
        attributes: {
          organisation: {
            tradingName: 'Coastal Homes',
            country: 'NZ',
            currency: 'NZD',
            timezone: 'Pacific/Auckland',
            brandColour: '#0B7285',
          },
          admin: {
            firstName: 'Ava',
            lastName: 'Jones',
            email: 'ava@example.com',
            password: 'correct-horse-1',
            passwordConfirm: 'correct-horse-1',
            otpEnabled: true,
          },
        },
      },
    });
  }, 20_000);

  it('says a used or expired link is no good and links to sign in', async () => {
    renderSetup(jsonApiError(404, 'SETUP_LINK_INVALID', SETUP_MESSAGES.linkInvalid));
    expect(await screen.findByText(SETUP_MESSAGES.linkInvalid)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toBeInTheDocument();
  });

  it('says Hearth is set up already', async () => {
    renderSetup(jsonApiError(409, 'SETUP_DONE', SETUP_MESSAGES.alreadySetUp));
    expect(await screen.findByRole('status')).toHaveTextContent(SETUP_MESSAGES.alreadySetUp);
  });
});
