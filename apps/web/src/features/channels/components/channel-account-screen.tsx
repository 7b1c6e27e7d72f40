import { CHANNEL_MESSAGES, type TChannelListingResource } from '@hearth/domain/channels';
import { Anchor, Button, Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmModal } from '../../../components/confirm-modal';
import { ErrorAlert, RetryAlert } from '../../../components/error-alert';
import { useChannelAccount } from '../../../api/channels/get-channel-account';
import { useDisconnectChannelAccount } from '../../../api/channels/disconnect-channel-account';
import { StatusPill } from '../../../components/status-pill';
import { paths } from '../../../config/paths';
import { isApiError, NETWORK_ERROR } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { DEFAULT_TIME_ZONE, formatInstantIn } from '../../../lib/format';
import { useCan } from '../../../lib/use-can';
import { lazyPage } from '../../../lib/lazy-page';
import { SyncTime } from './sync-time';

// The connect form (and the schema it checks with) loads when Connect is pressed: most visits only read.
const ConnectAccountModal = lazyPage<
  React.ComponentProps<typeof import('./connect-account-modal').ConnectAccountModal>
>(() => import('./connect-account-modal'), 'ConnectAccountModal');

const errorText = (error: unknown) =>
  isApiError(error)
    ? `There was an error ${error.errorCode} ${error.errorMessage}`
    : `There was an error ${NETWORK_ERROR} ${error instanceof Error ? error.message : ''}`.trim();

const Detail = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <div>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
      {children}
    </Text>
  </div>
);

const Stale = ({ stale }: { stale: boolean }) =>
  stale ? (
    <Group gap={4} wrap="nowrap" c="orange.8" data-stale="true">
      <IconAlertTriangle size={16} aria-hidden />
      <Text size="sm" fw={600} span>
        {CHANNEL_MESSAGES.stale}
      </Text>
    </Group>
  ) : null;

