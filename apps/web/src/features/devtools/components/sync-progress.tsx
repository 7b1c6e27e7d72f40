import { Progress, Stack, Text } from '@mantine/core';
import type { SyncProgress as Line } from '../hooks/use-sync-staging-data';

/** Where the sync is: the part being written, how many of all, and the step inside it. */
export const SyncProgress = ({ line }: { line: Line | null }) => (
  <Stack gap={6} role="status" aria-live="polite">
    <Progress
      value={line ? (line.done / line.total) * 100 : 2}
      animated
      aria-label="Sync progress"
      aria-valuetext={line ? `${line.done} of ${line.total}` : 'Starting'}
    />
    <Text size="sm">{line ? `${line.part} (${line.done} of ${line.total})` : 'Starting…'}</Text>
    {line?.detail ? (
      <Text size="xs" c="dimmed">
        {line.detail}
      </Text>
    ) : null}
  </Stack>
);
