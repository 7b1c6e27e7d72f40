import type { ReservationSort, TReservationListItem } from '@hearth/domain/bookings';
import { nightsBetween } from '@hearth/domain/dates';
import { Anchor, Group, Paper, Stack, Table, Text, Tooltip } from '@mantine/core';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { SortHeader, type SortOf } from '../../../components/list-controls';
import { ListCards, ListTable } from '../../../components/list-table';
import { PortalLogo } from '../../../components/portal-logo';
import { StatusPill } from '../../../components/status-pill';
import { paths } from '../../../config/paths';
import { formatDay, formatMoney } from '../../../lib/format';
import { BOOKING_STATUS_LABELS, channelName, RECORD_STATUS_LABELS } from '../utils/reservation-labels';

type SortField = Exclude<ReservationSort, `-${string}`>;

/** Which guarded columns the answer carries: a caller who may not read a field gets rows without it (docs/product/bookings.md#who-uses-it). */
export const readableColumns = (rows: readonly TReservationListItem[]) => ({
  guest: rows.some((row) => row.attributes.guest.fullName !== undefined),
  total: rows.some((row) => row.attributes.totalAmount !== undefined),
});
type Columns = ReturnType<typeof readableColumns>;

type ListProps = {
  rows: TReservationListItem[];
  columns: Columns;
  productName: string;
};

const stop = (event: MouseEvent) => event.stopPropagation();

const guestText = (row: TReservationListItem) => row.attributes.guest.fullName ?? 'Guest not named';

const nightsOf = (row: TReservationListItem) => nightsBetween(row.attributes.startDate, row.attributes.endDate);

const nightsText = (nights: number) => (nights === 1 ? '1 night' : `${nights} nights`);

const totalText = (row: TReservationListItem) =>
  row.attributes.totalAmount === undefined ? '' : formatMoney(row.attributes.totalAmount, row.attributes.currency);

const Pills = ({ row }: { row: TReservationListItem }) => (
  <Group gap={4} wrap="nowrap">
    <StatusPill label={BOOKING_STATUS_LABELS[row.attributes.status]} />
    <StatusPill label={RECORD_STATUS_LABELS[row.attributes.recordStatus]} />
  </Group>
);

const Channel = ({ channel, productName, size }: { channel: string; productName: string; size: number }) => {
  const name = channelName(channel, productName);
  return (
    <Tooltip label={name}>
      <Group gap={6} wrap="nowrap" w="fit-content">
        <PortalLogo channel={channel} productName={productName} size={size} />
      </Group>
    </Tooltip>
  );
};

const Row = ({ row, columns, productName }: { row: TReservationListItem; columns: Columns; productName: string }) => {
  const navigate = useNavigate();
  const a = row.attributes;
  const href = paths.reservation.getHref(row.id);
  return (
    <Table.Tr onClick={() => void navigate(href)} style={{ cursor: 'pointer' }}>
      <Table.Td>
        <Anchor component={Link} to={href} fw={500} ff="monospace" fz="sm" onClick={stop}>
          {a.longCode}
        </Anchor>
      </Table.Td>
      {columns.guest ? (
        <Table.Td>
          <Text size="sm" fw={500} c={a.guest.fullName ? undefined : 'dimmed'}>
            {guestText(row)}
          </Text>
          {a.guestEmail ? (
            <Text size="xs" c="dimmed" truncate="end" maw={200} title={a.guestEmail}>
              {a.guestEmail}
            </Text>
          ) : null}
        </Table.Td>
      ) : null}
      <Table.Td>
        <Text size="sm">{a.property.name}</Text>
        <Text size="xs" c="dimmed">
          {a.property.code}
        </Text>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(a.startDate)}</Table.Td>
      <Table.Td visibleFrom="md" style={{ whiteSpace: 'nowrap' }}>
        {formatDay(a.endDate)}
      </Table.Td>
      <Table.Td visibleFrom="xl" ta="right">
        {nightsOf(row)}
      </Table.Td>
      <Table.Td visibleFrom="md">
        <Channel channel={a.channel} productName={productName} size={24} />
      </Table.Td>
      {/* Both statuses in one column, stacked, so the table fits 1280 px; max-content keeps a pill from an ellipsis. */}
      <Table.Td>
        <Stack gap={4} align="flex-start" miw="max-content">
          <StatusPill label={BOOKING_STATUS_LABELS[a.status]} />
          <StatusPill label={RECORD_STATUS_LABELS[a.recordStatus]} />
        </Stack>
      </Table.Td>
      {columns.total ? (
        <Table.Td ta="right" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
          {totalText(row)}
        </Table.Td>
      ) : null}
    </Table.Tr>
  );
};

