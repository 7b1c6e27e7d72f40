import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { lighten } from '@mantine/core';
import type { BandRow, ScenarioRow } from './forecast-figures';

// This module is its own chunk (lazy-charts.tsx): @mantine/charts and recharts load only where a chart is shown.

const CHART_HEIGHT = 220;

type Format = (value: number) => string;

/** A label's words one under the other ('STR' over 'Median'), so that four fit side by side on a phone. */
const StackedTick = ({ x, y, payload }: { x?: number; y?: number; payload?: { value?: unknown } }) => (
  <text x={x} y={y} textAnchor="middle" fontSize={11} fill="currentColor">
    {String(payload?.value ?? '')
      .split(' ')
      .map((word, index) => (
        <tspan key={index} x={x} dy={index === 0 ? 12 : 13}>
          {word}
        </tspan>
      ))}
  </text>
);

/**
 * The y axis in short (`A$60K` beside bars labelled `A$55,124`), so that every label fits a phone's width; `compact`
 * (a phone) stacks each label's words and leaves the axis room for two lines.
 */
const AXES = (axisFormat: Format, compact: boolean) =>
  ({
    yAxisProps: { width: 56, tickFormatter: axisFormat },
    // Every label shown, in a size that fits: recharts would otherwise drop the ones that touch.
    xAxisProps: compact
      ? { interval: 0, height: 36, tick: (props: object) => <StackedTick {...props} /> }
      : { interval: 0, tick: { fontSize: 11 } },
  }) as const;

/**
 * The charts repeat figures the card lists in text beside them, so the drawing is hidden from screen readers and has
 * no keyboard layer of its own (a focusable element inside aria-hidden would trap focus on nothing).
 */
const A11Y = { 'aria-hidden': true, barChartProps: { accessibilityLayer: false } } as const;

/** `compact`: a phone's width, where labels stack and a bar's value is written in short (`A$55.1K`). */
type ChartProps<Row> = { rows: Row[]; colour: string; format: Format; axisFormat: Format; compact?: boolean };

/** One bar per scenario (LTR, Conservative, STR Median, Optimal), the value written on it. */
export const ScenarioChart = ({ rows, colour, format, axisFormat, compact = false }: ChartProps<ScenarioRow>) => (
  <BarChart
    {...A11Y}
    h={CHART_HEIGHT}
    data={rows}
    dataKey="label"
    series={[{ name: 'dollars', label: 'A year', color: colour }]}
    valueFormatter={compact ? axisFormat : format}
    withBarValueLabel
    tickLine="none"
    gridAxis="y"
    {...AXES(axisFormat, compact)}
    maxBarWidth={56}
    withTooltip={false}
  />
);

/** Per season: the P25, the median and the P75 side by side, the median in full colour (`colour` a hex). */
export const BandChart = ({ rows, colour, format, axisFormat, compact = false }: ChartProps<BandRow>) => (
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
    {...AXES(axisFormat, compact)}
    maxBarWidth={32}
    withLegend
    withTooltip={false}
  />
);
