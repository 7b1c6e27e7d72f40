import { Paper, SegmentedControl, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TSmartquoteForecast } from '@hearth/domain/smartquotes';
import { Fragment, useState, type ReactNode } from 'react';
import { MOBILE_QUERY } from '../../lib/media';
import {
  bookingValueRows,
  formatAxisDollars,
  formatChartDollars,
  netRevenueRows,
  occupancyRows,
  rateRows,
  type BandRow,
  type ScenarioRow,
} from './forecast-figures';
import { LazyBandChart, LazyScenarioChart } from './lazy-charts';

type Forecast = TSmartquoteForecast;

/**
 * The sentence of the data's licence (Inside Airbnb, CC BY 4.0): once a page, with the evidence (issue 32 item 5; it
 * was under every chart, six times on a page).
 */
/** The data's notice; none when the forecast rests on our own homes alone. */
export const Attribution = ({ text }: { text: string }) =>
  text === '' ? null : (
    <Text size="xs" c="dimmed" data-testid="attribution">
      {text}
    </Text>
  );

const ChartCard = ({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) => (
  <Paper withBorder radius="md" p="md" component="section" aria-label={title} miw={0}>
    <Stack gap="sm">
      <Stack gap={2}>
        <Title order={3} size="h5">
          {title}
        </Title>
        {description ? (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        ) : null}
      </Stack>
      {children}
    </Stack>
  </Paper>
);

/** The figures of a scenario chart in words: what a screen reader reads and what a test (or a person) checks. */
const ScenarioFigures = ({
  rows,
  format,
  name,
}: {
  rows: ScenarioRow[];
  format: (v: number) => string;
  name: string;
}) => (
  <SimpleGrid cols={{ base: 2, xs: rows.length }} spacing="xs" component="dl" m={0} aria-label={name}>
    {rows.map((row) => (
      <Stack key={row.key} gap={0} data-figure={row.key}>
        <Text component="dt" size="xs" c="dimmed">
          {row.label}
        </Text>
        <Text component="dd" m={0} fw={600}>
          {format(row.dollars)}
        </Text>
      </Stack>
    ))}
  </SimpleGrid>
);

const BandTable = ({
  rows,
  format,
  caption,
  nights,
}: {
  rows: BandRow[];
  format: (v: number) => string;
  caption: string;
  nights?: Record<string, number> | undefined;
}) => (
  <Table fz="sm" verticalSpacing={4} horizontalSpacing="xs" aria-label={caption}>
    <Table.Thead>
      <Table.Tr>
        <Table.Th scope="col">Season</Table.Th>
        <Table.Th scope="col" ta="right">
          Median
        </Table.Th>
        <Table.Th scope="col" ta="right">
          P25–P75
        </Table.Th>
      </Table.Tr>
    </Table.Thead>
    <Table.Tbody>
      {rows.map((row) => (
        <Table.Tr key={row.key}>
          <Table.Th scope="row" fw={400}>
            {row.label}
            {nights?.[row.key] !== undefined ? (
              <Text component="span" display="block" size="xs" c="dimmed">
                {nights[row.key]} nights
              </Text>
            ) : null}
          </Table.Th>
          <Table.Td ta="right" fw={600}>
            {format(row.p50)}
          </Table.Td>
          <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
            {format(row.p25)}–{format(row.p75)}
          </Table.Td>
        </Table.Tr>
      ))}
    </Table.Tbody>
  </Table>
);

type Card = { key: string; tab: string; node: ReactNode };

/**
 * The forecast of a quote (docs/product/smartquotes.md#screens): net revenue (LTR, Conservative, STR Median, Optimal) and booking value a
 * year, advertised nightly rates per season and occupancy, each chart with its figures in words. Shared by the
 * overview and the public page: two columns on a wide screen, one chart at a time on a phone, chosen above it (issue 32
 * item 5: four cards one under the other made the phone's page 5,800 px tall).
 */
export const ForecastCards = ({ forecast, accent }: { forecast: Forecast; accent: string }) => {
  const phone = useMediaQuery(MOBILE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const [shown, setShown] = useState('net');
  const money = (dollars: number) => formatChartDollars(dollars, forecast.currency);
  const moneyAxis = (dollars: number) => formatAxisDollars(dollars, forecast.currency);
  const percent = (value: number) => `${value}%`;
  const net = netRevenueRows(forecast);
  const booking = bookingValueRows(forecast);
  const rates = rateRows(forecast);
  const occupancy = occupancyRows(forecast);
  const costs = forecast.costs.lines.filter((line) => line.cents !== 0);
  const cards: Card[] = [
    {
      key: 'net',
      tab: 'Net revenue',
      node: (
        <ChartCard
          title="Net revenue a year"
          description="What the owner keeps after management fees and costs. LTR is the weekly rent × 52 less its fee."
        >
          <LazyScenarioChart rows={net} colour={accent} format={money} axisFormat={moneyAxis} compact={phone} />
          <ScenarioFigures rows={net} format={money} name="Net revenue a year" />
          {costs.length > 0 ? (
            <Text size="xs" c="dimmed">
              Costs taken from the booking value:{' '}
              {costs.map((line) => `${line.label} ${money(Math.round(line.cents / 100))}`).join(', ')}.
            </Text>
          ) : null}
        </ChartCard>
      ),
    },
    {
      key: 'booking',
      tab: 'Bookings',
      node: (
        <ChartCard title="Booking value a year" description="What guests pay over the year, before fees and costs.">
          <LazyScenarioChart rows={booking} colour={accent} format={money} axisFormat={moneyAxis} compact={phone} />
          <ScenarioFigures rows={booking} format={money} name="Booking value a year" />
        </ChartCard>
      ),
    },
    {
      key: 'rate',
      tab: 'Rate',
      node: (
        <ChartCard
          title="Advertised nightly rate"
          description="Per season: the median of comparable homes and the band from P25 to P75."
        >
          <LazyBandChart rows={rates} colour={accent} format={money} axisFormat={moneyAxis} compact={phone} />
          <BandTable
            rows={rates}
            format={money}
            caption="Advertised nightly rate by season"
            nights={forecast.seasonNights}
          />
        </ChartCard>
      ),
    },
    {
      key: 'occupancy',
      tab: 'Occupancy',
      node: (
        <ChartCard
          title="Occupancy"
          description="Share of nights booked per season: the median and the band from P25 to P75."
        >
          <LazyBandChart rows={occupancy} colour={accent} format={percent} axisFormat={percent} compact={phone} />
          <BandTable rows={occupancy} format={percent} caption="Occupancy by season" />
        </ChartCard>
      ),
    },
  ];
  if (!phone) {
    return (
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {cards.map((card) => (
          <Fragment key={card.key}>{card.node}</Fragment>
        ))}
      </SimpleGrid>
    );
  }
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label="Chart shown"
        fullWidth
        size="sm"
        // Narrow padding, as the fine-tuning's: the four names fit a phone's width whole.
        styles={{ label: { paddingInline: 4 } }}
        data={cards.map((card) => ({ value: card.key, label: card.tab }))}
        value={shown}
        onChange={setShown}
      />
      {cards.find((card) => card.key === shown)?.node}
    </Stack>
  );
};
