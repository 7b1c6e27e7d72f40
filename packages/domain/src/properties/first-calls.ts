import { can, type PermissionCaller } from '../access/permissions';
import { calendarBookingParams } from '../bookings/bookings.rules';
import { calendarLoadWindow } from '../calendar/calendar.rules';
import { calendarTaskParams } from '../tasks/tasks.rules';
import { PROPERTY_INCLUDES, PROPERTY_LIST } from './properties.constants';
import { defaultPropertyStatuses } from './properties.rules';

/**
 * The home whose calendar the address shows, or null. A home's id is a UUID (the route's `addressId`):
 * '/properties/timeline' and '/properties/new' are other pages. The web reads it too, to put the home in its cache as
 * the page starts (apps/web/src/app/first-data.ts).
 */
export const calendarHomeOf = (pathname: string): string | null =>
  /^\/properties\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i.exec(pathname)?.[1] ?? null;

/**
 * The calls a signed-in page of this area makes first, whoever the caller, as the URLs the web asks them by: the
 * server preloads them with the app page (apps/api/src/plugins/web.ts), so they start with the scripts rather than
 * after them (issue 33). A URL must be the web's own byte for byte, or the browser fetches it twice; the web's tests
 * hold it (features/properties/components/first-calls.test.tsx, calendar-screen.test.tsx).
 *
 * - `/properties` without a query: the list's first page with its defaults (the web's `searchProperties`).
 * - `/properties/{id}`, the calendar: the property document with its includes (the web's `getProperty`).
 *
 * Anything else, or an address the list reads filters from, preloads nothing.
 */
export const propertyFirstCalls = (pathname: string, search: string): string[] => {
  if (pathname === '/properties') {
    if (search !== '' && search !== '?') return [];
    const query = new URLSearchParams({
      'page[number]': '1',
      'page[size]': String(PROPERTY_LIST.pageSize),
      'filters[type]': 'property',
      'filters[propertyStatuses]': defaultPropertyStatuses({ availabilitySearch: false, includeInactive: false }).join(
        ',',
      ),
    });
    return [`/api/v3/search?${query.toString()}`];
  }
  const home = calendarHomeOf(pathname);
  if (home) {
    const query = new URLSearchParams({ include: PROPERTY_INCLUDES.join(',') });
    return [`/api/v3/properties/${home}?${query.toString()}`];
  }
  return [];
};

const withQuery = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params).toString()}`;

/**
 * The calls a home's calendar makes for its days when it opens on `year` (its load window,
 * docs/product/calendar.md#states), as the URLs the web asks them by: the bookings, and the rates, events and tasks
 * for those who may read them. The server preloads them with a calendar's page when it knows the caller and the
 * home (apps/api/src/plugins/boot-home.ts), so the days no longer wait a round trip after the screen's script has
 * run. The web's test holds the URLs byte for byte (calendar-screen.test.tsx).
 */
export const calendarWindowCalls = (home: string, year: number, caller: PermissionCaller): string[] => {
  const window = calendarLoadWindow(year);
  const path = `/api/v3/properties/${home}`;
  const confidential = can(caller, 'property:read-confidential');
  return [
    withQuery(`${path}/bookings`, calendarBookingParams(window, caller)),
    ...(can(caller, 'rate:read') ? [withQuery(`${path}/rates`, window)] : []),
    ...(can(caller, 'event:view') ? [withQuery(`${path}/events`, window)] : []),
    ...(confidential ? [withQuery('/api/v3/property-tasks', calendarTaskParams(home, window))] : []),
  ];
};
