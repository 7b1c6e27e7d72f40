import type {
  TChannelAccountDocument,
  TChannelsResponse,
  TChannelSyncResource,
  TChannelSyncResponse,
} from '@hearth/domain/channels';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import { MOBILE_QUERY } from '../../../lib/media';
import { useSession } from '../../../lib/auth';
import { CONFIG_REPLY, jsonApiError, mockFetch, sessionReply, type FakeReply } from '../../../test/fake-fetch';
import { renderRoutes } from '../../../test/render';
import { ChannelsScreen } from './channels-screen';

const AIRBNB = '11111111-1111-4111-8111-111111111111';
const VRBO = '22222222-2222-4222-8222-222222222222';
const ACCOUNT = '33333333-3333-4333-8333-333333333333';
const FAILED = '44444444-4444-4444-8444-444444444444';

const account = (id: string, channelId: string, name: string, status: 'connected' | 'failed', code: string) => ({
  id,
  type: 'channel-account' as const,
  attributes: {
    channelId,
    channelCode: channelId === AIRBNB ? 'airbnb' : 'vrbo',
    channelName: channelId === AIRBNB ? 'Airbnb' : 'Vrbo',
    code,
    email: `${code}@example.com`,
    name,
    status,
    connection: 'api' as const,
    connectable: true,
    checkedAt: null,
    companyName: null,
    listingCount: 1,
    connectedAt: '2026-01-02T03:04:05.000Z',
    disconnectedAt: null,
    lastError: status === 'failed' ? 'Credentials refused' : null,
  },
});

const CHANNELS: TChannelsResponse = {
  data: [
    {
      id: AIRBNB,
      type: 'channel',
      attributes: {
        code: 'airbnb',
        name: 'Airbnb',
        setupUrl: 'https://www.airbnb.com.au/hosting/listings',
        connection: 'api',
        connectable: true,
        accountCount: 1,
        connectedCount: 1,
        listingCount: 1,
        staleCount: 0,
      },
      relationships: { accounts: { data: [{ id: ACCOUNT, type: 'channel-account' }] } },
    },
    {
      id: VRBO,
      type: 'channel',
      attributes: {
        code: 'vrbo',
        name: 'Vrbo',
        setupUrl: null,
        connection: 'api',
        connectable: true,
        accountCount: 1,
        connectedCount: 0,
        listingCount: 1,
        staleCount: 1,
      },
      relationships: { accounts: { data: [{ id: FAILED, type: 'channel-account' }] } },
    },
  ],
  included: [
    account(ACCOUNT, AIRBNB, 'Hearth Stays', 'connected', 'host-4821'),
    account(FAILED, VRBO, 'Wakatipu Holiday Homes', 'failed', '321-447'),
  ],
};

const ago = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

const syncRow = (id: string, propertyName: string, stale: boolean, importAt: string | null): TChannelSyncResource => ({
  id,
  type: 'channel-sync',
  attributes: {
    propertyId: id,
    propertyCode: propertyName.slice(0, 3).toUpperCase(),
    propertyName,
    channelId: AIRBNB,
    channelCode: 'airbnb',
    channelName: 'Airbnb',
    accountId: ACCOUNT,
    accountName: 'Hearth Stays',
    lastImportAt: importAt,
    lastExportAt: ago(1),
    lastTaskSyncAt: null,
    stale,
    lastError: null,
  },
});

const HEALTH: TChannelSyncResponse = {
  data: [syncRow('a', 'Noosa Beach House', true, ago(72)), syncRow('b', 'Mooloolaba Loft', false, ago(2))],
  meta: { totalCount: 2, totalPages: 1, staleCount: 1 },
};

const ACCOUNT_DOCUMENT = (status: 'connected' | 'disconnected'): TChannelAccountDocument => {
  const { attributes } = account(ACCOUNT, AIRBNB, 'Hearth Stays', 'connected', 'host-4821');
  return { data: { id: ACCOUNT, type: 'channel-account', attributes: { ...attributes, status } }, included: [] };
};

