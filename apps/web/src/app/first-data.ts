import type { QueryClient } from '@tanstack/react-query';
import { calendarHomeOf, propertyFirstCalls } from '@hearth/domain/properties';
import { propertyQueryOptions } from '../api/properties/get-property';

/**
 * The first screen's data, asked for into the query cache as the page starts, beside its scripts (`preloadPagesAt`),
 * where the server has already started the same call (a preload link in the HTML: `propertyFirstCalls`), so that it
 * costs no second request. The screen's first render then has the data, and its largest paint on a phone (the list's
 * first card, a calendar's home name) comes with that render instead of a render after the answer (bench/README.md,
 * issue 33).
 */
export const prefetchFirstData = (queryClient: QueryClient, location: { pathname: string; search: string }): void => {
  // Only what the server preloaded: it does so for a signed-in visit only, so a signed-out one asks for nothing.
  const preloaded = new Set(
    [...document.querySelectorAll('link[rel="preload"][as="fetch"]')].map((link) => link.getAttribute('href')),
  );
  const calls = propertyFirstCalls(location.pathname, location.search);
  if (calls.length === 0 || !calls.every((url) => preloaded.has(url))) return;
  const home = calendarHomeOf(location.pathname);
  if (home) {
    void queryClient.prefetchQuery(propertyQueryOptions(home));
    return;
  }
  // The list's URL state and search options are the list's own: a calendar's page does not load them.
  void import('../features/properties/first-page').then(({ firstPageOptions }) =>
    queryClient.prefetchInfiniteQuery(firstPageOptions()),
  );
};
