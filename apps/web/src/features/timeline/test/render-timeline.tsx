import type { TTimelineRow } from '@hearth/domain/calendar';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { useSession } from '../../../lib/auth';
import { CONFIG_REPLY, mockFetch, sessionReply, type FakeReply } from '../../../test/fake-fetch';
import { renderRoutes } from '../../../test/render';
import { TimelineScreen } from '../components/timeline-screen';

/** A row of the multi-calendar: an active home with no stays, unless `items` says otherwise. */
export const row = (id: string, name: string, items: Partial<TTimelineRow['attributes']> = {}): TTimelineRow => ({
  id,
  type: 'property',
  attributes: {
    name,
    code: `C-${name.slice(0, 3).toUpperCase()}`,
    status: 'active',
    lastNight: null,
    currency: 'AUD',
    timezone: 'Australia/Brisbane',
    bookings: [],
    ...items,
  },
});

export const reply = (rows: TTimelineRow[], from: string, to: string): FakeReply => ({
  status: 200,
  body: {
    data: rows,
    meta: { totalCount: rows.length, totalPages: 1, pageNumber: 1, pageSize: 50, from, to },
  },
});

/** The multi-calendar route behind a signed-in session, with `GET v3/calendar/timeline` answering `rows`. */
export const renderTimeline = ({
  roles,
  rows,
  path = '/properties/timeline?start=2031-02-25',
  answer,
}: {
  roles: string[];
  rows: TTimelineRow[];
  path?: string;
  answer?: FakeReply;
}) => {
  const calls = mockFetch(({ url }) => {
    if (url.pathname === '/api/v1/public/config') return CONFIG_REPLY;
    if (url.pathname === '/api/v3/ping') return sessionReply({ roles, propertyStatus: { count: 2, first: null } });
    if (url.pathname === '/api/v3/calendar/timeline') {
      return answer ?? reply(rows, url.searchParams.get('from') ?? '', url.searchParams.get('to') ?? '');
    }
    return { status: 404 };
  });
  const Guard = () => (useSession().data ? <Outlet /> : <p>Checking</p>);
  const view = renderRoutes(
    [{ element: <Guard />, children: [{ path: '/properties/timeline', element: <TimelineScreen /> }] }],
    path,
    { env: 'test' },
  );
  const timelineCalls = () =>
    calls.filter((call) => call.url.pathname === '/api/v3/calendar/timeline').map((call) => call.url.searchParams);
  return { ...view, timelineCalls, user: userEvent.setup() };
};

/**
 * jsdom lays nothing out: give the grid's scroll box a size, so the virtualiser draws the rows in view. Answers what
 * puts the boxes back (for afterEach).
 */
export const giveBoxesASize = (): (() => void) => {
  const restore: (() => void)[] = [];
  for (const [key, value] of [
    ['clientHeight', 600],
    ['clientWidth', 1200],
  ] as const) {
    const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, key);
    Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value });
    restore.push(() => {
      if (original) Object.defineProperty(HTMLElement.prototype, key, original);
    });
  }
  return () => {
    while (restore.length > 0) restore.pop()?.();
  };
};