const renderChannels = (path: string, channelsReply: () => FakeReply = () => ({ status: 200, body: CHANNELS })) => {
  resetCsrfToken();
  let status: 'connected' | 'disconnected' = 'connected';
  const calls = mockFetch((request): FakeReply => {
    const { pathname } = request.url;
    if (pathname === '/api/v1/public/config') return CONFIG_REPLY;
    if (pathname === '/api/v1/public/csrf/') return { status: 200, body: { data: { csrfToken: 'token' } } };
    if (pathname === '/api/v3/ping') return sessionReply({ roles: ['ROLE_CHANNEL_MANAGER'] });
    if (pathname === '/api/v3/channels') return channelsReply();
    if (pathname === '/api/v3/channels/sync-health') return { status: 200, body: HEALTH };
    if (pathname === `/api/v3/channel-accounts/${ACCOUNT}/disconnect`) {
      status = 'disconnected';
      return { status: 200, body: ACCOUNT_DOCUMENT(status) };
    }
    if (pathname === `/api/v3/channel-accounts/${ACCOUNT}/connect`) {
      // The channel takes only the right key; a wrong one leaves the account Failed with its reason.
      if ((request.body as { credential: string }).credential !== 'good-key') {
        return jsonApiError(
          422,
          'CHANNEL_CONNECTION_REFUSED',
          'Airbnb refused the API key (401 Unauthorized): check the key and connect again',
          'The channel refused the connection',
        );
      }
      status = 'connected';
      return { status: 200, body: ACCOUNT_DOCUMENT(status) };
    }
    if (pathname === `/api/v3/channel-accounts/${ACCOUNT}`) return { status: 200, body: ACCOUNT_DOCUMENT(status) };
    if (pathname === '/api/v3/channel-listings/a/retry') {
      return { status: 200, body: { data: { ...syncRow('a', 'Noosa Beach House', false, ago(0)) } } };
    }
    return { status: 404 };
  });
  const Guard = () => (useSession().data ? <Outlet /> : <p>Checking</p>);
  renderRoutes(
    [
      {
        element: <Guard />,
        children: [{ path: '/channels/:channelId?/:action?/:accountId?', element: <ChannelsScreen /> }],
      },
    ],
    path,
    { env: 'test' },
  );
  return { calls, user: userEvent.setup() };
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ChannelsScreen', { timeout: 20_000 }, () => {
  it('shows each channel as a card with its Set up link and its accounts: code, email, name and status', async () => {
    renderChannels('/channels');
    expect(await screen.findByRole('heading', { level: 1, name: 'Channels' })).toBeInTheDocument();
    const airbnb = await screen.findByRole('region', { name: 'Airbnb' });
    const setUp = within(airbnb).getByRole('link', { name: /Set up/ });
    expect(setUp).toHaveAttribute('href', 'https://www.airbnb.com.au/hosting/listings');
    expect(setUp).toHaveAttribute('target', '_blank');
    expect(
      within(airbnb)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Code', 'Email', 'Name', 'Status']);
    const cells = within(airbnb)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['host-4821', 'host-4821@example.com', 'Hearth Stays', 'connected']);
    expect(within(airbnb).getByRole('link', { name: 'host-4821' })).toHaveAttribute(
      'href',
      `/channels/${AIRBNB}/accounts/${ACCOUNT}`,
    );
    const vrbo = screen.getByRole('region', { name: 'Vrbo' });
    expect(within(vrbo).getByText('failed')).toBeInTheDocument();
    expect(within(vrbo).queryByRole('link', { name: /Set up/ })).not.toBeInTheDocument();
  });

  it('opens the Sync health tab from the address and marks a stale row with a warning and the word Stale', async () => {
    renderChannels('/channels?tab=health');
    const rows = await screen.findAllByTestId('sync-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Noosa Beach House')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Stale')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('3 days ago')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText('Stale')).not.toBeInTheDocument();
    expect(screen.getByText('2 listings · 1 stale')).toBeInTheDocument();
  });

  it('asks for stale rows only when the switch is on, and sorts by a header', async () => {
    const { calls, user } = renderChannels('/channels?tab=health');
    await screen.findAllByTestId('sync-row');
    await user.click(screen.getByRole('switch', { name: 'Show stale only' }));
    await user.click(screen.getByRole('button', { name: 'Last import' }));
    const health = calls.filter((call) => call.url.pathname === '/api/v3/channels/sync-health');
    const last = health.at(-1)!.url.searchParams;
    expect(last.get('stale')).toBe('true');
    expect(last.get('sort')).toBe('lastImport');
  });

  it('disconnects an account after the confirm', async () => {
    const { calls, user } = renderChannels(`/channels/${AIRBNB}/accounts/${ACCOUNT}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Hearth Stays' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to disconnect this account?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByRole('button', { name: 'Connect' })).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST' && call.url.pathname.endsWith('/disconnect'))).toBe(true);
  });

  it('connects only with a key the channel takes, and keeps its refusal in view', async () => {
    const { calls, user } = renderChannels(`/channels/${AIRBNB}/accounts/${ACCOUNT}`);
    await screen.findByRole('heading', { level: 1, name: 'Hearth Stays' });
    await user.click(screen.getByRole('button', { name: 'Disconnect' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Disconnect' }));
    await user.click(await screen.findByRole('button', { name: 'Connect' }));

    const dialog = await screen.findByRole('dialog', { name: 'Connect account' });
    expect(within(dialog).getByText('Are you sure you want to connect this account?')).toBeInTheDocument();
    // Nothing entered: said at the field, nothing sent.
    await user.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect(await within(dialog).findByText('Enter the calendar feed URL or API key')).toBeInTheDocument();
    const key = within(dialog).getByLabelText(/^API key/);
    await user.type(key, 'wrong-key');
    await user.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect(await within(dialog).findByText(/refused the API key \(401 Unauthorized\)/)).toBeInTheDocument();
    expect(within(dialog).getByText('The channel refused the connection')).toBeInTheDocument();

    await user.clear(key);
    await user.type(key, 'good-key');
    await user.click(within(dialog).getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Connect account' })).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'Disconnect' })).toBeInTheDocument();
    const sent = calls.filter((call) => call.url.pathname.endsWith('/connect')).map((call) => call.body);
    expect(sent).toEqual([{ credential: 'wrong-key' }, { credential: 'good-key' }]);
  });

  it('retries a stale row from Sync health, and names the home without a link for a channel manager', async () => {
    const { calls, user } = renderChannels('/channels?tab=health');
    const [stale, fresh] = await screen.findAllByTestId('sync-row');
    expect(within(fresh!).queryByRole('button', { name: /^Retry/ })).not.toBeInTheDocument();
    // Channel managers do not open homes: the name is text, the account a link.
    expect(within(stale!).queryByRole('link', { name: 'Noosa Beach House' })).not.toBeInTheDocument();
    await user.click(within(stale!).getByRole('button', { name: 'Retry Noosa Beach House on Airbnb' }));
    await waitFor(() =>
      expect(
        calls.some((call) => call.method === 'POST' && call.url.pathname === '/api/v3/channel-listings/a/retry'),
      ).toBe(true),
    );
  });

  it('stacks accounts and sync rows on a phone (390 px) instead of wide tables', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query === MOBILE_QUERY,
          media: query,
          onchange: null,
          addListener: () => {},
          removeListener: () => {},
          addEventListener: () => {},
          removeEventListener: () => {},
          dispatchEvent: () => false,
        }) as MediaQueryList,
    );
    const { user } = renderChannels('/channels');
    const airbnb = await screen.findByRole('region', { name: 'Airbnb' });
    expect(within(airbnb).queryByRole('table')).not.toBeInTheDocument();
    expect(within(airbnb).getByText('Hearth Stays')).toBeInTheDocument();
    expect(within(airbnb).getByText('host-4821@example.com')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Sync health' }));
    const rows = await screen.findAllByTestId('sync-row');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(rows[0]!).getByText('Stale')).toBeInTheDocument();
  });

  it('holds a load error and shows it with Try again, which loads the channels', async () => {
    let failing = true;
    const { user } = renderChannels('/channels', () =>
      failing ? jsonApiError(500, 'SERVER_ERROR', 'Database unavailable') : { status: 200, body: CHANNELS },
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load channels');
    expect(alert).toHaveTextContent('Database unavailable');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Airbnb' })).toBeInTheDocument();
  });
});
