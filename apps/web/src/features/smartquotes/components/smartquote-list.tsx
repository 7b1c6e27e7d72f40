import type { SmartquoteSort, TSmartquoteResource } from '@hearth/domain/smartquotes';
import { ActionIcon, Box, Group, Paper, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconExternalLink, IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SortHeader, type SortOf } from '../../../components/list-controls';
import { ListCards, ListTable } from '../../../components/list-table';
import { StatusPill } from '../../../components/status-pill';
import {
  closeByText,
  createdOnText,
  editHref,
  editLabel,
  forecastErrorText,
  STATUS_LABELS,
  TYPE_LABELS,
  viewHref,
  viewLabel,
} from '../utils/smartquote-labels';
import type { SmartquoteListSort } from '../utils/smartquotes-address';

type ListProps = { rows: TSmartquoteResource[]; stale: boolean; showForecastError: boolean };

/** The forecast-error column shows only when a listed quote has one (issue 16 item 6). */
export const hasForecastError = (rows: readonly TSmartquoteResource[]) =>
  rows.some((row) => row.attributes.forecastError !== null);

/** The view icon (published quotes only: their public page, in a new tab) and the edit icon. */
const Actions = ({ quote }: { quote: TSmartquoteResource }) => {
  const view = viewHref(quote);
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {view ? (
        <Tooltip label="View the public quote">
          <ActionIcon
            component="a"
            href={view}
            target="_blank"
            rel="noopener noreferrer"
            variant="subtle"
            aria-label={viewLabel(quote)}
          >
            <IconExternalLink size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ) : null}
      <Tooltip label="Edit">
        <ActionIcon component={Link} to={editHref(quote)} variant="subtle" aria-label={editLabel(quote)}>
          <IconPencil size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
};

/** The wide screen's table (docs/product/smartquotes.md#screens): its sortable headers cycle ascending, descending and newest first. */
export const SmartquoteTable = ({
  rows,
  stale,
  showForecastError,
  sort,
  onSort,
}: ListProps & { sort: SmartquoteListSort | null; onSort: (sort: SmartquoteListSort | null) => void }) => {
  const header = (
    label: string,
    field: SmartquoteSort,
    extra: { numeric?: boolean; visibleFrom?: 'md' | 'lg' } = {},
  ) => (
    <SortHeader label={label} field={field} sort={sort as SortOf<SmartquoteSort> | null} onSort={onSort} {...extra} />
  );
  return (
    <ListTable stale={stale} sticky>
      <Table.Thead>
        <Table.Tr>
          {header('Address', 'address')}
          {header('Suburb', 'suburb')}
          {header('Type', 'propertyType', { visibleFrom: 'lg' })}
          {header('Created on', 'createdAt')}
          {header('Close by', 'closeBy', { visibleFrom: 'md' })}
          <Table.Th visibleFrom="lg">Created by</Table.Th>
          {header('Company', 'companyName')}
          <Table.Th>Status</Table.Th>
          {showForecastError ? header('Forecast error', 'forecastError', { numeric: true }) : null}
          <Table.Th>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((quote) => {
          const a = quote.attributes;
          return (
            <Table.Tr key={quote.id}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {a.property.street || a.property.fullAddress}
                </Text>
              </Table.Td>
              <Table.Td>{a.property.city}</Table.Td>
              <Table.Td visibleFrom="lg">{TYPE_LABELS[a.property.propertyType]}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{createdOnText(a.createdAt)}</Table.Td>
              <Table.Td visibleFrom="md" style={{ whiteSpace: 'nowrap' }}>
                {closeByText(a.settings.closeBy)}
              </Table.Td>
              <Table.Td visibleFrom="lg">{a.createdBy?.name ?? ''}</Table.Td>
              <Table.Td>{a.company.companyName}</Table.Td>
              <Table.Td>
                {/* max-content: the pill's word never ends in an ellipsis. */}
                <Box miw="max-content">
                  <StatusPill label={STATUS_LABELS[a.status]} />
                </Box>
              </Table.Td>
              {showForecastError ? (
                <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {forecastErrorText(a.forecastError)}
                </Table.Td>
              ) : null}
              <Table.Td>
                <Actions quote={quote} />
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </ListTable>
  );
};

/** The phone's list: one card a quote, stacked, nothing to scroll sideways. */
export const SmartquoteCards = ({ rows, stale, showForecastError }: ListProps) => (
  <ListCards label="Quotes" stale={stale}>
    {rows.map((quote) => {
      const a = quote.attributes;
      return (
        <li key={quote.id}>
          <Paper withBorder radius="md" p="sm">
            <Stack gap={6}>
              <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {a.property.street || a.property.fullAddress}
                  <Text span size="sm" c="dimmed" fw={400}>
                    {a.property.city ? `, ${a.property.city}` : ''}
                  </Text>
                </Text>
                <StatusPill label={STATUS_LABELS[a.status]} style={{ flexShrink: 0 }} />
              </Group>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {[TYPE_LABELS[a.property.propertyType], a.company.companyName, a.createdBy?.name]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="xs" c="dimmed">
                  Created {createdOnText(a.createdAt)}
                  {a.settings.closeBy ? ` · Close by ${closeByText(a.settings.closeBy)}` : ''}
                  {showForecastError && a.forecastError !== null
                    ? ` · Forecast error ${forecastErrorText(a.forecastError)}`
                    : ''}
                </Text>
                <Actions quote={quote} />
              </Group>
            </Stack>
          </Paper>
        </li>
      );
    })}
  </ListCards>
);
