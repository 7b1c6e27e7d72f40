import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { lighten } from '@mantine/core';
import type { BandRow, ScenarioRow } from './forecast-figures';

// This module is its own chunk (lazy-charts.tsx): @mantine/charts and recharts load only where a chart is shown.

const CHART_HEIGHT = 220;

type Format = (value: number) => string;

/** The y axis in short (`A$60K` beside bars labelled `A$55,124`), so that every label fits a phone's width. */
const AXES = (axisFormat: Format) =>
  ({
    yAxisProps: { width: 56, tickFormatter: axisFormat },
    // Every label shown, in a size that fits: recharts would otherwise drop the ones that touch.
    xAxisProps: { interval: 0, tick: { fontSize: 11 } },
  }) as const;

/**
 * The charts repeat figures the card lists in text beside them, so the drawing is hidden from screen readers and has
 * no keyboard layer of its own (a focusable element inside aria-hidden would trap focus on nothing).
 */
const A11Y = { 'aria-hidden': true, barChartProps: { accessibilityLayer: false } } as const;

/** One bar per scenario (LTR, Conservative, STR Median, Optimal), the value written on it. */
type ChartProps<Row> = { rows: Row[]; colour: string; format: Format; axisFormat: Format };

export const ScenarioChart = ({ rows, colour, format, axisFormat }: ChartProps<ScenarioRow>) => (
  <BarChart
    {...A11Y}
    h={CHART_HEIGHT}
    data={rows}
    dataKey="label"
    series={[{ name: 'dollars', label: 'A year', color: colour }]}
    valueFormatter={format}
    withBarValueLabel
    tickLine="none"
    gridAxis="y"
    {...AXES(axisFormat)}
    maxBarWidth={56}
    withTooltip={false}
  />
);

/** Per season: the P25, the median and the P75 side by side, the median in full colour (`colour` a hex). */
export const BandChart = ({ rows, colour, format, axisFormat }: ChartProps<BandRow>) => (
  <BarChart
    {...A11Y}
    h={CHART_HEIGHT}
    data={rows}
    dataKey="label"
    series={[
      { name: 'p25', label: 'P25', color: lighten(colour, 0.6) },
      { name: 'p50', label: 'Median', color: colour },
      { name: 'p75', label: 'P75', color: lighten(colour, 0.6) },
    ]}
    valueFormatter={format}
    tickLine="none"
    gridAxis="y"
    {...AXES(axisFormat)}
    maxBarWidth={32}
    withLegend
    withTooltip={false}
  />
);
