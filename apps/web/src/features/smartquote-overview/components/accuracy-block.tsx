import type { TSmartquoteAccuracy } from '@hearth/domain/smartquotes';
import { Anchor, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatDay, formatMoney } from '../../../lib/format';

type Currency = 'AUD' | 'NZD';

/**
 * The forecast against the onboarded home's real bookings so far (issue 16 item 6): the forecast is the median year's
 * booking value prorated to the same window.
 */
export const AccuracyBlock = ({ accuracy, currency }: { accuracy: TSmartquoteAccuracy; currency: Currency }) => (
  <Paper withBorder radius="md" p="md" component="section" aria-labelledby="forecast-accuracy">
    <Stack gap="sm">
      <Title order={2} size="h5" id="forecast-accuracy">
        Forecast against actual so far
      </Title>
      <Text size="sm">
        This quote became{' '}
        <Anchor component={Link} to={paths.property.getHref(accuracy.propertyId)}>
          {accuracy.propertyName}
        </Anchor>
        . Its bookings from {formatDay(accuracy.from)} to {formatDay(accuracy.to)} against the median forecast for the
        same days:
      </Text>
      <Table.ScrollContainer minWidth={360} type="native">
        <Table fz="sm" verticalSpacing={4} aria-label="Forecast against actual">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" ta="right">
                Nights
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Forecast
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Actual
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Error
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Table.Tr>
              <Table.Td ta="right">{accuracy.nights}</Table.Td>
              <Table.Td ta="right">{formatMoney(Math.round(accuracy.forecastCents / 100) * 100, currency)}</Table.Td>
              <Table.Td ta="right">{formatMoney(Math.round(accuracy.actualCents / 100) * 100, currency)}</Table.Td>
              <Table.Td ta="right">{Math.round(accuracy.error * 100)}%</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  </Paper>
);
