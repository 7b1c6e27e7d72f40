import type { StatementSort } from '@hearth/domain/statements';
import { Anchor, Box, Group, Paper, Stack, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { StatementRow } from '../../../api/statements/get-statements';
import { SortHeader, type SortOf } from '../../../components/list-controls';
import { ListCards, ListTable } from '../../../components/list-table';
import { StatusPill } from '../../../components/status-pill';
import { formatMoney } from '../../../lib/format';
import { ownerText, payoutStatusText, STATUS_LABELS } from '../utils/statement-labels';
import { monthLabel } from '../utils/statement-months';
import type { StatementListSort } from '../utils/statements-address';
import { StatementPdfLink } from './statement-pdf-link';

type ListProps = { rows: StatementRow[]; stale: boolean; onOpen: (id: string) => void };

const openLabel = ({ statement }: StatementRow) =>
  `Open the statement for ${statement.attributes.propertyData.name} ${monthLabel(statement.attributes.day)}`;

/**
 * The wide screen's table. Owners see no Owner column and cannot sort by property (docs/product/statements.md#screens, #who-uses-it). `sort` is what
 * the list is sorted by, the default (date ascending) included, so the Month header shows it.
 */
export const StatementTable = ({
  rows,
  stale,
  onOpen,
  sort,
  onSort,
  ownerView,
}: ListProps & { sort: StatementListSort; onSort: (sort: StatementListSort | null) => void; ownerView: boolean }) => {
  const header = (label: string, field: StatementSort) => (
    <SortHeader label={label} field={field} sort={sort as SortOf<StatementSort>} onSort={onSort} />
  );
  return (
    <ListTable stale={stale}>
      <Table.Thead>
        <Table.Tr>
          {header('Month', 'date')}
          {ownerView ? <Table.Th>Property</Table.Th> : header('Property', 'property')}
          {ownerView ? null : header('Owner', 'owner')}
          <Table.Th ta="right">Payout</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>
            <VisuallyHidden>PDF</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => {
          const a = row.statement.attributes;
          return (
            <Table.Tr key={row.statement.id} onClick={() => onOpen(row.statement.id)} style={{ cursor: 'pointer' }}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  aria-label={openLabel(row)}
                  onClick={(event) => {
                    event.stopPropagation();
                    onOpen(row.statement.id);
                  }}
                >
                  {monthLabel(a.day)}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {a.propertyData.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {a.propertyData.address.full}
                </Text>
              </Table.Td>
              {ownerView ? null : <Table.Td>{ownerText(row.statement, row.otherOwners)}</Table.Td>}
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                {formatMoney(a.payout, a.currency)}
                {payoutStatusText(row.statement) ? (
                  <Text size="xs" c="dimmed">
                    {payoutStatusText(row.statement)}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>
                <Box miw="max-content">
                  <StatusPill label={STATUS_LABELS[a.status]} />
                </Box>
              </Table.Td>
              <Table.Td ta="right">
                <StatementPdfLink statement={row.statement} />
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </ListTable>
  );
};

/** The phone's list: a card a statement (month, property, payout, status, PDF), nothing to scroll sideways. */
export const StatementCards = ({ rows, stale, onOpen }: ListProps) => (
  <ListCards label="Statements" stale={stale}>
    {rows.map((row) => {
      const a = row.statement.attributes;
      return (
        <li key={row.statement.id}>
          <Paper withBorder radius="md" p="sm">
            <Stack gap={6}>
              <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                <UnstyledButton onClick={() => onOpen(row.statement.id)} aria-label={openLabel(row)} miw={0}>
                  <Text size="sm" fw={600}>
                    {monthLabel(a.day)}
                  </Text>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {a.propertyData.name}
                  </Text>
                </UnstyledButton>
                <StatusPill label={STATUS_LABELS[a.status]} style={{ flexShrink: 0 }} />
              </Group>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Stack gap={0}>
                  <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    Payout {formatMoney(a.payout, a.currency)}
                  </Text>
                  {payoutStatusText(row.statement) ? (
                    <Text size="xs" c="dimmed">
                      {payoutStatusText(row.statement)}
                    </Text>
                  ) : null}
                </Stack>
                <StatementPdfLink statement={row.statement} />
              </Group>
            </Stack>
          </Paper>
        </li>
      );
    })}
  </ListCards>
);
