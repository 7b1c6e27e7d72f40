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
