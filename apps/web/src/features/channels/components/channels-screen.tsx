import { CHANNEL_MESSAGES, type TChannelAccountResource } from '@hearth/domain/channels';
import { Anchor, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link, useParams } from 'react-router';
import { RetryAlert } from '../../../components/error-alert';
import { useChannels } from '../../../api/channels/get-channels';
import { paths } from '../../../config/paths';
import { isApiError, NETWORK_ERROR } from '../../../lib/api-client';
import { usePublicConfig } from '../../../lib/config';
import { useDocumentTitle } from '../../../lib/document-title';
import { MOBILE_QUERY } from '../../../lib/media';
import { ZRouteId } from '../../../lib/route-params';
import { useUrlState } from '../../../lib/url-state';
import { ZChannelsAddress } from '../utils/channels-address';
import { ChannelAccountScreen } from './channel-account-screen';
import { ChannelCard } from './channel-cards';
import { SyncHealthTable } from './sync-health-table';

const errorText = (error: unknown) =>
  isApiError(error)
    ? `There was an error ${error.errorCode} ${error.errorMessage}`
    : `There was an error ${NETWORK_ERROR} ${error instanceof Error ? error.message : ''}`.trim();

const CardsSkeleton = () => (
  <Stack gap="md" role="status" aria-busy="true" aria-label="Loading channels">
    {Array.from({ length: 3 }, (_, index) => (
      <Skeleton key={index} height={160} radius="md" />
    ))}
  </Stack>
);

/** The 'Channels' tab: each channel as a card with its accounts; one channel when the address names it. */
const ChannelList = ({ channelId, mobile }: { channelId: string | null; mobile: boolean }) => {
  const { productName } = usePublicConfig();
  const channels = useChannels();
  // Load errors are held and shown (docs/product/channels.md#messages), with a way to try again.
  if (channels.isPending) return <CardsSkeleton />;
  if (channels.error) {
    return (
      <RetryAlert
        title="Could not load channels"
        message={errorText(channels.error)}
        onRetry={() => void channels.refetch()}
      />
    );
  }
  const accounts = new Map<string, TChannelAccountResource>((channels.data.included ?? []).map((a) => [a.id, a]));
  const shown = channels.data.data.filter((c) => channelId === null || c.id === channelId);
  if (shown.length === 0) {
    return (
      <Text c="dimmed" py="lg" ta="center">
        {CHANNEL_MESSAGES.noChannels}
      </Text>
    );
  }
  return (
    <Stack gap="md">
      {channelId ? (
        <Anchor component={Link} to={paths.channels.getHref()} size="sm">
          All channels
        </Anchor>
      ) : null}
      {shown.map((channel) => (
        <ChannelCard
          key={channel.id}
          channel={channel}
          accounts={(channel.relationships?.accounts.data ?? []).flatMap((ref) => accounts.get(ref.id) ?? [])}
          productName={productName}
          mobile={mobile}
        />
      ))}
    </Stack>
  );
};

/**
 * /channels/:channelId?/:action?/:accountId? (docs/product/channels.md#screens; issue 17 item 1), for channel managers:
 * the tabs 'Channels' (cards with accounts) and 'Sync health' (?tab=health), or an account's page at
 * /channels/{channelId}/accounts/{accountId}.
 */
export const ChannelsScreen = () => {
  const params = useParams();
  const mobile = useMediaQuery(MOBILE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const channelId = ZRouteId.safeParse(params.channelId).success ? (params.channelId ?? null) : null;
  const accountId =
    params.action === 'accounts' && ZRouteId.safeParse(params.accountId).success ? params.accountId : undefined;
  if (accountId) return <ChannelAccountScreen accountId={accountId} mobile={mobile} />;
  return <ChannelTabs channelId={channelId} mobile={mobile} />;
};

/** The two tabs; the tab, search, sort and stale switch are kept in the address. */
const ChannelTabs = ({ channelId, mobile }: { channelId: string | null; mobile: boolean }) => {
  useDocumentTitle(CHANNEL_MESSAGES.pageTitle);
  const [address, setAddress] = useUrlState(ZChannelsAddress);
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {CHANNEL_MESSAGES.pageTitle}
      </Title>
      <Tabs
        value={address.tab}
        onChange={(tab) => setAddress((current) => ({ ...current, tab: tab === 'health' ? 'health' : 'channels' }))}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="channels">{CHANNEL_MESSAGES.channelsTab}</Tabs.Tab>
          <Tabs.Tab value="health">{CHANNEL_MESSAGES.healthTab}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="channels" pt="md">
          <ChannelList channelId={channelId} mobile={mobile} />
        </Tabs.Panel>
        <Tabs.Panel value="health" pt="md">
          <SyncHealthTable
            address={address}
            setAddress={(next, options) => setAddress((current) => ({ ...current, ...next }), options)}
            mobile={mobile}
          />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
};
