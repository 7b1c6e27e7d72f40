import { DEVTOOLS_MESSAGES, DEVTOOLS_UNKNOWN_ERROR, type TStagingSyncLine } from '@hearth/domain/devtools';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth';
import { CONFIG_REPLY, fakeResponse, jsonApiError, sessionReply, type FakeReply } from '../../../test/fake-fetch';
import { renderRoutes } from '../../../test/render';
import { DevtoolsScreen } from './devtools-screen';

type Sync = { lines: TStagingSyncLine[] } | { refused: FakeReply };

/** The network: session, config, an empty outbox, the two JSON actions, and the sync's NDJSON stream. */
const renderDevtools = (options: { sync?: Sync; testMail?: FakeReply } = {}) => {
  resetCsrfToken();
  const posts: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const { pathname } = new URL(input, 'http://localhost');
      if (init.method === 'POST') posts.push(pathname);
      if (pathname === '/api/v1/public/config') return fakeResponse(CONFIG_REPLY);
      if (pathname === '/api/v1/public/csrf/') return fakeResponse({ status: 200, body: { data: { csrfToken: 't' } } });
      if (pathname === '/api/v3/ping') return fakeResponse(sessionReply({ roles: ['ROLE_DEVELOPER'] }));
      if (pathname === '/api/v3/dev-tools/outbox') return fakeResponse({ status: 200, body: { data: [] } });
      if (pathname === '/api/v3/dev-tools/send-test-mail') {
        return fakeResponse(
          options.testMail ?? {
            status: 200,
            body: { meta: { to: 'dev@demo.hearth.au', subject: 'Hearth test email' } },
          },
        );
      }
      if (pathname === '/api/v3/dev-tools/sync-staging-data' && options.sync) {
        if ('refused' in options.sync) return fakeResponse(options.sync.refused);
        const text = options.sync.lines.map((line) => `${JSON.stringify(line)}\n`).join('');
        return new Response(text, { status: 200, headers: { 'Content-Type': 'application/x-ndjson' } });
      }
      return fakeResponse({ status: 404 });
    }),
  );
  const Guard = () => (useSession().data ? <Outlet /> : <p>Checking</p>);
  renderRoutes([{ element: <Guard />, children: [{ path: '/devtools', element: <DevtoolsScreen /> }] }], '/devtools', {
    env: 'test',
  });
  return { posts, user: userEvent.setup() };
};

const openAction = async (user: ReturnType<typeof userEvent.setup>, title: string) => {
  const card = await screen.findByRole('region', { name: title });
  await user.click(within(card).getByRole('button', { name: title }));
  return { card, dialog: await screen.findByRole('dialog', { name: title }) };
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('DevtoolsScreen', { timeout: 20_000 }, () => {
  it('shows each action as a card, and the mail outbox as one more', async () => {
    renderDevtools();
    for (const title of ['Sync staging data', 'Send a test email', 'Refresh database statistics']) {
      expect(await screen.findByRole('region', { name: title })).toBeInTheDocument();
    }
    expect(await screen.findByText('Mail outbox')).toBeInTheDocument();
  });

  it('asks before it acts, and Cancel sends nothing', async () => {
    const { posts, user } = renderDevtools();
    const { dialog } = await openAction(user, 'Send a test email');
    expect(within(dialog).getByText('Send a test email to your address?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(posts).toEqual([]);
  });

  it('runs an action through its confirm and says what it did on the card', async () => {
    const { posts, user } = renderDevtools();
    const { card, dialog } = await openAction(user, 'Send a test email');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(card).findByText("Sent 'Hearth test email' to dev@demo.hearth.au.")).toBeInTheDocument();
    expect(posts).toEqual(['/api/v3/dev-tools/send-test-mail']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the server's message when an action fails, and keeps the dialog open", async () => {
    const { user } = renderDevtools({
      sync: { refused: jsonApiError(403, 'X', DEVTOOLS_MESSAGES.refusedInProduction) },
    });
    const { dialog } = await openAction(user, 'Sync staging data');
    await user.click(within(dialog).getByRole('button', { name: 'Sync staging data' }));
    expect(await within(dialog).findByText(DEVTOOLS_MESSAGES.refusedInProduction)).toBeInTheDocument();
  });

  it("says 'An unknown error occurred' when the failure has no message", async () => {
    const { user } = renderDevtools({ testMail: { status: 500 } });
    const { dialog } = await openAction(user, 'Send a test email');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(DEVTOOLS_UNKNOWN_ERROR)).toBeInTheDocument();
    expect(DEVTOOLS_UNKNOWN_ERROR).toBe('An unknown error occurred');
  });

  it('syncs staging data from its streamed progress to a summary', async () => {
    const lines: TStagingSyncLine[] = [
      { type: 'progress', part: 'Clearing the old data', detail: null, done: 1, total: 3 },
      { type: 'progress', part: 'Tasks', detail: null, done: 2, total: 3 },
      { type: 'done', seconds: 41.2, counts: { properties: 300, bookings: 5123, users: 14 } },
    ];
    const { user } = renderDevtools({ sync: { lines } });
    const { card, dialog } = await openAction(user, 'Sync staging data');
    expect(within(dialog).getByText(/Every change made since the last sync is lost/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Sync staging data' }));
    expect(
      await within(card).findByText('Synced in 41.2 s: 300 properties, 5,123 bookings, 14 users.'),
    ).toBeInTheDocument();
  });

  it('shows the error line of a sync that failed part way', async () => {
    const lines: TStagingSyncLine[] = [
      { type: 'progress', part: 'Clearing the old data', detail: null, done: 1, total: 3 },
      { type: 'error', message: 'The sync failed and nothing was changed: disk full' },
    ];
    const { user } = renderDevtools({ sync: { lines } });
    const { dialog } = await openAction(user, 'Sync staging data');
    await user.click(within(dialog).getByRole('button', { name: 'Sync staging data' }));
    expect(await within(dialog).findByText('The sync failed and nothing was changed: disk full')).toBeInTheDocument();
  });
});
