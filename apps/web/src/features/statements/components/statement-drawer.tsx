import {
  lineNightsCell,
  lineNightsPhrase,
  statementNightsSentence,
  totalNightsCell,
  type TStatementResponse,
} from '@hearth/domain/statements';
import { Drawer, Group, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useStatement } from '../../../api/statements/get-statement';
import { RetryAlert } from '../../../components/error-alert';
import { serverMessage } from '../../../lib/api-client';
import dayjs from 'dayjs';
import { formatMoney } from '../../../lib/format';
import { MOBILE_QUERY } from '../../../lib/media';
import { payoutStatusText, STATUS_LABELS } from '../utils/statement-labels';
import { monthLabel } from '../utils/statement-months';
import { StatementPdfLink } from './statement-pdf-link';

type Statement = TStatementResponse['data'];
type Line = Statement['attributes']['lines'][number];

/** '29 Apr – 2 May': the statement's month says the year; a stay across New Year shows both years. */
const datesOf = (line: Line): string => {
  if (!line.checkIn || !line.checkOut) return '';
  const sameYear = line.checkIn.slice(0, 4) === line.checkOut.slice(0, 4);
  const short = (day: string) => dayjs(day).format(sameYear ? 'D MMM' : 'D MMM YYYY');
  return `${short(line.checkIn)} – ${short(line.checkOut)}`;
};

const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** The lines as a table on a wide screen, with the statement's totals at the foot. */
const LinesTable = ({ statement }: { statement: Statement }) => {
  const a = statement.attributes;
  const money = (cents: number) => formatMoney(cents, a.currency);
  return (
    <Table.ScrollContainer minWidth={680}>
      <Table verticalSpacing="xs" aria-label="Statement lines">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Dates</Table.Th>
            <Table.Th ta="right">Nights</Table.Th>
            <Table.Th>Description</Table.Th>
            <Table.Th ta="right">Income</Table.Th>
            <Table.Th ta="right">Fee</Table.Th>
            <Table.Th ta="right">Costs</Table.Th>
            <Table.Th ta="right">Payout</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {a.lines.map((line) => (
            <Table.Tr key={line.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{datesOf(line)}</Table.Td>
              <Table.Td ta="right" style={numeric}>
                {lineNightsCell(line)}
              </Table.Td>
              <Table.Td>{line.description}</Table.Td>
              <Table.Td ta="right" style={numeric}>
                {money(line.income)}
              </Table.Td>
              <Table.Td ta="right" style={numeric}>
                {money(line.managementFee)}
              </Table.Td>
              <Table.Td ta="right" style={numeric}>
                {money(line.costs)}
              </Table.Td>
              <Table.Td ta="right" style={numeric}>
                {money(line.payout)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={600}>
            <Table.Td>Totals</Table.Td>
            <Table.Td ta="right" style={numeric}>
              {totalNightsCell(a.lines)}
            </Table.Td>
            <Table.Td />
            <Table.Td ta="right" style={numeric}>
              {money(a.income)}
            </Table.Td>
            <Table.Td ta="right" style={numeric}>
              {money(a.managementFee)}
            </Table.Td>
            <Table.Td ta="right" style={numeric}>
              {money(a.costs)}
            </Table.Td>
            <Table.Td ta="right" style={numeric}>
              {money(a.payout)}
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
};

/** The lines stacked on a phone: one card a line, then the totals. */
const LinesCards = ({ statement }: { statement: Statement }) => {
  const a = statement.attributes;
  const money = (cents: number) => formatMoney(cents, a.currency);
  const figures = (nights: string, item: Pick<Line, 'income' | 'managementFee' | 'costs'>) =>
    `${nights} · Income ${money(item.income)} · Fee ${money(item.managementFee)} · Costs ${money(item.costs)}`;
  return (
    <Stack gap="xs" component="ul" aria-label="Statement lines" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {a.lines.map((line) => (
        <li key={line.id}>
          <Paper withBorder radius="md" p="sm">
            <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
              {line.description}
            </Text>
            {datesOf(line) ? (
              <Text size="xs" c="dimmed">
                {datesOf(line)}
              </Text>
            ) : null}
            <Text size="xs">{figures(lineNightsPhrase(line), line)}</Text>
            <Text size="sm" fw={600}>
              Payout {money(line.payout)}
            </Text>
          </Paper>
        </li>
      ))}
      <li>
        <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-default-hover)">
          <Text size="sm" fw={600}>
            Totals
          </Text>
          <Text size="xs">{figures(statementNightsSentence(a.lines), a)}</Text>
          <Text size="sm" fw={600}>
            Payout {money(a.payout)}
          </Text>
        </Paper>
      </li>
    </Stack>
  );
};

/** One statement's lines (`GET v3/statements/{id}`), opened from its row. */
export const StatementDrawer = ({ id, onClose }: { id: string | null; onClose: () => void }) => {
  const mobile = useMediaQuery(MOBILE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const query = useStatement(id);
  const statement = query.data?.data;
  const a = statement?.attributes;
  return (
    <Drawer
      opened={id !== null}
      onClose={onClose}
      position="right"
      size={mobile ? '100%' : 880}
      title={a ? `${a.propertyData.name}, ${monthLabel(a.day)}` : 'Statement'}
    >
      {query.isPending && id !== null ? (
        <Stack gap="xs" role="status" aria-busy="true" aria-label="Loading the statement">
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} height={32} radius="sm" />
          ))}
        </Stack>
      ) : null}
      {query.error ? (
        <RetryAlert
          title="Could not load the statement"
          message={serverMessage(query.error) ?? query.error.message}
          onRetry={() => void query.refetch()}
        />
      ) : null}
      {statement && a ? (
        <Stack gap="md">
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed">
              {a.propertyData.address.full}
              {a.ownerData ? ` · ${a.ownerData.fullName}` : ''} · {STATUS_LABELS[a.status]}
              {payoutStatusText(statement) ? ` · ${payoutStatusText(statement)}` : ''}
            </Text>
            <StatementPdfLink statement={statement} />
          </Group>
          {a.lines.length === 0 ? (
            <Text size="sm" c="dimmed">
              This statement has no lines: nothing was earned or spent in {monthLabel(a.day)}.
            </Text>
          ) : mobile ? (
            <LinesCards statement={statement} />
          ) : (
            <>
              <LinesTable statement={statement} />
              <Text size="xs" c="dimmed">
                In {monthLabel(a.day)}: {statementNightsSentence(a.lines)}.
              </Text>
            </>
          )}
        </Stack>
      ) : null}
    </Drawer>
  );
};
