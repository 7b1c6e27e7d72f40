import { configure, screen } from '@testing-library/react';
import { Outlet } from 'react-router';
import { propertyFirstCalls } from '@hearth/domain/properties';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/auth';
import { CONFIG_REPLY, mockFetch, sessionReply } from '../../../test/fake-fetch';
import { renderRoutes } from '../../../test/render';
import { propertyItem, searchReply } from '../test/property-fixtures';
import { firstPageOptions } from '../first-page';
import { PropertiesScreen } from './properties-screen';

// The first render loads the screen's chunks cold: give a busy machine time.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

// The server preloads the list's first page with the app page (apps/api/src/plugins/web.ts): the browser uses that
// answer only when the list asks for exactly the same URL, or it fetches the page twice.
describe('the property list first page', { timeout: 20_000 }, () => {
  it.each([['ROLE_ADMIN'], ['ROLE_STAFF'], ['ROLE_OWNER'], ['ROLE_CONTENT_CREATOR']])(
    'is asked for by the URL the server preloads, for %s',
    async (role) => {
      const calls = mockFetch((request) => {
        const { pathname } = request.url;
        if (pathname === '/api/v1/public/config') return CONFIG_REPLY;
        if (pathname === '/api/v3/ping')
          return sessionReply({ roles: [role], propertyStatus: { count: 3, first: null } });
        if (pathname === '/api/v3/search') return searchReply([propertyItem({ name: 'Hastings Street Beach House' })]);
        return { status: 404 };
      });
      const Guard = () => (useSession().data ? <Outlet /> : <p>Checking</p>);
      const { queryClient } = renderRoutes(
        [{ element: <Guard />, children: [{ path: '/properties', element: <PropertiesScreen /> }] }],
        '/properties',
      );
      expect(await screen.findByRole('link', { name: 'Hastings Street Beach House' })).toBeInTheDocument();
      const searches = calls.filter((call) => call.url.pathname === '/api/v3/search');
      expect(searches.map((call) => `${call.url.pathname}${call.url.search}`)).toEqual(
        propertyFirstCalls('/properties', ''),
      );
      // The page start asks for the same page into the cache (app/first-data.ts): the screen reads it by that key.
      expect(queryClient.getQueryData(firstPageOptions().queryKey)?.pages).toHaveLength(1);
    },
  );

  it('is not preloaded when the address carries the list’s own query', () => {
    expect(propertyFirstCalls('/properties', '?sort=name')).toEqual([]);
    expect(propertyFirstCalls('/properties/timeline', '')).toEqual([]);
    expect(propertyFirstCalls('/properties/new', '')).toEqual([]);
  });
});
