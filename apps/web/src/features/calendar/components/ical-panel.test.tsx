import type { TIcalFeed, TIcalImportResponse } from '@hearth/domain/ical';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/auth';
import {
  CONFIG_REPLY,
  fakeResponse,
  jsonApiError,
  mockFetch,
  sessionReply,
  type FakeReply,
  type FakeRequest,
} from '../../../test/fake-fetch';
import { renderRoutes } from '../../../test/render';
import { PROPERTY_ID, propertyEvent, propertyReply } from '../test/calendar-fixtures';
import { CalendarScreen } from './calendar-screen';

configure({ asyncUtilTimeout: 4000 });

const AIRBNB_ID = '6f0c1e2a-1b2c-4d3e-8f40-5a6b7c8d9e01';
const STAYZ_ID = '7a1d2f3b-2c3d-4e5f-9a51-6b7c8d9e0f12';

const feed = (id: string, overrides: Partial<TIcalFeed['attributes']> = {}): TIcalFeed => ({
  id,
  type: 'ical-feed',
  attributes: {
    propertyId: PROPERTY_ID,
    name: 'Airbnb',
    url: 'https://www.airbnb.test/calendar/ical/123.ics',
    lastSyncedAt: '2026-03-10T01:30:00Z',
    lastError: null,
    createdAt: '2026-01-01T00:00:00Z',
    eventCount: 3,
    ...overrides,
  },
});

const IMPORT_ID = '8b2e3a4c-3d4e-4f60-8b62-7c8d9e0f1a23';
type ImportAttributes = TIcalImportResponse['data']['attributes'];

const importDocument = (feedId: string, mode: 'url' | 'upload', overrides: Partial<ImportAttributes> = {}) =>
  ({
    data: {
      id: IMPORT_ID,
      type: 'ical-import',
      attributes: {
        feedId,
        mode,
        state: 'finished',
        progress: { done: 1, total: 1 },
        outcome: 'ok',
        error: null,
        counts: { created: 1, updated: 0, unchanged: 0, removed: 0, skipped: 0 },
        results: [{ uid: 'stay-1@channel', status: 'created', start: '2026-04-02', end: '2026-04-05', reason: null }],
        startedAt: '2026-03-10T02:00:00Z',
        finishedAt: '2026-03-10T02:00:01Z',
        ...overrides,
      },
    },
  }) satisfies TIcalImportResponse;

/**
 * An import as the API runs it: the upload or Sync now answers 202 with it running; polling it answers each of
 * `polls` in turn (running ones with their progress), then the last one for good.
 */
const importJob =
  (feedId: string, mode: 'url' | 'upload', ...polls: Partial<ImportAttributes>[]) =>
  ({ url }: FakeRequest): FakeReply | undefined => {
    if (url.pathname.endsWith(mode === 'url' ? '/sync' : '/upload')) {
      const running: Partial<ImportAttributes> = { state: 'running', outcome: null, progress: { done: 0, total: 0 } };
      return { status: 202, body: importDocument(feedId, mode, { ...running, results: [], finishedAt: null }) };
    }
    if (url.pathname === `/api/v3/ical-imports/${IMPORT_ID}`) {
      const next = polls.length > 1 ? polls.shift() : polls[0];
      return { status: 200, body: importDocument(feedId, mode, next ?? {}) };
    }
    return undefined;
  };

type Options = {
  roles?: string[];
  feeds?: TIcalFeed[];
  feedsReply?: FakeReply;
  reply?: (request: FakeRequest) => FakeReply | undefined;
};

type Upload = { url: URL; contentType: string; text: string };

