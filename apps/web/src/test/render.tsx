import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import {
  BrowserRouter,
  useLocation,
  useNavigationType,
  useRoutes,
  type Location,
  type NavigationType,
  type RouteObject,
} from 'react-router';
import { createHearthTheme } from '../lib/theme';

type RenderOptions = { env?: 'default' | 'test' };

type Rendered = { location: Location; historyAction: NavigationType };

/** What a test reads back: the location the routes last rendered and how it was reached, as `router.state`. */
export type TestRouter = { state: Rendered };

const RoutesAt = ({ routes, onRender }: { routes: RouteObject[]; onRender: (rendered: Rendered) => void }) => {
  onRender({ location: useLocation(), historyAction: useNavigationType() });
  return useRoutes(routes);
};

/**
 * Renders routes as the app does (a BrowserRouter, TanStack Query, Mantine) starting at `path`: jsdom's address bar
 * is set to `path` first, so code that reads `window.location` sees what a browser would. `env: 'test'` is Mantine's
 * test environment (no transitions, dropdowns that stay open under jsdom's 0 x 0 layout).
 */
export const renderRoutes = (routes: RouteObject[], path = '/', { env = 'default' }: RenderOptions = {}) => {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  window.history.replaceState(null, '', path);
  let rendered: Rendered | null = null;
  const router: TestRouter = {
    get state() {
      if (!rendered) throw new Error('The routes have not rendered yet');
      return rendered;
    },
  };
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={createHearthTheme()} env={env}>
        <BrowserRouter useTransitions={false}>
          <RoutesAt routes={routes} onRender={(next) => (rendered = next)} />
        </BrowserRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
};