/** The homes mapped to the account: a table on wider screens, stacked rows on phones. */
const Listings = ({ listings, mobile }: { listings: TChannelListingResource[]; mobile: boolean }) => {
  if (listings.length === 0) {
    return (
      <Text c="dimmed" py="md">
        {CHANNEL_MESSAGES.noListings}
      </Text>
    );
  }
  if (mobile) {
    return (
      <Stack gap="xs">
        {listings.map((l) => (
          <Card key={l.id} withBorder radius="md" padding="sm">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={500}>
                  {l.attributes.propertyName}
                </Text>
                <Text size="xs" c="dimmed" ff="monospace">
                  {l.attributes.propertyCode} · {l.attributes.externalId}
                </Text>
              </div>
              <Stale stale={l.attributes.stale} />
            </Group>
            <Group gap="md" mt={4}>
              <Text size="xs" c="dimmed">
                Import <SyncTime iso={l.attributes.lastImportAt} />
              </Text>
              <Text size="xs" c="dimmed">
                Export <SyncTime iso={l.attributes.lastExportAt} />
              </Text>
            </Group>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Table verticalSpacing="xs" highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Home</Table.Th>
          <Table.Th>Listing id</Table.Th>
          <Table.Th>Last import</Table.Th>
          <Table.Th>Last export</Table.Th>
          <Table.Th>Health</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {listings.map((l) => (
          <Table.Tr key={l.id}>
            <Table.Td>
              <Text size="sm" fw={500}>
                {l.attributes.propertyName}
              </Text>
              <Text size="xs" c="dimmed" ff="monospace">
                {l.attributes.propertyCode}
              </Text>
              {l.attributes.lastError ? (
                <Text size="xs" c="red.8">
                  {l.attributes.lastError}
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td ff="monospace" fz="sm">
              {l.attributes.externalId}
            </Table.Td>
            <Table.Td>
              <SyncTime iso={l.attributes.lastImportAt} />
            </Table.Td>
            <Table.Td>
              <SyncTime iso={l.attributes.lastExportAt} />
            </Table.Td>
            <Table.Td>
              {l.attributes.stale ? (
                <Stale stale />
              ) : (
                <Text size="sm" c="teal.8">
                  OK
                </Text>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
};

/**
 * /channels/{channelId}/accounts/{accountId}: the account's details, the homes mapped to it with their sync times, and
 * Connect or Disconnect behind a 450 px confirm.
 */
export const ChannelAccountScreen = ({ accountId, mobile }: { accountId: string; mobile: boolean }) => {
  const account = useChannelAccount(accountId);
  const disconnect = useDisconnectChannelAccount(accountId);
  const mayManage = useCan('channel:manage');
  const [opened, setOpened] = useState<'connect' | 'disconnect' | null>(null);
  const a = account.data?.data.attributes;
  useDocumentTitle(CHANNEL_MESSAGES.pageTitle, a?.name);

  // A connected account may be disconnected; any other (disconnected, failed) is connected with a checked credential.
  const action = a?.status === 'connected' ? 'disconnect' : 'connect';
  const close = () => {
    disconnect.reset();
    setOpened(null);
  };

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.channels.getHref()} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          Channels
        </Group>
      </Anchor>
      {account.isPending ? (
        <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading the account">
          <Skeleton height={32} width="40%" />
          <Skeleton height={80} />
          <Skeleton height={160} />
        </Stack>
      ) : null}
      {account.error ? (
        <RetryAlert
          title="Could not load the account"
          message={errorText(account.error)}
          onRetry={() => void account.refetch()}
        />
      ) : null}
      {a ? (
        <>
          <Group justify="space-between" wrap="wrap" gap="sm">
            <div>
              <Text size="sm" c="dimmed">
                {a.channelName}
              </Text>
              <Group gap="sm">
                <Title order={1} size="h2">
                  {a.name}
                </Title>
                <StatusPill label={a.status} />
              </Group>
            </div>
            {mayManage ? (
              <Button
                variant={action === 'connect' ? 'filled' : 'default'}
                onClick={() => setOpened(action)}
                onPointerEnter={action === 'connect' ? ConnectAccountModal.preload : undefined}
                loading={disconnect.isPending}
              >
                {action === 'connect' ? 'Connect' : 'Disconnect'}
              </Button>
            ) : null}
          </Group>
          <Card withBorder radius="md">
            <Group gap="xl" wrap="wrap" align="flex-start">
              <Detail label="Code">
                <Text ff="monospace" size="sm" span>
                  {a.code}
                </Text>
              </Detail>
              <Detail label="Email">{a.email}</Detail>
              <Detail label="Company">{a.companyName ?? 'Operator account'}</Detail>
              <Detail label="Connected">
                {a.connectedAt ? formatInstantIn(a.connectedAt, DEFAULT_TIME_ZONE) : '—'}
              </Detail>
              <Detail label="Last checked">
                {a.checkedAt ? formatInstantIn(a.checkedAt, DEFAULT_TIME_ZONE, { withZone: true }) : 'Never'}
              </Detail>
              {a.disconnectedAt ? (
                <Detail label="Disconnected">{formatInstantIn(a.disconnectedAt, DEFAULT_TIME_ZONE)}</Detail>
              ) : null}
            </Group>
            {a.lastError ? (
              <ErrorAlert title="Last error" mt="md">
                {a.lastError}
              </ErrorAlert>
            ) : null}
          </Card>
          <Title order={2} size="h4">
            Homes ({a.listingCount})
          </Title>
          <Listings listings={account.data?.included ?? []} mobile={mobile} />
        </>
      ) : null}
      {account.data && mayManage && opened === 'connect' ? (
        <ConnectAccountModal account={account.data.data} opened onClose={close} />
      ) : null}
      <ConfirmModal
        opened={opened === 'disconnect'}
        onClose={close}
        title="Disconnect account"
        confirmLabel="Disconnect"
        onConfirm={() => disconnect.mutate(undefined, { onSuccess: close })}
        pending={disconnect.isPending}
        error={disconnect.error ? <ErrorAlert>{errorText(disconnect.error)}</ErrorAlert> : null}
      >
        <Text size="sm">{CHANNEL_MESSAGES.disconnectConfirm}</Text>
      </ConfirmModal>
    </Stack>
  );
};
