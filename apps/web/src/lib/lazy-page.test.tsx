import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../test/render';
import { lazyPage } from './lazy-page';

describe('lazyPage', () => {
  it('shows the new-version prompt with a Reload button when a chunk fails to load', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const Broken = lazyPage(
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      'SettingsScreen',
    );
    renderRoutes([
      {
        path: '/',
        element: (
          <Suspense fallback={<p>Loading</p>}>
            <Broken />
          </Suspense>
        ),
      },
    ]);
    expect(await screen.findByText('It looks like a new version of our website is available')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('renders the named export when the chunk loads', async () => {
    const Page = lazyPage(async () => ({ Hello: () => <p>Hello page</p> }), 'Hello');
    renderRoutes([
      {
        path: '/',
        element: (
          <Suspense fallback={<p>Loading</p>}>
            <Page />
          </Suspense>
        ),
      },
    ]);
    expect(await screen.findByText('Hello page')).toBeInTheDocument();
  });

  it('loads a page once, whether it was preloaded or rendered first', async () => {
    const load = vi.fn(async () => ({ Hello: () => <p>Hello preloaded page</p> }));
    const Page = lazyPage(load, 'Hello');
    Page.preload();
    Page.preload();
    renderRoutes([
      {
        path: '/',
        element: (
          <Suspense fallback={<p>Loading</p>}>
            <Page />
          </Suspense>
        ),
      },
    ]);
    expect(await screen.findByText('Hello preloaded page')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
