import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { SMARTQUOTE_LIMITS } from '@hearth/domain/smartquotes';
import type { Position } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { describe, expect, it } from 'vitest';
import { mapViewOf, outlineNearQuotes, tileSourceOf } from './comps-map-view';
import { bookingValueRows, netRevenueRows, occupancyRows, rateRows } from './forecast-figures';
import { ltrComparison } from './ltr-comparison';
import { testForecast } from './test-forecast';

describe('chart values (docs/product/smartquotes.md#screens, #limits)', () => {
  it('puts net revenue in the order LTR, Conservative, STR Median, Optimal, in dollars rounded', () => {
    expect(netRevenueRows(testForecast())).toEqual([
      { key: 'ltr', label: 'LTR', dollars: 24_960 },
      { key: 'conservative', label: 'Conservative', dollars: 31_000 },
      { key: 'strmedian', label: 'STR Median', dollars: 42_500 },
      { key: 'optimal', label: 'Optimal', dollars: 55_124 },
    ]);
  });

  it('leaves LTR out when the quote has no weekly rent, and the booking value has no LTR', () => {
    const forecast = testForecast({ netRevenue: { ltr: null, conservative: 1, strmedian: 2, optimal: 3 } });
    expect(netRevenueRows(forecast).map((row) => row.label)).toEqual(['Conservative', 'STR Median', 'Optimal']);
    expect(bookingValueRows(forecast).map((row) => row.label)).toEqual(['Conservative', 'STR Median', 'Optimal']);
  });

  it('labels rates by season (Low, Shoulder, High Season) with their P25–P75 band in whole dollars', () => {
    expect(rateRows(testForecast())).toEqual([
      { key: 'low', label: 'Low', p25: 150, p50: 181, p75: 220 },
      { key: 'mid', label: 'Shoulder', p25: 170, p50: 210, p75: 260 },
      { key: 'high', label: 'High Season', p25: 220, p50: 275, p75: 340 },
    ]);
  });

  it('labels occupancy Low, Mid, High in rounded percent', () => {
    expect(occupancyRows(testForecast())).toEqual([
      { key: 'low', label: 'Low', p25: 51, p50: 63, p75: 70 },
      { key: 'mid', label: 'Mid', p25: 60, p50: 72, p75: 80 },
      { key: 'high', label: 'High', p25: 70, p50: 83, p75: 90 },
    ]);
  });

  it('compares short stay with long-term rent in A$ or NZ$', () => {
    expect(ltrComparison(testForecast())).toBe(
      'In a median year short stay earns A$17,540 (70%) more than long-term renting: A$42,500 against A$24,960 a year.',
    );
    const nz = testForecast({
      currency: 'NZD',
      netRevenue: { ltr: 5_000_000, conservative: 1, strmedian: 4_000_000, optimal: 3 },
    });
    expect(ltrComparison(nz)).toBe(
      'In a median year short stay earns NZ$10,000 (20%) less than long-term renting: NZ$40,000 against NZ$50,000 a year.',
    );
    expect(
      ltrComparison(testForecast({ netRevenue: { ltr: null, conservative: 1, strmedian: 2, optimal: 3 } })),
    ).toBeNull();
  });
});

describe('the comps map, its pure parts (docs/product/smartquotes.md#limits)', () => {
  it('opens on the centre of Australia at zoom 6 with nothing to show', () => {
    expect(mapViewOf([])).toEqual({ kind: 'centre', centre: [-25.27, 133.78], zoom: 6 });
    expect(mapViewOf([{ latitude: Number.NaN, longitude: 153 }])).toMatchObject({ kind: 'centre', zoom: 6 });
  });

  it('fits the home and its comps, the zoom capped at 15', () => {
    const view = mapViewOf([
      { latitude: -27.47, longitude: 153.02 },
      { latitude: -27.49, longitude: 153.04 },
      { latitude: -27.45, longitude: 153.0 },
    ]);
    expect(view).toEqual({
      kind: 'fit',
      bounds: [
        [-27.49, 153.0],
        [-27.45, 153.04],
      ],
      maxZoom: SMARTQUOTE_LIMITS.map.maxFitZoom,
    });
    expect(SMARTQUOTE_LIMITS.map.maxFitZoom).toBe(15);
  });

  it('requests tiles only when a tile URL is configured', () => {
    expect(tileSourceOf({})).toBeNull();
    expect(tileSourceOf({ mapTileUrl: '' })).toBeNull();
    expect(
      tileSourceOf({ mapTileUrl: 'https://tiles.example/{z}/{x}/{y}.png', mapTileAttribution: '© Tiles' }),
    ).toEqual({
      url: 'https://tiles.example/{z}/{x}/{y}.png',
      attribution: '© Tiles',
    });
  });

  /** Ray casting: whether a point falls inside a ring of [lng, lat] positions. */
  const inRing = ([lng, lat]: [number, number], ring: Position[]): boolean => {
    let inside = false;
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi = 0, yi = 0] = ring[i] ?? [];
      const [xj = 0, yj = 0] = ring[j] ?? [];
      if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
    }
    return inside;
  };

  it('keeps the land around Australia and New Zealand, where the quotes’ homes fall on the outline', () => {
    const path = createRequire(import.meta.url).resolve('world-atlas/land-50m.json');
    const topology = JSON.parse(readFileSync(path, 'utf8')) as Topology<{ land: GeometryCollection }>;
    const outline = outlineNearQuotes(feature(topology, topology.objects.land));
    const polygons = outline.features[0]?.geometry.coordinates ?? [];
    const onLand = (point: [number, number]) => polygons.some((polygon) => polygon[0] && inRing(point, polygon[0]));
    // Inland Brisbane, the Sunshine Coast hinterland, Christchurch: on the outline. London: cut away.
    expect(onLand([153.02, -27.47])).toBe(true);
    expect(onLand([152.95, -26.65])).toBe(true);
    expect(onLand([172.6, -43.53])).toBe(true);
    expect(onLand([-0.12, 51.5])).toBe(false);
    // The open sea east of Brisbane is not land.
    expect(onLand([155, -27.47])).toBe(false);
  });
});
