import type { TBookingListItem } from '@hearth/domain/bookings';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { useSession } from '../../../lib/auth';
import { CONFIG_REPLY, mockFetch, sessionReply, type FakeHandler, type FakeReply } from '../../../test/fake-fetch';
import { renderRoutes } from '../../../test/render';
import { CalendarScreen } from '../components/calendar-screen';
import { booking, comment, PROPERTY_ID, propertyEvent, propertyReply, rate, task } from './calendar-fixtures';

export type RenderCalendarOptions = {
  roles?: string[];
  path?: string;
  property?: FakeReply;
  /** The bookings the calendar loads; a function is asked at every load (a booking made or cancelled since). */
  bookings?: TBookingListItem[] | (() => TBookingListItem[]);
  taskDetail?: FakeReply;
  /** Answers the calls the calendar alone does not make (book, price, cancel...); undefined falls through. */
  api?: (request: Parameters<FakeHandler>[0]) => FakeReply | Promise<FakeReply> | undefined;
};

/** The calendar route as the app mounts it, behind a signed-in session, with the API faked at `fetch`. */
export const renderCalendar = ({
  roles = ['ROLE_STAFF'],
  path = `/properties/${PROPERTY_ID}`,
  property = propertyReply(),
  bookings = [booking('b1', '2026-03-15', '2026-03-18')],
  taskDetail,
  api,
}: RenderCalendarOptions = {}) => {
  const calls = mockFetch(async (request) => {
    const answered = await api?.(request);
    if (answered) return answered;
    const { pathname } = request.url;
    if (pathname === '/api/v1/public/config') return CONFIG_REPLY;
    if (pathname === '/api/v1/public/csrf/') return { status: 200, body: { data: { csrfToken: 'token' } } };
    if (pathname === '/api/v3/ping') return sessionReply({ roles });
    if (pathname === `/api/v3/properties/${PROPERTY_ID}`) return property;
    if (pathname === `/api/v3/properties/${PROPERTY_ID}/bookings`) {
      const data = typeof bookings === 'function' ? bookings() : bookings;
      return { status: 200, body: { data, meta: { totalCount: data.length } } };
    }
    if (pathname === `/api/v3/properties/${PROPERTY_ID}/rates`) {
      return {
        status: 200,
        body: { data: [rate('2026-03-11', 24_500), rate('2026-03-12', 31_049)], meta: { currency: 'AUD' } },
      };
    }
    if (pathname === `/api/v3/properties/${PROPERTY_ID}/events`) {
      return {
        status: 200,
        body: {
          data: [
            propertyEvent('e1', '2026-03-20', '2026-03-21', { expiryAt: '2026-03-12T05:00:00Z' }),
            propertyEvent('e2', '2026-03-25', '2026-03-26', { name: '<p>Painting</p>' }),
          ],
        },
      };
    }
    if (pathname === '/api/v3/property-tasks') {
      return {
        status: 200,
        body: {
          data: [task('t1', '2026-03-18')],
          included: [comment('c1', 't1', '2024-01-01T05:00:00Z', 'Linen is in the cupboard')],
        },
      };
    }
    if (pathname === '/api/v3/property-tasks/t1') return taskDetail ?? { status: 500 };
    return { status: 404 };
  });
  const Guard = () => (useSession().data ? <Outlet /> : <p>Checking</p>);
  const view = renderRoutes(
    [
      {
        element: <Guard />,
        children: [{ path: '/properties/:propertyId/:tab?/:section?', element: <CalendarScreen /> }],
      },
    ],
    path,
  );
  const callsTo = (suffix: string) => calls.filter((call) => call.url.pathname.endsWith(suffix));
  return { ...view, calls, callsTo, user: userEvent.setup() };
};
