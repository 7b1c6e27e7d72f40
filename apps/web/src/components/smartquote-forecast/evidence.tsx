import { Button, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { TSmartquoteForecast } from '@hearth/domain/smartquotes';
import { formatDay, formatMoney } from '../../lib/format';
import { Attribution } from './forecast-cards';
import { chartPercent, formatDistance, sourceLabel } from './forecast-figures';

type Forecast = Pick<TSmartquoteForecast, 'competition' | 'currency'>;

/** The nearest comps shown at first; the rest on request (a forecast may rest on a hundred). */
const FIRST_ROWS = 12;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * One sentence of what the forecast rests on: the pool (how many homes let all year, ours named first, how near; a
 * forecast stored before the pool had a name says "comparable homes"), over which window, from where.
 */
export const evidenceSummary = ({ competition }: Pick<TSmartquoteForecast, 'competition'>): string =>
  `${
    competition.summary ??
    `${plural(competition.properties.length, 'comparable home', 'comparable homes')} within ${competition.radiusKm} km`
  }, ` +
  `data from ${formatDay(competition.window.from)} to ${formatDay(competition.window.to)}, ` +
  `sources: ${competition.sources.join(', ')}.`;

/**
 * The evidence under the charts (issue 16 item 4): the comps used, the radius, the data window, the sources, the
 * method in a sentence, a table of the comps nearest first, and the data's attribution.
 */
export const Evidence = ({ forecast }: { forecast: Forecast }) => {
  const { competition, currency } = forecast;
  const [all, setAll] = useState(false);
  const sorted = [...competition.properties].sort((a, b) => a.distanceKm - b.distanceKm);
  const comps = all ? sorted : sorted.slice(0, FIRST_ROWS);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="forecast-evidence">
      <Stack gap="sm">
        <Title order={3} size="h5" id="forecast-evidence">
          The evidence behind these figures
        </Title>
        <Text size="sm">{evidenceSummary(forecast)}</Text>
        <Text size="sm" c="dimmed">
          {competition.method}
        </Text>
        {/* Focusable, so a keyboard can scroll the table sideways on a phone. */}
        <Table.ScrollContainer minWidth={600} type="native" tabIndex={0} aria-label="Comparable homes">
          <Table fz="sm" verticalSpacing={4} striped aria-label="Comparable homes used">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col" ta="right">
                  Distance
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  Beds
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  Baths
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  Nightly rate
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  Occupancy
                </Table.Th>
                <Table.Th scope="col">Source</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {comps.map((comp, index) => (
                // Public answers replace our managed homes' ids by one word, so the row's place keeps keys apart.
                <Table.Tr key={`${comp.id}-${index}`}>
                  <Table.Td ta="right">{formatDistance(comp.distanceKm)}</Table.Td>
                  <Table.Td ta="right">{comp.bedrooms}</Table.Td>
                  <Table.Td ta="right">{comp.bathrooms}</Table.Td>
                  <Table.Td ta="right">{formatMoney(Math.round(comp.nightlyCents / 100) * 100, currency)}</Table.Td>
                  <Table.Td ta="right">{chartPercent(comp.occupancy)}%</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{sourceLabel(comp.source, comp.region)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {sorted.length > FIRST_ROWS ? (
          <Button variant="subtle" size="xs" w="fit-content" onClick={() => setAll((shown) => !shown)}>
            {all ? `Show the nearest ${FIRST_ROWS}` : `Show all ${sorted.length} comparable homes`}
          </Button>
        ) : null}
        <Attribution text={competition.attribution} />
      </Stack>
    </Paper>
  );
};
