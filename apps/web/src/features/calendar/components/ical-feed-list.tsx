import { Skeleton, Stack, Text } from '@mantine/core';
import { ErrorAlert } from '../../../components/error-alert';
import { useIcalFeeds } from '../../../api/ical/get-ical-feeds';
import { apiErrorText } from './ical-api-error';
import { IcalFeedCard } from './ical-feed-card';

/** The feeds of a property, each with its actions and its last import. */
export const IcalFeedList = ({ propertyId, timeZone }: { propertyId: string; timeZone: string }) => {
  const feeds = useIcalFeeds(propertyId, true);
  if (feeds.isPending) {
    return (
      <Stack gap="xs" role="status" aria-busy="true" aria-label="Loading channel calendars">
        <Skeleton height={96} radius="md" />
        <Skeleton height={96} radius="md" />
      </Stack>
    );
  }
  if (feeds.isError) {
    return <ErrorAlert title="Could not load channel calendars">{apiErrorText(feeds.error)}</ErrorAlert>;
  }
  if (feeds.data.data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No channel calendars yet. Add one below to block the nights a channel has sold.
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      {feeds.data.data.map((feed) => (
        <IcalFeedCard key={feed.id} feed={feed} timeZone={timeZone} />
      ))}
    </Stack>
  );
};
