import './lib/zod-config';
import './app/mantine-styles';
import '@mantine/notifications/styles.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { AppRoutes, preloadPagesAt } from './app/router';
import { createQueryClient } from './lib/query-client';

preloadPagesAt(window.location.pathname);
const queryClient = createQueryClient();
// The list and a home's calendar ask for their first data into the cache before their screen renders
// (app/first-data.ts); the module is loaded only on those pages, so the entry every page loads stays as it is.
if (window.location.pathname.startsWith('/properties')) {
  void import('./app/first-data').then((module) => module.prefetchFirstData(queryClient, window.location));
}
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// The first render is a transition: React builds the tree in slices and lets the browser in between, instead of one
// long task while the page loads (total blocking time on phones); index.html's boot frame covers the page meanwhile.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        {/* An address change renders at once (not as a transition): the controls that live in the address, such as the
          list's checkboxes, show their new state on the click, and a page whose chunk is loading shows its skeleton. */}
        <BrowserRouter useTransitions={false}>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
});