/** The wide screen's table: sortable headers, each row opening its booking. */
export const ReservationTable = ({
  rows,
  columns,
  productName,
  sort,
  onSort,
  stale,
}: ListProps & { sort: ReservationSort; onSort: (sort: ReservationSort) => void; stale: boolean }) => {
  // The headers cycle ascending and descending: the list always has an order (the default is the latest check-in).
  const header = (label: string, field: SortField, extra: { numeric?: boolean; visibleFrom?: 'sm' | 'md' } = {}) => (
    <SortHeader
      label={label}
      field={field}
      sort={sort as SortOf<SortField>}
      onSort={(next) => onSort(next ?? field)}
      {...extra}
    />
  );
  return (
    // While the next query loads, the previous query's rows show dimmed.
    <ListTable stale={stale} sticky>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Code</Table.Th>
          {columns.guest ? header('Guest', 'guest') : null}
          {header('Property', 'property')}
          {header('Check-in', 'checkIn')}
          {header('Check-out', 'checkOut', { visibleFrom: 'md' })}
          <Table.Th visibleFrom="xl" ta="right">
            Nights
          </Table.Th>
          <Table.Th visibleFrom="md">Channel</Table.Th>
          <Table.Th>Status</Table.Th>
          {columns.total ? header('Total', 'total', { numeric: true }) : null}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Row key={row.id} row={row} columns={columns} productName={productName} />
        ))}
      </Table.Tbody>
    </ListTable>
  );
};

/** The phone's list: one card a booking, stacked, each a link to it (no table to scroll sideways). */
export const ReservationCards = ({ rows, columns, productName, stale }: ListProps & { stale: boolean }) => (
  <ListCards label="Reservations" stale={stale}>
    {rows.map((row) => {
      const a = row.attributes;
      return (
        <li key={row.id}>
          <Paper
            component={Link}
            to={paths.reservation.getHref(row.id)}
            withBorder
            radius="md"
            p="sm"
            style={{ display: 'block', color: 'inherit', textDecoration: 'none' }}
          >
            <Stack gap={6}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm" fw={600} ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                  {a.longCode}
                </Text>
                <Pills row={row} />
              </Group>
              {columns.guest ? (
                <Text
                  size="sm"
                  fw={500}
                  c={a.guest.fullName ? undefined : 'dimmed'}
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {guestText(row)}
                </Text>
              ) : null}
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {a.property.name}{' '}
                <Text span size="xs" c="dimmed">
                  {a.property.code}
                </Text>
              </Text>
              <Text size="sm" c="dimmed">
                {formatDay(a.startDate)} → {formatDay(a.endDate)} · {nightsText(nightsOf(row))}
              </Text>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Group gap={6} wrap="nowrap">
                  <PortalLogo channel={a.channel} productName={productName} size={20} />
                  <Text size="xs" c="dimmed">
                    {channelName(a.channel, productName)}
                  </Text>
                </Group>
                {columns.total ? (
                  <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {totalText(row)}
                  </Text>
                ) : null}
              </Group>
            </Stack>
          </Paper>
        </li>
      );
    })}
  </ListCards>
);
