import { ICAL_LIMITS, ICAL_MESSAGES, type TIcalFeed } from '@hearth/domain/ical';
import { Alert, Badge, Button, FileButton, Group, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconRefresh, IconTrash, IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal';
import { ErrorAlert } from '../../../components/error-alert';
import { apiErrorText } from './ical-api-error';
import { formatInstantIn } from '../../../lib/format';
import { useDeleteIcalFeed } from '../../../api/ical/delete-ical-feed';
import { useSyncIcalFeed } from '../../../api/ical/sync-ical-feed';
import { useUploadIcalFeed } from '../../../api/ical/upload-ical-feed';
import { useIcalImport } from '../../../api/ical/get-ical-import';
import { IcalImportProgress } from './ical-import-progress';
import { IcalImportSummary } from './ical-import-summary';

const blocksText = (count: number): string =>
  `${count.toLocaleString('en-AU')} imported ${count === 1 ? 'block' : 'blocks'}`;

/** Characters past which the last error is cut to its first lines (about four at the drawer's width). */
const LONG_ERROR = 240;

const deleteText = (name: string, count: number): string => {
  if (count === 0) return `Remove ${name}? It holds no blocks at the moment.`;
  const them = count === 1 ? 'Its imported block is' : `Its ${count} imported blocks are`;
  return `Remove ${name}? ${them} removed with it, and those nights become free again.`;
};

/** One imported channel calendar: what it holds, and Sync now (with an address), Upload .ics and Delete. */
export const IcalFeedCard = ({ feed, timeZone }: { feed: TIcalFeed; timeZone: string }) => {
  const a = feed.attributes;
  const sync = useSyncIcalFeed();
  const upload = useUploadIcalFeed();
  const remove = useDeleteIcalFeed();
  const [deleting, deleteModal] = useDisclosure(false);
  const [errorShown, showError] = useDisclosure(false);
  const [reading, setReading] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const resetFile = useRef<() => void>(null);
  // The newest of the two imports is the one to show.
  const [lastRun, setLastRun] = useState<'sync' | 'upload' | null>(null);
  const ids = { propertyId: a.propertyId, feedId: feed.id };

  const run = lastRun === 'sync' ? sync : lastRun === 'upload' ? upload : null;
  // The import the last run started, followed until it finishes.
  const job = useIcalImport(run?.data, a.propertyId);
  const importing = job.data?.data.attributes.state === 'running';

  const busy = sync.isPending || upload.isPending || reading || importing;

  const startSync = () => {
    setFileError(null);
    setLastRun('sync');
    upload.reset();
    sync.mutate(ids);
  };

  const chooseFile = async (file: File | null) => {
    resetFile.current?.();
    if (!file) return;
    setFileError(null);
    setLastRun('upload');
    sync.reset();
    upload.reset();
    if (file.size > ICAL_LIMITS.maxBytes) {
      setFileError(ICAL_MESSAGES.tooLarge);
      return;
    }
    setReading(true);
    try {
      const text = await file.text();
      upload.mutate({ ...ids, text });
    } catch {
      setFileError(`Could not read ${file.name}.`);
    } finally {
      setReading(false);
    }
  };

  const confirmDelete = () =>
    remove.mutate(ids, {
      onSuccess: () => {
        deleteModal.close();
        notifications.show({
          color: 'teal',
          title: 'Channel calendar removed',
          message: `${a.name} and its blocks are gone; their nights are free again.`,
        });
      },
    });

  return (
    <Paper component="article" withBorder radius="md" p="sm" aria-label={a.name}>
      <Stack gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap" justify="space-between" align="flex-start">
            <Text fw={600} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {a.name}
            </Text>
            {a.url ? null : (
              <Badge variant="light" color="gray" style={{ flex: 'none' }}>
                Upload only
              </Badge>
            )}
          </Group>
          {a.url ? (
            <Text size="xs" c="dimmed" ff="monospace" truncate="end" title={a.url}>
              {a.url}
            </Text>
          ) : null}
          <Text size="sm" c="dimmed">
            {a.lastSyncedAt ? `Last synced ${formatInstantIn(a.lastSyncedAt, timeZone)}` : 'Never imported'}
            {' · '}
            {blocksText(a.eventCount)}
          </Text>
        </Stack>

        {/* A run just shown says the same more fully. */}
        {a.lastError && !job.data && !run?.isError ? (
          <Alert
            color="orange"
            variant="light"
            p="xs"
            icon={<IconAlertTriangle size={16} aria-hidden />}
            title="Last import"
            role="note"
            styles={{ message: { overflowWrap: 'anywhere' } }}
          >
            {/* A long calendar's skipped events make a long error: its first lines, the rest on demand. */}
            <Text size="sm" {...(errorShown ? {} : { lineClamp: 4 })}>
              {a.lastError}
            </Text>
            {a.lastError.length > LONG_ERROR ? (
              <Button variant="subtle" size="compact-xs" px={0} onClick={showError.toggle}>
                {errorShown ? 'Show less' : 'Show all'}
              </Button>
            ) : null}
          </Alert>
        ) : null}

        <Group gap="xs">
          {a.url ? (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconRefresh size={14} aria-hidden />}
              onClick={startSync}
              loading={sync.isPending || (importing && lastRun === 'sync')}
              disabled={busy && !(sync.isPending || (importing && lastRun === 'sync'))}
            >
              Sync now
            </Button>
          ) : null}
          <FileButton onChange={(file) => void chooseFile(file)} accept=".ics,text/calendar" resetRef={resetFile}>
            {(props) => (
              <Button
                {...props}
                size="xs"
                variant="light"
                leftSection={<IconUpload size={14} aria-hidden />}
                loading={upload.isPending || reading || (importing && lastRun === 'upload')}
                disabled={busy && !(upload.isPending || reading || (importing && lastRun === 'upload'))}
              >
                Upload .ics
              </Button>
            )}
          </FileButton>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={deleteModal.open}
            disabled={busy}
          >
            Delete
          </Button>
        </Group>

        {fileError ? <ErrorAlert title="Could not upload">{fileError}</ErrorAlert> : null}
        {run?.isError ? (
          <ErrorAlert title={lastRun === 'sync' ? 'Could not sync' : 'Could not upload'}>
            {apiErrorText(run.error)}
          </ErrorAlert>
        ) : null}
        {job.isError ? <ErrorAlert title="Could not follow the import">{apiErrorText(job.error)}</ErrorAlert> : null}
        {job.data && importing ? <IcalImportProgress job={job.data} /> : null}
        {job.data && !importing ? <IcalImportSummary result={job.data} /> : null}
      </Stack>

      <ConfirmModal
        opened={deleting}
        onClose={deleteModal.close}
        title="Delete channel calendar"
        confirmLabel="Delete"
        onConfirm={confirmDelete}
        pending={remove.isPending}
        error={remove.isError ? <ErrorAlert title="Could not delete">{apiErrorText(remove.error)}</ErrorAlert> : null}
      >
        <Text size="sm">{deleteText(a.name, a.eventCount)}</Text>
      </ConfirmModal>
    </Paper>
  );
};
