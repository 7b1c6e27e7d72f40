import { CHANNEL_MESSAGES, type TChannelAccountResource, type TChannelResource } from '@hearth/domain/channels';
import { Anchor, Button, Card, Group, Stack, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PortalLogo } from '../../../components/portal-logo';
import { StatusPill } from '../../../components/status-pill';
import { paths } from '../../../config/paths';

type Account = TChannelAccountResource;

/** One account as a phone row: name and status on top, code and email under it. */
const AccountRow = ({ account }: { account: Account }) => {
  const a = account.attributes;
  return (
    <UnstyledButton
      component={Link}
      to={paths.channels.getHref({ channelId: a.channelId, accountId: account.id })}
      py="xs"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {a.name}
        </Text>
        <StatusPill label={a.status} />
      </Group>
      <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
        {a.code}
      </Text>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {a.email}
      </Text>
    </UnstyledButton>
  );
};

/** The accounts of a channel: a table (Code, Email, Name, Status) on wider screens, stacked rows on phones. */
const AccountsTable = ({ accounts, mobile }: { accounts: Account[]; mobile: boolean }) => {
  if (accounts.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {CHANNEL_MESSAGES.noAccounts}
      </Text>
    );
  }
  if (mobile) {
    return (
      <Stack gap={0}>
        {accounts.map((account) => (
          <AccountRow key={account.id} account={account} />
        ))}
      </Stack>
    );
  }
  return (
    <Table verticalSpacing="xs" highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Code</Table.Th>
          <Table.Th>Email</Table.Th>
          <Table.Th>Name</Table.Th>
          <Table.Th>Status</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {accounts.map((account) => {
          const a = account.attributes;
          return (
            <Table.Tr key={account.id}>
              <Table.Td ff="monospace" fz="sm">
                <Anchor
                  component={Link}
                  to={paths.channels.getHref({ channelId: a.channelId, accountId: account.id })}
                  fz="sm"
                >
                  {a.code}
                </Anchor>
              </Table.Td>
              <Table.Td fz="sm">{a.email}</Table.Td>
              <Table.Td fz="sm">
                {a.name}
                {a.companyName ? (
                  <Text size="xs" c="dimmed">
                    {a.companyName}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>
                <StatusPill label={a.status} />
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
};

/** A channel's card: its portal logo, name, counts, 'Set up' (the channel's own page, new tab) and its accounts. */
export const ChannelCard = ({
  channel,
  accounts,
  productName,
  mobile,
}: {
  channel: TChannelResource;
  accounts: Account[];
  productName: string;
  mobile: boolean;
}) => {
  const c = channel.attributes;
  return (
    <Card withBorder radius="md" padding={mobile ? 'sm' : 'lg'} component="section" aria-label={c.name}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <PortalLogo channel={c.code} productName={productName} />
            <div>
              <Title order={2} size="h4">
                {c.name}
              </Title>
              <Text size="xs" c="dimmed">
                {c.connectedCount} of {c.accountCount} accounts connected · {c.listingCount} homes
                {c.staleCount > 0 ? ` · ${c.staleCount} stale` : ''}
              </Text>
            </div>
          </Group>
          {c.setupUrl ? (
            <Button
              component="a"
              href={c.setupUrl}
              target="_blank"
              rel="noopener noreferrer"
              variant="light"
              size="xs"
              rightSection={<IconExternalLink size={14} aria-hidden />}
            >
              {CHANNEL_MESSAGES.setUp}
            </Button>
          ) : null}
        </Group>
        <AccountsTable accounts={accounts} mobile={mobile} />
      </Stack>
    </Card>
  );
};
