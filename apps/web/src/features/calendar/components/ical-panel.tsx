import { ICAL_MESSAGES } from '@hearth/domain/ical';
import { Alert, Button, Divider, Drawer, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconCalendarShare, IconInfoCircle, IconRotateClockwise } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal';
import { ErrorAlert } from '../../../components/error-alert';
import { useRotateIcalExport } from '../../../api/ical/rotate-ical-export';
import { IcalExport } from './ical-export';
import { apiErrorText } from './ical-api-error';

// The feeds (with their import progress and outcomes) and the add form (and the schema it checks with) load when the
// drawer first shows them, not with the calendar.
const IcalFeedList = lazy(() => import('./ical-feed-list').then((module) => ({ default: module.IcalFeedList })));
const IcalFeedForm = lazy(() => import('./ical-feed-form').then((module) => ({ default: module.IcalFeedForm })));

/** Said plainly: the schedule needs the channel to be reachable, an upload never does. */
const SCHEDULE_NOTE =
  'Calendars with an address are fetched every 30 minutes when the server can reach the channel. ' +
  `${ICAL_MESSAGES.offline} Uploading a file works offline.`;

const ExportSection = ({ propertyId, url }: { propertyId: string; url: string }) => {
  const rotate = useRotateIcalExport();
  const [confirming, confirm] = useDisclosure(false);

  const rotateNow = () =>
    rotate.mutate(
      { propertyId },
      {
        onSuccess: () => {
          confirm.close();
          notifications.show({
            color: 'teal',
            title: 'iCal link rotated',
            message: 'Give the new address to every channel and calendar that reads this property.',
          });
        },
      },
    );

  return (
    <Stack gap="xs">
      <IcalExport url={url} />
      <Group>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconRotateClockwise size={14} aria-hidden />}
          onClick={() => {
            rotate.reset();
            confirm.open();
          }}
        >
          Rotate link
        </Button>
      </Group>
      <ConfirmModal
        opened={confirming}
        onClose={confirm.close}
        title="Rotate the iCal link?"
        confirmLabel="Rotate link"
        onConfirm={rotateNow}
        pending={rotate.isPending}
        error={
          rotate.isError ? (
            <ErrorAlert title="Could not rotate the link">{apiErrorText(rotate.error)}</ErrorAlert>
          ) : null
        }
      >
        <Text size="sm">
          A new address replaces this one. The old link stops working at once: every channel or calendar that reads it
          gets nothing until you give it the new address.
        </Text>
      </ConfirmModal>
    </Stack>
  );
};

/**
 * The property's channel calendars (iCal), for admin, staff and licensees: the export link (copy, rotate) and the
 * imported feeds (sync, upload, delete, add), in a drawer opened beside the export control.
 */
export const IcalPanel = ({
  propertyId,
  url,
  timeZone,
  mobile,
}: {
  propertyId: string;
  url: string;
  timeZone: string;
  mobile: boolean;
}) => {
  const [opened, drawer] = useDisclosure(false);
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconCalendarShare size={16} aria-hidden />}
        onClick={drawer.open}
        fullWidth={mobile}
        aria-haspopup="dialog"
      >
        Channel calendars
      </Button>
      <Drawer
        opened={opened}
        onClose={drawer.close}
        position="right"
        size={mobile ? '100%' : 'lg'}
        title="Channel calendars (iCal)"
      >
        <Stack gap="lg">
          <Stack gap="xs">
            <Title order={3} size="h5">
              Export
            </Title>
            <ExportSection propertyId={propertyId} url={url} />
          </Stack>

          <Divider />

          <Stack gap="xs">
            <Title order={3} size="h5">
              Imported calendars
            </Title>
            <Alert color="blue" variant="light" p="xs" role="note" icon={<IconInfoCircle size={16} aria-hidden />}>
              <Text size="sm">{SCHEDULE_NOTE}</Text>
            </Alert>
            <Suspense fallback={<Skeleton height={96} radius="md" />}>
              <IcalFeedList propertyId={propertyId} timeZone={timeZone} />
            </Suspense>
          </Stack>

          <Divider />

          <Stack gap="xs">
            <Title order={3} size="h5">
              Add a channel calendar
            </Title>
            <Suspense fallback={<Skeleton height={120} />}>
              <IcalFeedForm propertyId={propertyId} />
            </Suspense>
          </Stack>
        </Stack>
      </Drawer>
    </>
  );
};
