import landUrl from 'world-atlas/land-50m.json?url';
import type { FeatureCollection, MultiPolygon } from 'geojson';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { outlineNearQuotes } from './comps-map-view';

// The offline map's outline (docs/CONTRIBUTING.md#stack): Natural Earth's 1:50m land from world-atlas, a static file of our own
// build (no outside request), read and cut down once per page.
let loading: Promise<FeatureCollection<MultiPolygon> | null> | null = null;

export const loadOutline = (): Promise<FeatureCollection<MultiPolygon> | null> => {
  loading ??= (async () => {
    try {
      const [response, topojson] = await Promise.all([fetch(landUrl), import('topojson-client')]);
      if (!response.ok) throw new Error(`The outline answered ${response.status}`);
      const topology = (await response.json()) as Topology<{ land: GeometryCollection }>;
      return outlineNearQuotes(topojson.feature(topology, topology.objects.land));
    } catch {
      // Without the outline the markers still show, on a plain background; the next map asks again.
      loading = null;
      return null;
    }
  })();
  return loading;
};
