import 'leaflet/dist/leaflet.css';
import type { FeatureCollection, MultiPolygon } from 'geojson';
import { useEffect, useState } from 'react';
import { Circle, CircleMarker, GeoJSON, MapContainer, Pane, TileLayer, Tooltip } from 'react-leaflet';
import { HOME_COLOUR } from './comps-map-colours';
import { loadOutline } from './comps-map-outline';
import type { MapPoint, MapView, TileSource } from './comps-map-view';

// This module is the map's own chunk (comps-map.tsx loads it lazily): Leaflet and its CSS come only with a map.

export type CompsLeafletMapProps = {
  view: MapView;
  home: MapPoint | null;
  comps: readonly (MapPoint & { id: string; label: string })[];
  radiusKm: number | null;
  tiles: TileSource | null;
  height: number;
  /** The comps' colour (the partner's brand colour on the public page). */
  accent: string;
};

const SEA = '#e7f1f8';
const LAND = { color: '#868e96', weight: 1, fillColor: '#f8f9fa', fillOpacity: 1 };

const useOutline = (wanted: boolean) => {
  const [outline, setOutline] = useState<FeatureCollection<MultiPolygon> | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void loadOutline().then((loaded) => {
      if (live) setOutline(loaded);
    });
    return () => {
      live = false;
    };
  }, [wanted]);
  return wanted ? outline : null;
};

/** The thin Leaflet part: tiles when configured, else the land outline; the comps, the radius and the home. */
export const CompsLeafletMap = ({ view, home, comps, radiusKm, tiles, height, accent }: CompsLeafletMapProps) => {
  const outline = useOutline(tiles === null);
  const placement =
    view.kind === 'fit'
      ? { bounds: view.bounds, boundsOptions: { maxZoom: view.maxZoom, padding: [24, 24] as [number, number] } }
      : { center: view.centre, zoom: view.zoom };
  return (
    <MapContainer
      {...placement}
      // Leaflet's container is focusable (arrow keys pan it): it gets a name, as a region of the page.
      ref={(map) => {
        map?.getContainer().setAttribute('role', 'region');
        map?.getContainer().setAttribute('aria-label', 'Map of the home and the comparable homes');
      }}
      style={{ height, width: '100%', background: tiles ? undefined : SEA }}
      scrollWheelZoom={false}
      attributionControl={tiles !== null && tiles.attribution !== ''}
    >
      {tiles ? <TileLayer url={tiles.url} attribution={tiles.attribution} /> : null}
      {/* The outline arrives after the markers: in a pane of its own under theirs, where tiles would be, it never
        covers them. */}
      <Pane name="outline" style={{ zIndex: 250 }}>
        {outline ? <GeoJSON data={outline} style={LAND} interactive={false} /> : null}
      </Pane>
      {home && radiusKm ? (
        <Circle
          center={[home.latitude, home.longitude]}
          radius={radiusKm * 1000}
          pathOptions={{ color: accent, weight: 1, dashArray: '4 6', fill: false }}
          interactive={false}
        />
      ) : null}
      {comps.map((comp) => (
        <CircleMarker
          key={comp.id}
          center={[comp.latitude, comp.longitude]}
          radius={5}
          pathOptions={{ color: '#ffffff', weight: 1, fillColor: accent, fillOpacity: 0.85 }}
        >
          <Tooltip>{comp.label}</Tooltip>
        </CircleMarker>
      ))}
      {home ? (
        <CircleMarker
          center={[home.latitude, home.longitude]}
          radius={9}
          pathOptions={{ color: '#ffffff', weight: 3, fillColor: HOME_COLOUR, fillOpacity: 1 }}
        >
          <Tooltip>This home</Tooltip>
        </CircleMarker>
      ) : null}
    </MapContainer>
  );
};
