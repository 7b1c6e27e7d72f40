import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyPage } from '../lib/lazy-page';
import { renderRoutes } from '../test/render';
import { RootLayout } from './root-layout';

const addBootFrame = () => {
  const frame = document.createElement('div');
  frame.id = 'boot';
  document.body.append(frame);
};

afterEach(() => document.getElementById('boot')?.remove());

describe("index.html's boot frame", () => {
  it('stays over the app while the first page loads, and goes once the page is on screen', async () => {
    addBootFrame();
    let finish: (module: { Page: () => React.JSX.Element }) => void = () => {};
    const Page = lazyPage(
      () => new Promise<{ Page: () => React.JSX.Element }>((resolve) => (finish = resolve)),
      'Page',
    );
    renderRoutes([{ element: <RootLayout />, children: [{ path: '/', element: <Page /> }] }]);
    expect(await screen.findByLabelText('Loading')).toBeInTheDocument();
    expect(document.getElementById('boot')).not.toBeNull();
    await act(async () => finish({ Page: () => <p>The first page</p> }));
    expect(await screen.findByText('The first page')).toBeInTheDocument();
    expect(document.getElementById('boot')).toBeNull();
  });

  it('goes at once when the first page needs nothing more to load', async () => {
    addBootFrame();
    renderRoutes([{ element: <RootLayout />, children: [{ path: '/', element: <p>Ready</p> }] }]);
    expect(await screen.findByText('Ready')).toBeInTheDocument();
    expect(document.getElementById('boot')).toBeNull();
  });
});
