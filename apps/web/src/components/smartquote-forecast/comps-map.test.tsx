import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CONFIG_REPLY, mockFetch, type FakeReply } from '../../test/fake-fetch';
import { renderRoutes } from '../../test/render';
import { CompsMap } from './comps-map';
import { testForecast } from './test-forecast';

const configWith = (extra: Record<string, string>): FakeReply => ({
  status: 200,
  body: { data: { ...(CONFIG_REPLY.body as { data: object }).data, ...extra } },
});

const renderMap = (config: FakeReply) => {
  // Leaflet lays tiles out only on a map with a size; jsdom has no layout, so the map is given one.
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(300);
  const calls = mockFetch((request) => (request.url.pathname === '/api/v1/public/config' ? config : { status: 404 }));
  const view = renderRoutes([
    {
      path: '/',
      element: (
        <CompsMap
          forecast={testForecast()}
          home={{ latitude: -27.475, longitude: 153.025 }}
          height={300}
          accent="#0f766e"
        />
      ),
    },
  ]);
  const map = () => view.container.querySelector('.leaflet-container');
  return { calls, view, map };
};

describe('CompsMap (docs/product/smartquotes.md#limits; docs/CONTRIBUTING.md#stack)', () => {
  it('offline by default: markers on a plain outline, no tile requested, and says so', async () => {
    const { calls, view, map } = renderMap(CONFIG_REPLY);
    await waitFor(() => expect(map()).not.toBeNull());
    await waitFor(() => expect(calls.some((call) => call.url.pathname.endsWith('land-50m.json'))).toBe(true));
    // The home and both comps are drawn; the home apart from them (larger, in its own colour).
    const markers = [...view.container.querySelectorAll('path.leaflet-interactive')];
    expect(markers).toHaveLength(3);
    expect(markers.filter((marker) => marker.getAttribute('fill') === '#e8590c')).toHaveLength(1);
    expect(view.container.querySelector('.leaflet-tile-pane')?.children).toHaveLength(0);
    expect(view.container.querySelectorAll('img')).toHaveLength(0);
    // The only calls: the config and our own outline file, both on this origin.
    expect(calls.every((call) => call.url.origin === 'http://localhost')).toBe(true);
    expect(screen.getByText('Offline map: a coarse coastline outline, no streets.')).toBeInTheDocument();
    expect(screen.getByText('This home')).toBeInTheDocument();
    expect(screen.getByText('2 comparable homes within 3 km')).toBeInTheDocument();
  });

  it('draws tiles from the configured tile URL, with their credit', async () => {
    const { view, map } = renderMap(
      configWith({ mapTileUrl: 'https://tiles.example/{z}/{x}/{y}.png', mapTileAttribution: '© Example Tiles' }),
    );
    await waitFor(() => expect(map()).not.toBeNull());
    await waitFor(() => expect(view.container.querySelectorAll('img.leaflet-tile').length).toBeGreaterThan(0));
    for (const tile of view.container.querySelectorAll('img.leaflet-tile')) {
      expect(tile.getAttribute('src')).toMatch(/^https:\/\/tiles\.example\/\d+\/\d+\/\d+\.png$/);
    }
    expect(view.container.querySelector('.leaflet-control-attribution')).toHaveTextContent('© Example Tiles');
    expect(screen.queryByText('Offline map: a coarse coastline outline, no streets.')).toBeNull();
  });
});