const renderCalendar = ({ roles = ['ROLE_STAFF'], feeds = [], feedsReply, reply }: Options = {}) => {
  const handler = (request: FakeRequest): FakeReply => {
    const { pathname } = request.url;
    const answer = reply?.(request);
    if (answer) return answer;
    if (pathname === '/api/v1/public/config') return CONFIG_REPLY;
    if (pathname === '/api/v1/public/csrf/') return { status: 200, body: { data: { csrfToken: 'token' } } };
    if (pathname === '/api/v3/ping') return sessionReply({ roles });
    if (pathname === `/api/v3/properties/${PROPERTY_ID}`) return propertyReply();
    if (pathname === `/api/v3/properties/${PROPERTY_ID}/bookings`) {
      return { status: 200, body: { data: [], meta: { totalCount: 0 } } };
    }
    if (pathname === `/api/v3/properties/${PROPERTY_ID}/rates`) {
      return { status: 200, body: { data: [], meta: { currency: 'AUD' } } };
    }
    if (pathname === `/api/v3/properties/${PROPERTY_ID}/events`) {
      return { status: 200, body: { data: [propertyEvent('e1', '2026-03-20', '2026-03-21')] } };
    }
    if (pathname === '/api/v3/property-tasks') return { status: 200, body: { data: [], included: [] } };
    if (pathname === `/api/v3/properties/${PROPERTY_ID}/ical-feeds` && request.method === 'GET') {
      return feedsReply ?? { status: 200, body: { data: feeds, meta: { totalCount: feeds.length } } };
    }
    return { status: 404 };
  };
  const calls = mockFetch(handler);
  // The fake network reads bodies as JSON; an .ics upload is text, so it is caught here first.
  const uploads: Upload[] = [];
  const jsonFetch = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const headers = (init.headers ?? {}) as Record<string, string>;
    const contentType = headers['Content-Type'] ?? '';
    if (contentType !== 'application/json' && typeof init.body === 'string') {
      const url = new URL(input, 'http://localhost');
      uploads.push({ url, contentType, text: init.body });
      return fakeResponse(handler({ url, method: init.method ?? 'GET', headers, body: init.body }));
    }
    return jsonFetch(input, init);
  });

  const Guard = () => (useSession().data ? <Outlet /> : <p>Checking</p>);
  const view = renderRoutes(
    [{ element: <Guard />, children: [{ path: '/properties/:propertyId', element: <CalendarScreen /> }] }],
    `/properties/${PROPERTY_ID}`,
  );
  const callsTo = (suffix: string, method = 'GET') =>
    calls.filter((call) => call.url.pathname.endsWith(suffix) && call.method === method);
  return { ...view, calls, callsTo, uploads, user: userEvent.setup() };
};

const openPanel = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByRole('button', { name: 'Channel calendars' }));
  return within(await screen.findByRole('dialog', { name: 'Channel calendars (iCal)' }));
};

