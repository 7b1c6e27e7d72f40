import { SMARTQUOTE_LIMITS } from '@hearth/domain/smartquotes';
import type { Feature, FeatureCollection, MultiPolygon, Polygon, Position } from 'geojson';

/** Pure parts of the comps map, kept apart from Leaflet so that they are tested without a browser's layout. */

export type LatLng = [number, number];
export type MapPoint = { latitude: number; longitude: number };

/**
 * Where the map opens (docs/product/smartquotes.md#limits): on the homes, fitted to them with the zoom capped at 15; with nothing to show,
 * the default centre of Australia at zoom 6.
 */
export type MapView =
  { kind: 'centre'; centre: LatLng; zoom: number } | { kind: 'fit'; bounds: [LatLng, LatLng]; maxZoom: number };

const isPlace = (point: MapPoint): boolean =>
  Number.isFinite(point.latitude) &&
  Number.isFinite(point.longitude) &&
  Math.abs(point.latitude) <= 90 &&
  Math.abs(point.longitude) <= 180;

export const mapViewOf = (points: readonly MapPoint[]): MapView => {
  const places = points.filter(isPlace);
  if (places.length === 0) {
    const [lat, lng] = SMARTQUOTE_LIMITS.map.centre;
    return { kind: 'centre', centre: [lat, lng], zoom: SMARTQUOTE_LIMITS.map.zoom };
  }
  const lats = places.map((point) => point.latitude);
  const lngs = places.map((point) => point.longitude);
  return {
    kind: 'fit',
    bounds: [
      [Math.min(...lats), Math.min(...lngs)],
      [Math.max(...lats), Math.max(...lngs)],
    ],
    maxZoom: SMARTQUOTE_LIMITS.map.maxFitZoom,
  };
};

export type TileSource = { url: string; attribution: string };

/** Tiles only when the installation configures a tile URL (MAP_TILE_URL); otherwise the map requests none. */
export const tileSourceOf = (config: { mapTileUrl?: string; mapTileAttribution?: string }): TileSource | null =>
  config.mapTileUrl ? { url: config.mapTileUrl, attribution: config.mapTileAttribution ?? '' } : null;

/** Quotes are for homes in Australia and New Zealand: the offline outline keeps the land around them. */
export const OUTLINE_REGION = { west: 105, east: 180, south: -50, north: -5 } as const;

const ringTouchesRegion = (ring: readonly Position[]): boolean => {
  let west = Infinity;
  let east = -Infinity;
  let south = Infinity;
  let north = -Infinity;
  for (const [lng = 0, lat = 0] of ring) {
    west = Math.min(west, lng);
    east = Math.max(east, lng);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  return (
    east >= OUTLINE_REGION.west &&
    west <= OUTLINE_REGION.east &&
    north >= OUTLINE_REGION.south &&
    south <= OUTLINE_REGION.north
  );
};

const polygonsOf = (geometry: Polygon | MultiPolygon): Position[][][] =>
  geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;

/**
 * The offline outline: world-atlas land (as GeoJSON, from topojson-client) cut down to the polygons around Australia
 * and New Zealand, so that the map draws a few hundred rings rather than the world's.
 */
export const outlineNearQuotes = (land: FeatureCollection | Feature): FeatureCollection<MultiPolygon> => {
  const features = land.type === 'FeatureCollection' ? land.features : [land];
  const kept: Position[][][] = [];
  for (const feature of features) {
    const { geometry } = feature;
    if (geometry.type !== 'Polygon' && geometry.type !== 'MultiPolygon') continue;
    for (const polygon of polygonsOf(geometry)) {
      const [outer] = polygon;
      if (outer && ringTouchesRegion(outer)) kept.push(polygon);
    }
  }
  return {
    type: 'FeatureCollection',
    features: [{ type: 'Feature', properties: {}, geometry: { type: 'MultiPolygon', coordinates: kept } }],
  };
};
