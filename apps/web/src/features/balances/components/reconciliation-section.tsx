import {
  RECONCILED_KINDS,
  RECONCILIATION_MESSAGES,
  type ReconciledKind,
  type TReconciliationResponse,
} from '@hearth/domain/balances';
import { Alert, Badge, Group, Paper, Select, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { RetryAlert } from '../../../components/error-alert';
import { useReconciliation } from '../../../api/balances/get-reconciliation';
import { isApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';

type Row = TReconciliationResponse['data'][number]['attributes'];

const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** The last twelve months, newest first, as `YYYY-MM` with their names. */
const recentMonths = (now = new Date()) =>
  Array.from({ length: 12 }, (_, back) => {
    const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    return {
      value: day.toISOString().slice(0, 7),
      label: new Intl.DateTimeFormat('en-AU', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(day),
    };
  });

/** One account's month: each line ledger against Stripe, marked where they differ. */
const AccountCard = ({ row }: { row: Row }) => {
  const differing = new Map(row.differences.map((d) => [d.kind, d]));
  const money = (cents: number) => formatMoney(cents, row.currency);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={row.accountName}>
      <Group justify="space-between" mb="xs">
        <Text fw={600}>{row.accountName}</Text>
        {row.provider ? (
          <Badge color={row.differences.length > 0 ? 'red' : 'teal'} variant="light" tt="none">
            {row.differences.length > 0
              ? `${row.differences.length} ${row.differences.length === 1 ? 'difference' : 'differences'}`
              : RECONCILIATION_MESSAGES.matches}
          </Badge>
        ) : null}
      </Group>
      <Table verticalSpacing={4} withRowBorders={false}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th />
            <Table.Th ta="right">Ledger</Table.Th>
            {row.provider ? <Table.Th ta="right">Stripe</Table.Th> : null}
            {row.provider ? <Table.Th visibleFrom="xs" /> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {RECONCILED_KINDS.map((kind: ReconciledKind) => {
            const difference = differing.get(kind);
            return (
              <Table.Tr key={kind}>
                <Table.Td>{RECONCILIATION_MESSAGES.kindLabels[kind]}</Table.Td>
                <Table.Td ta="right" style={numeric}>
                  {money(row.ledger[kind])}
                </Table.Td>
                {row.provider ? (
                  <Table.Td ta="right" style={numeric} c={difference ? 'red' : undefined}>
                    {money(row.provider[kind])}
                  </Table.Td>
                ) : null}
                {row.provider ? (
                  <Table.Td visibleFrom="xs">
                    <Text size="xs" c={difference ? 'red' : 'dimmed'}>
                      {difference
                        ? RECONCILIATION_MESSAGES.differs(money(Math.abs(difference.difference)))
                        : RECONCILIATION_MESSAGES.matches}
                    </Text>
                  </Table.Td>
                ) : null}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed" mt="xs">
        {row.provider
          ? `Stripe's fees ${money(row.provider.fees)}, paid out to the bank ${money(row.provider.payouts)}. `
          : ''}
        Recorded by hand (never through Stripe): {money(row.ledger.recordedByHand)}.
      </Text>
    </Paper>
  );
};

/**
 * The month's reconciliation (issue 31 item 6, docs/product/balances.md#reconciliation): per merchant account, what
 * our ledger says moved through Stripe against Stripe's balance transactions, each difference flagged, as the
 * statement checks flag theirs. Offline it says there is nothing to compare against.
 */
export const ReconciliationSection = () => {
  const months = recentMonths();
  const [month, setMonth] = useState(months[0]!.value);
  const reconciliation = useReconciliation(month);
  const rows = reconciliation.data?.data ?? [];
  const monthName = months.find((m) => m.value === month)?.label ?? month;
  const allMatch =
    reconciliation.data?.meta.source === 'provider' && rows.every((r) => r.attributes.differences.length === 0);
  return (
    <Stack gap="sm" component="section" aria-label={RECONCILIATION_MESSAGES.title}>
      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h3">
          {RECONCILIATION_MESSAGES.title}
        </Title>
        <Select
          label="Month"
          data={months}
          value={month}
          onChange={(value) => value && setMonth(value)}
          w={200}
          allowDeselect={false}
        />
      </Group>
      <Text size="sm" c="dimmed">
        {RECONCILIATION_MESSAGES.intro}
      </Text>
      {reconciliation.data?.meta.source === 'ledger' ? (
        <Alert color="gray" variant="light">
          {RECONCILIATION_MESSAGES.offline}
        </Alert>
      ) : null}
      {allMatch && rows.length > 0 ? (
        <Text size="sm" c="teal">
          {RECONCILIATION_MESSAGES.clean(monthName)}
        </Text>
      ) : null}
      {reconciliation.isPending ? <Skeleton height={160} radius="md" /> : null}
      {reconciliation.error ? (
        <RetryAlert
          title={RECONCILIATION_MESSAGES.loadErrorTitle}
          message={isApiError(reconciliation.error) ? reconciliation.error.errorMessage : reconciliation.error.message}
          onRetry={() => void reconciliation.refetch()}
          retrying={reconciliation.isFetching}
        />
      ) : null}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {rows.map((row) => (
          <AccountCard key={row.id} row={row.attributes} />
        ))}
      </SimpleGrid>
    </Stack>
  );
};
