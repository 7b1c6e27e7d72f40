import { CHANNEL_MESSAGES, type ChannelSyncSort, type TChannelSyncResource } from '@hearth/domain/channels';
import { isRouteAllowed } from '@hearth/domain/access';
import { Anchor, Button, Card, Group, Stack, Switch, Table, Text, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router';
import { RetryAlert } from '../../../components/error-alert';
import { DebouncedSearch, SortHeader, type SortOf } from '../../../components/list-controls';
import { ListSkeleton, ListTail } from '../../../components/list-table';
import { useEndMarker } from '../../../lib/use-end-marker';
import { useSyncHealth } from '../../../api/channels/get-sync-health';
import { useRetryChannelListing } from '../../../api/channels/retry-channel-listing';
import { useSignedInSession } from '../../../lib/auth';
import { isApiError, NETWORK_ERROR } from '../../../lib/api-client';
import type { ChannelsAddress } from '../utils/channels-address';
import { paths } from '../../../config/paths';
import { SyncTime } from './sync-time';

type Row = TChannelSyncResource;

const errorText = (error: unknown) =>
  isApiError(error)
    ? `There was an error ${error.errorCode} ${error.errorMessage}`
    : `There was an error ${NETWORK_ERROR} ${error instanceof Error ? error.message : ''}`.trim();

/** A stale row says so in words and with an icon, never by colour alone. */
const StaleMark = () => (
  <Group gap={4} wrap="nowrap" c="var(--mantine-color-error)" data-stale="true">
    <IconAlertTriangle size={16} aria-hidden />
    <Text size="sm" fw={600} span>
      {CHANNEL_MESSAGES.stale}
    </Text>
  </Group>
);

/** The home: a link to it for those who may open it (channel managers alone may not: their page is this one). */
const Home = ({ row }: { row: Row }) => {
  const { roles } = useSignedInSession().user;
  const href = paths.property.getHref(row.attributes.propertyId);
  return (
    <>
      {isRouteAllowed(href, roles) ? (
        <Anchor component={Link} to={href} size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {row.attributes.propertyName}
        </Anchor>
      ) : (
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {row.attributes.propertyName}
        </Text>
      )}
      <Text size="xs" c="dimmed" ff="monospace">
        {row.attributes.propertyCode}
      </Text>
    </>
  );
};

/**
 * 'Retry' on a row that is stale or failed: the account is checked again with its kept credential and the calendar
 * imported now; the row then shows what happened (synced, or the channel's reason).
 */
const RetryButton = ({ row }: { row: Row }) => {
  const retry = useRetryChannelListing();
  const a = row.attributes;
  if (!a.stale && !a.lastError) return null;
  return (
    <Button
      size="compact-xs"
      variant="default"
      leftSection={<IconRefresh size={12} aria-hidden />}
      loading={retry.isPending}
      aria-label={`Retry ${a.propertyName} on ${a.channelName}`}
      onClick={() =>
        retry.mutate(row.id, {
          onSuccess: (document) => {
            const error = document.data.attributes.lastError;
            notifications.show(
              error
                ? { color: 'red', title: `${a.propertyName} on ${a.channelName}`, message: error }
                : { color: 'teal', title: CHANNEL_MESSAGES.retried, message: `${a.propertyName} on ${a.channelName}` },
            );
          },
          onError: (error) =>
            notifications.show({
              color: 'red',
              title: 'Could not retry',
              message: isApiError(error) ? error.errorMessage : 'The connection to Hearth failed: try again.',
            }),
        })
      }
    >
      Retry
    </Button>
  );
};

const Account = ({ row }: { row: Row }) => (
  <Anchor component={Link} to={paths.channels.getHref(row.attributes)} fz="sm">
    {row.attributes.accountName}
  </Anchor>
);

/** A phone card per listing: the home, the channel and account, both times and the stale mark. */
const HealthCard = ({ row }: { row: Row }) => {
  const a = row.attributes;
  return (
    <Card withBorder radius="md" padding="sm" data-testid="sync-row">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Home row={row} />
        </div>
        {a.stale ? <StaleMark /> : null}
      </Group>
      <Text size="sm" mt={4}>
        {a.channelName} · <Account row={row} />
      </Text>
      <Group gap="md" mt={4} wrap="wrap">
        <Text size="xs" c="dimmed">
          Import <SyncTime iso={a.lastImportAt} />
        </Text>
        <Text size="xs" c="dimmed">
          Export <SyncTime iso={a.lastExportAt} />
        </Text>
      </Group>
      {a.lastError ? (
        <Text size="xs" c="red.8" mt={4}>
          {a.lastError}
        </Text>
      ) : null}
      <Group mt={6}>
        <RetryButton row={row} />
      </Group>
    </Card>
  );
};

/**
 * The 'Sync health' tab: one row per listing (home × channel), worst first (oldest last success, missing first),
 * sortable, with a stale-only switch and more pages on scroll. Search, sort and the switch live in the address.
 */
export const SyncHealthTable = ({
  address,
  setAddress,
  mobile,
}: {
  address: ChannelsAddress;
  setAddress: (next: Partial<ChannelsAddress>, options?: { replace?: boolean }) => void;
  mobile: boolean;
}) => {
  const list = useSyncHealth({ search: address.search, sort: address.sort, staleOnly: address.stale });
  const rows = list.data?.pages.flatMap((page) => page.data) ?? [];
  const meta = list.data?.pages[0]?.meta;
  const canLoadMore = list.hasNextPage && !list.isFetchingNextPage && !list.isError;
  const marker = useEndMarker(() => void list.fetchNextPage(), canLoadMore);
  const onSort = (sort: SortOf<ChannelSyncSort> | null) => setAddress({ sort });
  const firstPageFailed = list.isError && rows.length === 0;
  const empty = address.stale && !address.search ? CHANNEL_MESSAGES.noStaleRows : CHANNEL_MESSAGES.noSyncRows;

  return (
    <Stack gap="md">
      <Group gap="md" wrap="wrap" align="center">
        <DebouncedSearch
          value={address.search}
          onSearch={(search) => setAddress({ search }, { replace: true })}
          label="Search sync health"
          placeholder="Search by home, channel or account"
          delayMs={300}
        />
        <Switch
          label={CHANNEL_MESSAGES.showStaleOnly}
          checked={address.stale}
          onChange={(event) => setAddress({ stale: event.currentTarget.checked })}
        />
        {meta ? (
          <Text size="sm" c="dimmed">
            {meta.totalCount} listings · {meta.staleCount} stale
          </Text>
        ) : null}
      </Group>

      {list.isPending ? <ListSkeleton label="Loading sync health" rows={6} height={36} /> : null}
      {firstPageFailed ? (
        <RetryAlert
          title="Could not load sync health"
          message={errorText(list.error)}
          onRetry={() => void list.refetch()}
        />
      ) : null}
      {list.isSuccess && rows.length === 0 ? (
        <Text c="dimmed" py="lg" ta="center">
          {empty}
        </Text>
      ) : null}

      {rows.length > 0 && mobile ? (
        <Stack gap="xs" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
          {rows.map((row) => (
            <HealthCard key={row.id} row={row} />
          ))}
        </Stack>
      ) : null}
      {rows.length > 0 && !mobile ? (
        <Table
          stickyHeader
          stickyHeaderOffset={56}
          verticalSpacing="xs"
          highlightOnHover
          style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}
        >
          <Table.Thead>
            <Table.Tr>
              <SortHeader label="Health" field="health" sort={address.sort} onSort={onSort} />
              <SortHeader label="Home" field="property" sort={address.sort} onSort={onSort} />
              <SortHeader label="Channel" field="channel" sort={address.sort} onSort={onSort} />
              <SortHeader label="Last import" field="lastImport" sort={address.sort} onSort={onSort} />
              <SortHeader label="Last export" field="lastExport" sort={address.sort} onSort={onSort} />
              <Table.Th visibleFrom="md">Task sync</Table.Th>
              <Table.Th>
                <VisuallyHidden>Retry</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => {
              const a = row.attributes;
              return (
                <Table.Tr key={row.id} data-testid="sync-row">
                  <Table.Td>
                    {a.stale ? (
                      <StaleMark />
                    ) : (
                      <Text size="sm" c="teal.8">
                        OK
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Home row={row} />
                    {a.lastError ? (
                      <Text size="xs" c="red.8">
                        {a.lastError}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{a.channelName}</Text>
                    <Account row={row} />
                  </Table.Td>
                  <Table.Td>
                    <SyncTime iso={a.lastImportAt} />
                  </Table.Td>
                  <Table.Td>
                    <SyncTime iso={a.lastExportAt} />
                  </Table.Td>
                  <Table.Td visibleFrom="md">
                    <SyncTime iso={a.lastTaskSyncAt} missing="—" />
                  </Table.Td>
                  <Table.Td>
                    <RetryButton row={row} />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      ) : null}

      {rows.length > 0 ? (
        <ListTail
          error={list.isError ? errorText(list.error) : null}
          errorTitle="Could not load more listings"
          onRetry={() => void list.fetchNextPage()}
          loadingMore={list.isFetchingNextPage}
          loadingLabel="Loading more listings"
          marker={list.hasNextPage ? marker : null}
        />
      ) : null}
    </Stack>
  );
};
