import { Box, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { SMARTQUOTE_LIMITS, type TSmartquoteForecast } from '@hearth/domain/smartquotes';
import { lazy, Suspense, useMemo } from 'react';
import { usePublicConfig } from '../../lib/config';
import { formatMoney } from '../../lib/format';
import { MOBILE_QUERY } from '../../lib/media';
import { HOME_COLOUR } from './comps-map-colours';
import { mapViewOf, tileSourceOf, type MapPoint } from './comps-map-view';
import { formatDistance } from './forecast-figures';

// Leaflet (and its CSS) load with the first map shown (docs/CONTRIBUTING.md#stack).
const CompsLeafletMap = lazy(() =>
  import('./comps-map-leaflet').then((module) => ({ default: module.CompsLeafletMap })),
);

type Forecast = Pick<TSmartquoteForecast, 'competition' | 'currency'>;

export type CompsMapProps = {
  forecast: Forecast;
  /** The quote's home, when its address has a place. */
  home: MaybePlace | null;
  /** 300 px in the overview, 400 px on the public page, lower on a phone (docs/product/smartquotes.md#limits). */
  height: number;
  accent: string;
};

type MaybePlace = { latitude?: number | null; longitude?: number | null };

const placeOf = (point: MaybePlace | null): MapPoint | null =>
  point && typeof point.latitude === 'number' && typeof point.longitude === 'number'
    ? { latitude: point.latitude, longitude: point.longitude }
    : null;

const Dot = ({ colour, size }: { colour: string; size: number }) => (
  <Box
    component="span"
    aria-hidden
    w={size}
    h={size}
    style={{ borderRadius: '50%', background: colour, border: '2px solid #fff', boxShadow: '0 0 0 1px #868e96' }}
  />
);

/**
 * The competition map (docs/product/smartquotes.md#screens): the comparable homes around the quote's home, fitted to them. With no tile URL
 * configured it draws them on a plain land outline and requests no tiles, and says so.
 */
export const CompsMap = ({ forecast, home, height: wideHeight, accent }: CompsMapProps) => {
  const phone = useMediaQuery(MOBILE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const height = phone ? Math.min(wideHeight, SMARTQUOTE_LIMITS.map.phoneHeight) : wideHeight;
  const config = usePublicConfig();
  const tiles = tileSourceOf(config);
  const { competition, currency } = forecast;
  const homePlace = placeOf(home);
  const comps = useMemo(
    () =>
      competition.properties.map((comp, index) => ({
        // Public answers give all our managed homes one id ('managed'): the place in the list keeps them apart.
        id: `${comp.id}-${index}`,
        latitude: comp.latitude,
        longitude: comp.longitude,
        label: `${comp.bedrooms} bd · ${comp.bathrooms} ba · ${formatMoney(comp.nightlyCents, currency)} a night · ${formatDistance(comp.distanceKm)}`,
      })),
    [competition.properties, currency],
  );
  const view = useMemo(() => mapViewOf(homePlace ? [homePlace, ...comps] : comps), [homePlace, comps]);

  return (
    <Stack gap={6} component="figure" m={0}>
      <Box
        h={height}
        style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden', isolation: 'isolate' }}
        data-testid="comps-map"
      >
        <Suspense fallback={<Skeleton h={height} radius="md" aria-hidden />}>
          <CompsLeafletMap
            // The placement and the attribution control are read when the map is made: a change makes a new one.
            key={`${JSON.stringify(view)} ${tiles?.url ?? 'offline'}`}
            view={view}
            home={homePlace}
            comps={comps}
            radiusKm={competition.radiusKm}
            tiles={tiles}
            height={height}
            accent={accent}
          />
        </Suspense>
      </Box>
      <Group component="figcaption" gap="md" wrap="wrap">
        {homePlace ? (
          <Group gap={6} wrap="nowrap">
            <Dot colour={HOME_COLOUR} size={14} />
            <Text size="sm">This home</Text>
          </Group>
        ) : null}
        <Group gap={6} wrap="nowrap">
          <Dot colour={accent} size={10} />
          <Text size="sm">
            {comps.length} comparable {comps.length === 1 ? 'home' : 'homes'} within {competition.radiusKm} km
          </Text>
        </Group>
        {tiles ? null : (
          <Text size="xs" c="dimmed">
            Offline map: a coarse coastline outline, no streets.
          </Text>
        )}
      </Group>
    </Stack>
  );
};