const feedCard = async (name: string) => within(await screen.findByRole('article', { name }));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-10T02:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('IcalPanel', { timeout: 20_000 }, () => {
  it('lists the imported calendars with their address, last sync, last error and blocks, and says how imports run', async () => {
    const { user } = renderCalendar({
      feeds: [
        feed(AIRBNB_ID, { lastError: 'getaddrinfo ENOTFOUND www.airbnb.test' }),
        feed(STAYZ_ID, { name: 'Stayz', url: null, lastSyncedAt: null, eventCount: 1 }),
      ],
    });
    const panel = await openPanel(user);
    expect(panel.getByRole('textbox', { name: 'iCal export' })).toHaveValue('http://localhost/ical/secret-token.ics');
    expect(panel.getByText(/fetched every 30 minutes when the server can reach the channel/)).toBeInTheDocument();
    expect(panel.getByText(/Uploading a file works offline/)).toBeInTheDocument();

    const airbnb = await feedCard('Airbnb');
    expect(airbnb.getByText('https://www.airbnb.test/calendar/ical/123.ics')).toBeInTheDocument();
    // 01:30 UTC is 11:30 AM in Brisbane, the property's zone.
    expect(airbnb.getByText('Last synced Tue 10 Mar 2026 11:30 AM AEST · 3 imported blocks')).toBeInTheDocument();
    expect(airbnb.getByText('getaddrinfo ENOTFOUND www.airbnb.test')).toBeInTheDocument();
    expect(airbnb.getByRole('button', { name: 'Sync now' })).toBeInTheDocument();

    const stayz = await feedCard('Stayz');
    expect(stayz.getByText('Upload only')).toBeInTheDocument();
    expect(stayz.getByText('Never imported · 1 imported block')).toBeInTheDocument();
    expect(stayz.queryByRole('button', { name: 'Sync now' })).not.toBeInTheDocument();
    expect(stayz.getByRole('button', { name: 'Upload .ics' })).toBeInTheDocument();
  });

  it('says so when there is no calendar yet', async () => {
    const { user } = renderCalendar();
    const panel = await openPanel(user);
    expect(await panel.findByText(/No channel calendars yet/)).toBeInTheDocument();
  });

  it('shows the list’s failure with the API’s detail', async () => {
    const { user } = renderCalendar({ feedsReply: jsonApiError(503, 'UNAVAILABLE', 'The database is resting') });
    const panel = await openPanel(user);
    const alert = await panel.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load channel calendars');
    expect(alert).toHaveTextContent('UNAVAILABLE The database is resting');
  });

  it('adds a feed: the schema’s messages first, the API’s field message next, then an upload-only feed', async () => {
    const feeds: TIcalFeed[] = [];
    let refuse = true;
    const { user, callsTo } = renderCalendar({
      feeds,
      reply: ({ url, method, body }) => {
        if (url.pathname !== `/api/v3/properties/${PROPERTY_ID}/ical-feeds` || method !== 'POST') return undefined;
        if (refuse) {
          refuse = false;
          return {
            status: 400,
            body: {
              errors: [
                {
                  status: '400',
                  code: 'VALIDATION_ERROR',
                  title: 'Bad Request',
                  detail: 'Maximum length is 100 characters',
                  source: { pointer: '/data/attributes/name' },
                },
              ],
            },
          };
        }
        const { name, url: address } = (body as { data: { attributes: { name: string; url: string | null } } }).data
          .attributes;
        const created = feed(STAYZ_ID, { name, url: address, lastSyncedAt: null, eventCount: 0 });
        feeds.push(created);
        return { status: 201, body: { data: created } };
      },
    });
    const panel = await openPanel(user);
    const form = within(panel.getByRole('form', { name: 'Add a channel calendar' }));

    await user.click(form.getByRole('button', { name: 'Add feed' }));
    expect(form.getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription(/Enter a name/);
    await user.type(form.getByRole('textbox', { name: /^Name/ }), 'Stayz');
    await user.type(form.getByRole('textbox', { name: /^Calendar address/ }), 'http://stayz.test/cal.ics');
    await user.click(form.getByRole('button', { name: 'Add feed' }));
    expect(form.getByText('Enter the calendar’s https:// address')).toBeInTheDocument();
    expect(callsTo('/ical-feeds', 'POST')).toHaveLength(0);

    await user.clear(form.getByRole('textbox', { name: /^Calendar address/ }));
    await user.click(form.getByRole('button', { name: 'Add feed' }));
    expect(await form.findByText('Maximum length is 100 characters')).toBeInTheDocument();

    await user.click(form.getByRole('button', { name: 'Add feed' }));
    const stayz = await feedCard('Stayz');
    expect(stayz.getByText('Upload only')).toBeInTheDocument();
    const posts = callsTo('/ical-feeds', 'POST');
    expect(posts).toHaveLength(2);
    expect(posts[1]?.body).toEqual({ data: { type: 'ical-feed', attributes: { name: 'Stayz', url: null } } });
    expect(form.getByRole('textbox', { name: /^Name/ })).toHaveValue('');
  });

  it('uploads the chosen .ics as text/calendar, shows what it created and reloads the calendar’s events', async () => {
    const ics = 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:stay-1@channel\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';
    const { user, uploads, callsTo } = renderCalendar({
      feeds: [feed(STAYZ_ID, { name: 'Stayz', url: null, lastSyncedAt: null, eventCount: 0 })],
      reply: importJob(
        STAYZ_ID,
        'upload',
        {
          state: 'running',
          outcome: null,
          progress: { done: 200, total: 5000 },
          results: [],
        },
        {},
      ),
    });
    await openPanel(user);
    const stayz = await feedCard('Stayz');
    await waitFor(() => expect(callsTo('/events')).toHaveLength(1));

    const input = screen.getByRole('article', { name: 'Stayz' }).querySelector('input[type="file"]');
    expect(input).toHaveAttribute('accept', '.ics,text/calendar');
    await user.upload(input as HTMLInputElement, new File([ics], 'stayz.ics', { type: 'text/calendar' }));

    // While it runs: how far it is, and the buttons wait.
    expect(await stayz.findByText('Upload: 200 of 5,000 events imported')).toBeInTheDocument();
    expect(stayz.getByRole('button', { name: 'Delete' })).toBeDisabled();
    const summary = await stayz.findByText('Upload finished').then(() => stayz.getByRole('status'));
    expect(summary).toHaveTextContent('Upload finished');
    expect(summary).toHaveTextContent('1 created · 0 updated · 0 removed · 0 skipped · 0 unchanged');
    expect(within(summary).getByText('Thu 2 Apr 2026 to Sun 5 Apr 2026')).toBeInTheDocument();
    expect(uploads).toHaveLength(1);
    expect(uploads[0]?.url.pathname).toBe(`/api/v3/ical-feeds/${STAYZ_ID}/upload`);
    expect(uploads[0]?.contentType).toBe('text/calendar');
    expect(uploads[0]?.text).toBe(ics);
    await waitFor(() => expect(callsTo('/events')).toHaveLength(2));
  });

  it('refuses a file over 1 MB without sending it', async () => {
    const { user, uploads } = renderCalendar({ feeds: [feed(STAYZ_ID, { name: 'Stayz', url: null })] });
    await openPanel(user);
    const stayz = await feedCard('Stayz');
    const input = screen.getByRole('article', { name: 'Stayz' }).querySelector('input[type="file"]');
    const big = new File(['BEGIN:VCALENDAR\r\n'.padEnd(1024 * 1024 + 1, 'x')], 'big.ics', { type: 'text/calendar' });
    await user.upload(input as HTMLInputElement, big);
    expect(await stayz.findByRole('alert')).toHaveTextContent('The calendar is larger than 1 MB');
    expect(uploads).toHaveLength(0);
  });

  it('shows the API’s detail when an upload is refused', async () => {
    const { user } = renderCalendar({
      feeds: [feed(STAYZ_ID, { name: 'Stayz', url: null })],
      reply: ({ url }) =>
        url.pathname.endsWith('/upload')
          ? jsonApiError(400, 'ICAL_INVALID', 'This is not an iCal calendar (.ics)')
          : undefined,
    });
    await openPanel(user);
    const stayz = await feedCard('Stayz');
    const input = screen.getByRole('article', { name: 'Stayz' }).querySelector('input[type="file"]');
    await user.upload(input as HTMLInputElement, new File(['hello'], 'notes.ics', { type: 'text/calendar' }));
    const alert = await stayz.findByRole('alert');
    expect(alert).toHaveTextContent('Could not upload');
    expect(alert).toHaveTextContent('ICAL_INVALID This is not an iCal calendar (.ics)');
  });

  it('syncs now and shows each event’s outcome, skipped ones with their reason', async () => {
    const { user, callsTo } = renderCalendar({
      feeds: [feed(AIRBNB_ID)],
      reply: importJob(AIRBNB_ID, 'url', {
        counts: { created: 1, updated: 1, unchanged: 4, removed: 1, skipped: 1 },
        results: [
          { uid: 'a@airbnb', status: 'created', start: '2026-04-02', end: '2026-04-05', reason: null },
          { uid: 'b@airbnb', status: 'updated', start: '2026-05-01', end: '2026-05-03', reason: null },
          { uid: 'c@airbnb', status: 'removed', start: '2026-06-01', end: '2026-06-02', reason: null },
          {
            uid: 'd@airbnb',
            status: 'skipped',
            start: '2026-03-15',
            end: '2026-03-18',
            reason: 'Those nights are taken by booking HB-b1',
          },
          { uid: 'e@airbnb', status: 'unchanged', start: '2026-07-01', end: '2026-07-02', reason: null },
        ],
      }),
    });
    await openPanel(user);
    const airbnb = await feedCard('Airbnb');
    await user.click(airbnb.getByRole('button', { name: 'Sync now' }));
    const summary = await airbnb.findByText('Sync finished').then(() => airbnb.getByRole('status'));
    expect(summary).toHaveTextContent('Sync finished');
    expect(summary).toHaveTextContent('1 created · 1 updated · 1 removed · 1 skipped · 4 unchanged');
    const items = within(within(summary).getByRole('list', { name: 'Events imported' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'createdThu 2 Apr 2026 to Sun 5 Apr 2026',
      'updatedFri 1 May 2026 to Sun 3 May 2026',
      'removedMon 1 Jun 2026 to Tue 2 Jun 2026',
      'skippedSun 15 Mar 2026 to Wed 18 Mar 2026 — Those nights are taken by booking HB-b1',
    ]);
    expect(callsTo(`/ical-feeds/${AIRBNB_ID}/sync`, 'POST')).toHaveLength(1);
    await waitFor(() => expect(callsTo('/events')).toHaveLength(2));
  });

  it('lists the first 50 events of a long import and counts the rest', async () => {
    const results = Array.from({ length: 1234 }, (_, i) => ({
      uid: `long-${i}@airbnb`,
      status: 'created' as const,
      start: '2026-04-02',
      end: '2026-04-03',
      reason: null,
    }));
    const { user } = renderCalendar({
      feeds: [feed(AIRBNB_ID)],
      reply: importJob(AIRBNB_ID, 'url', {
        counts: { created: 1234, updated: 0, unchanged: 0, removed: 0, skipped: 0 },
        results,
      }),
    });
    await openPanel(user);
    const airbnb = await feedCard('Airbnb');
    await user.click(airbnb.getByRole('button', { name: 'Sync now' }));
    const summary = await airbnb.findByText('Sync finished').then(() => airbnb.getByRole('status'));
    expect(summary).toHaveTextContent('1,234 created · 0 updated');
    expect(within(within(summary).getByRole('list')).getAllByRole('listitem')).toHaveLength(50);
    expect(within(summary).getByText('and 1,184 more')).toBeInTheDocument();
  });

  it('shows why a sync failed (no internet here) and that nothing changed', async () => {
    const { user } = renderCalendar({
      feeds: [feed(AIRBNB_ID)],
      reply: importJob(AIRBNB_ID, 'url', {
        outcome: 'failed',
        error: 'Could not reach www.airbnb.test: getaddrinfo ENOTFOUND',
        counts: { created: 0, updated: 0, unchanged: 0, removed: 0, skipped: 0 },
        results: [],
      }),
    });
    await openPanel(user);
    const airbnb = await feedCard('Airbnb');
    await user.click(airbnb.getByRole('button', { name: 'Sync now' }));
    const alert = await airbnb.findByRole('alert');
    expect(alert).toHaveTextContent('Sync failed: nothing was changed');
    expect(alert).toHaveTextContent('Could not reach www.airbnb.test: getaddrinfo ENOTFOUND');
  });

  it('deletes a feed after a confirmation that its blocks go with it', async () => {
    const feeds = [feed(AIRBNB_ID)];
    const { user, callsTo } = renderCalendar({
      feeds,
      reply: ({ url, method }) => {
        if (method !== 'DELETE' || url.pathname !== `/api/v3/ical-feeds/${AIRBNB_ID}`) return undefined;
        feeds.splice(0);
        return { status: 204 };
      },
    });
    const panel = await openPanel(user);
    const airbnb = await feedCard('Airbnb');
    await user.click(airbnb.getByRole('button', { name: 'Delete' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Delete channel calendar' }));
    expect(confirm.getByText(/Its 3 imported blocks are removed with it/)).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Delete' }));
    expect(await panel.findByText(/No channel calendars yet/)).toBeInTheDocument();
    expect(callsTo(`/ical-feeds/${AIRBNB_ID}`, 'DELETE')).toHaveLength(1);
  });

  it('rotates the export link only after a confirmation that the old one stops working', async () => {
    const { user, callsTo } = renderCalendar({
      reply: ({ url, method }) =>
        method === 'POST' && url.pathname.endsWith('/ical-export/rotate')
          ? {
              status: 200,
              body: {
                data: {
                  id: PROPERTY_ID,
                  type: 'ical-export',
                  attributes: { propertyId: PROPERTY_ID, url: 'http://localhost/ical/new-token.ics' },
                },
              },
            }
          : undefined,
    });
    const panel = await openPanel(user);
    await user.click(panel.getByRole('button', { name: 'Rotate link' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Rotate the iCal link?' }));
    expect(confirm.getByText(/The old link stops working at once/)).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Cancel' }));
    expect(callsTo('/ical-export/rotate', 'POST')).toHaveLength(0);

    await user.click(panel.getByRole('button', { name: 'Rotate link' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Rotate the iCal link?' })).getByRole('button', {
        name: 'Rotate link',
      }),
    );
    await waitFor(() =>
      expect(panel.getByRole('textbox', { name: 'iCal export' })).toHaveValue('http://localhost/ical/new-token.ics'),
    );
    expect(callsTo('/ical-export/rotate', 'POST')).toHaveLength(1);
  });

  it('is not there for an owner, who never asks for feeds', async () => {
    const { calls } = renderCalendar({ roles: ['ROLE_OWNER'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hastings Street Beach House' })).toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.url.pathname.endsWith('/bookings'))).toBe(true));
    expect(screen.queryByRole('button', { name: 'Channel calendars' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.pathname.includes('ical'))).toBe(false);
  });
});
