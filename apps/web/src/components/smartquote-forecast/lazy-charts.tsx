import { Skeleton } from '@mantine/core';
import { lazy, Suspense, type ComponentProps } from 'react';

// Charts (recharts, ~118 kB gzip) load with the first chart shown, not with the page (docs/CONTRIBUTING.md#stack).
const load = () => import('./forecast-charts');
const ScenarioChartChunk = lazy(() => load().then((module) => ({ default: module.ScenarioChart })));
const BandChartChunk = lazy(() => load().then((module) => ({ default: module.BandChart })));

const ChartSkeleton = () => <Skeleton h={220} radius="sm" aria-hidden />;

export const LazyScenarioChart = (props: ComponentProps<typeof ScenarioChartChunk>) => (
  <Suspense fallback={<ChartSkeleton />}>
    <ScenarioChartChunk {...props} />
  </Suspense>
);

export const LazyBandChart = (props: ComponentProps<typeof BandChartChunk>) => (
  <Suspense fallback={<ChartSkeleton />}>
    <BandChartChunk {...props} />
  </Suspense>
);
