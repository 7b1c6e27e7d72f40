import type { THistoryEntry, THistoryResponse } from '@hearth/domain/users';
import { USER_LIST } from '@hearth/domain/users';
import { Button, Center, Group, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api, isApiError } from '../lib/api-client';
import { DEFAULT_TIME_ZONE, formatInstantIn } from '../lib/format';
import { ErrorAlert } from './error-alert';

/*
 * A record's change history (a company's settings, a user's account): who changed what, when, and through whose
 * log-in-as session. Reads `GET {url}?page[number]=&page[size]=25` (ZHistoryResponse), newest first as the API sends.
 */

export type ChangeHistoryProps = {
  /** The history endpoint, e.g. `/api/v3/companies/{id}/history`. */
  url: string;
  /** The query key its pages live under (companyKeys.history(id), userKeys.history(id)). */
  queryKey: readonly unknown[];
};

export const NO_CHANGES = 'No changes yet';

/** A value as the history shows it: empty as a dash, lists joined, objects as JSON. */
export const historyValue = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map(historyValue).join(', ');
  return JSON.stringify(value);
};

/** 'Ann Admin as Lee Licensee' for a change made in a log-in-as session; the actor alone otherwise. */
export const historyWho = ({ actor, impersonator }: THistoryEntry['attributes']): string => {
  const name = actor?.fullName ?? 'System';
  return impersonator ? `${impersonator.fullName} as ${name}` : name;
};

const HistorySkeleton = () => (
  <Stack gap="xs" role="status" aria-busy="true" aria-label="Loading history">
    {Array.from({ length: 4 }, (_, index) => (
      <Skeleton key={index} height={36} radius="sm" />
    ))}
  </Stack>
);

const Changes = ({ changes }: { changes: THistoryEntry['attributes']['changes'] }) =>
  changes.length === 0 ? (
    <Text size="sm" c="dimmed">
      —
    </Text>
  ) : (
    <Stack gap={4}>
      {changes.map((change, index) => (
        <Group key={`${change.field}-${index}`} gap={6} wrap="wrap" fz="sm">
          <Text span size="sm" fw={600}>
            {change.field}
          </Text>
          <Text span size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {historyValue(change.before)}
          </Text>
          <IconArrowRight size={12} aria-label="changed to" />
          <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>
            {historyValue(change.after)}
          </Text>
        </Group>
      ))}
    </Stack>
  );

export const ChangeHistory = ({ url, queryKey }: ChangeHistoryProps) => {
  const history = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      api.get<THistoryResponse>(url, {
        params: { 'page[number]': pageParam, 'page[size]': USER_LIST.pageSize },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last: THistoryResponse, pages: THistoryResponse[]) =>
      pages.length < last.meta.totalPages ? pages.length + 1 : undefined,
  });
  const entries = history.data?.pages.flatMap((page) => page.data) ?? [];

  if (history.isPending) return <HistorySkeleton />;
  return (
    <Stack gap="md">
      {entries.length === 0 && !history.error ? (
        <Text c="dimmed" py="lg" ta="center">
          {NO_CHANGES}
        </Text>
      ) : null}
      {entries.length > 0 ? (
        <Paper withBorder radius="md" style={{ overflowX: 'auto' }}>
          <Table verticalSpacing="xs" miw={560} aria-label="Change history">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>When</Table.Th>
                <Table.Th>Who</Table.Th>
                <Table.Th>Action</Table.Th>
                <Table.Th>Changes</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((entry) => (
                <Table.Tr key={entry.id} style={{ verticalAlign: 'top' }}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Text size="sm" component="time" dateTime={entry.attributes.at}>
                      {formatInstantIn(entry.attributes.at, DEFAULT_TIME_ZONE)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{historyWho(entry.attributes)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{entry.attributes.action}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Changes changes={entry.attributes.changes} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      ) : null}
      {history.error ? (
        <ErrorAlert title="Could not load the history">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">
              {isApiError(history.error)
                ? `${history.error.errorCode} ${history.error.errorMessage}`
                : history.error.message}
            </Text>
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={() => void (entries.length > 0 ? history.fetchNextPage() : history.refetch())}
            >
              Try again
            </Button>
          </Stack>
        </ErrorAlert>
      ) : null}
      {history.hasNextPage && !history.error ? (
        <Center>
          <Button variant="light" onClick={() => void history.fetchNextPage()} loading={history.isFetchingNextPage}>
            Load more
          </Button>
        </Center>
      ) : null}
    </Stack>
  );
};
